import { createContext, lazy, Suspense, useContext, useEffect, useRef } from 'react';

/**
 * "Leave this page?" for pages with unsaved work (the profile wizard). react-router's `useBlocker` needs its data
 * router, which this app does not use (app/router.tsx), so the app's router asks the guards itself before a
 * navigation: links and navigate() wait for the answer; Back and Forward are undone, then redone on "Leave".
 * Closing or reloading the tab gets the browser's own question (`beforeunload`).
 */
export interface LeaveGuards {
  /** Registers a guard while `active()` says there is unsaved work; returns its removal. */
  add(active: () => boolean): () => void;
}

export const LeaveGuardContext = createContext<LeaveGuards | null>(null);

/**
 * While `blocking()` answers true, leaving the page (in the app or the tab) asks first. Asked at the moment of
 * leaving, so a page that has just saved (and navigates at once) is let go.
 */
export function useLeaveGuard(blocking: () => boolean): void {
  const guards = useContext(LeaveGuardContext);
  const latest = useRef(blocking);
  useEffect(() => {
    latest.current = blocking;
  });
  useEffect(() => {
    const remove = guards?.add(() => latest.current());
    const ask = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      remove?.();
      window.removeEventListener('beforeunload', ask);
    };
  }, [guards]);
}

const LeaveConfirmDialog = lazy(() => import('./LeaveConfirmDialog'));

/** The question, while a navigation waits for it (loaded on first use: most sessions never see it). */
export function LeaveConfirm({ pending, onStay, onLeave }: { pending: boolean; onStay: () => void; onLeave: () => void }) {
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <LeaveConfirmDialog onStay={onStay} onLeave={onLeave} />
    </Suspense>
  );
}
