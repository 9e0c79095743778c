/**
 * Runs `work` in a task of its own once the browser is idle (requestIdleCallback), or in the next task where there
 * is none (Safari): for start-up work nothing on the first screen waits for.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work());
  else setTimeout(work, 1);
}
