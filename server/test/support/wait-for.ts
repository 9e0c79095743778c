import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  /** How long to keep trying before failing (5 s unless given). */
  timeoutMs?: number;
  /** The pause between two checks (10 ms unless given). */
  intervalMs?: number;
  /** What is awaited, for the timeout's message. */
  what?: string;
}

/**
 * Resolves as soon as `condition` holds, checking it every `intervalMs`; fails after `timeoutMs`. For a test that
 * needs something to have happened (a request to arrive, a line to be logged, a lock to be waited on) instead of
 * a fixed sleep that hopes it has.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = 5_000, intervalMs = 10, what = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * Resolves once the clock has passed `instant` (to the millisecond): whatever is stamped from then on, here or
 * by PostgreSQL on this machine, is strictly later, even at the millisecond precision of an ISO timestamp.
 */
export function clockPast(instant: Date | string | number): Promise<void> {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new Error(`not an instant: ${String(instant)}`);
  return waitFor(() => Date.now() > time, { timeoutMs: 1_000, intervalMs: 1, what: `the clock to pass ${new Date(time).toISOString()}` });
}
