import { drawsColourFlag } from './flag-pixels';
import { whenIdle } from '../../shared/browser/when-idle';

let drawsFlags: boolean | undefined;
let checking = false;
const listeners = new Set<() => void>();

/** Whether this device draws flag emoji in colour; false until known (see subscribeToFlagSupport). */
export function flagSupportSnapshot(): boolean {
  return drawsFlags ?? false;
}

/**
 * Calls `listener` once it is known whether this device draws flag emoji in colour, finding out the first time it is
 * asked: in a worker where the browser has OffscreenCanvas (the check draws an emoji, which can take tens of
 * milliseconds), else on the page when it is idle. For useSyncExternalStore (CountryFlag).
 */
export function subscribeToFlagSupport(listener: () => void): () => void {
  listeners.add(listener);
  if (drawsFlags === undefined && !checking) check();
  return () => listeners.delete(listener);
}

function settle(answer: boolean): void {
  drawsFlags = answer;
  for (const listener of [...listeners]) listener();
}

function check(): void {
  checking = true;
  if (typeof Worker === 'function' && typeof OffscreenCanvas === 'function') {
    try {
      const worker = new Worker(new URL('./flag-support.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<boolean>) => {
        worker.terminate();
        if (drawsFlags === undefined) settle(event.data === true);
      };
      worker.onerror = () => {
        worker.terminate();
        checkOnPage();
      };
      return;
    } catch {
      // A worker refused (a restrictive policy): check on the page.
    }
  }
  checkOnPage();
}

function checkOnPage(): void {
  whenIdle(flagEmojiSupported);
}

/** The same answer, now: drawn on the page if not known yet (the wizard's country list needs it as it draws). */
export function flagEmojiSupported(): boolean {
  if (drawsFlags === undefined) settle(drawsFlagOnPage());
  return drawsFlags!;
}

function drawsFlagOnPage(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 20;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    return context ? drawsColourFlag(context) : false;
  } catch {
    return false;
  }
}
