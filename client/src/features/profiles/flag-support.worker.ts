import { drawsColourFlag } from './flag-pixels';

// flag-support.ts's check, off the main thread: drawing an emoji can load the emoji font (tens of milliseconds on
// a phone), which the page's own thread should not wait for.
function answer(): boolean {
  try {
    const context = new OffscreenCanvas(20, 20).getContext('2d', { willReadFrequently: true });
    return context ? drawsColourFlag(context) : false;
  } catch {
    return false;
  }
}

postMessage(answer());
