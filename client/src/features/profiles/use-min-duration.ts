import { useEffect, useState } from 'react';

/**
 * True while `active` is, and for at least `minMs` after it last turned on (docs/web-app.md#states: a select's loading
 * indicator stays at least 400 ms, so a fast answer does not flash it).
 */
export function useMinDuration(active: boolean, minMs: number): boolean {
  const [wasActive, setWasActive] = useState(active);
  const [minElapsed, setMinElapsed] = useState(!active);

  // Derived from the previous render (React's pattern for state that follows a prop): a new start resets the clock.
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setMinElapsed(false);
  }

  useEffect(() => {
    if (minElapsed) return;
    const timer = window.setTimeout(() => setMinElapsed(true), minMs);
    return () => window.clearTimeout(timer);
  }, [minElapsed, minMs]);

  return active || !minElapsed;
}
