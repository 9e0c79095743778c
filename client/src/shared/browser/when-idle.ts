/**
 * Runs `work` in a task of its own once the browser is idle (requestIdleCallback), or in the next task where there
 * is none (Safari): for start-up work nothing on the first screen waits for.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work());
  else setTimeout(work, 1);
}

/**
 * Ends the current task and continues in a new one: start-up runs as several short tasks instead of one long one, so
 * a tap or a paint can come in between (Total Blocking Time, bench/lib/web.mjs).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
