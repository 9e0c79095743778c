import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The step of a multi-step flow kept in the browser's history (its entry's state, under `key`), not in memory:
 * each step forward is a history entry of the same address, so the browser's Back returns to the previous step
 * (not off the page), and a reload shows the same step (browsers keep an entry's state across reloads). Going
 * back to the step an entry came from is a Back in the history too, so the in-page Back button and the browser's
 * agree. Same-address navigations never ask "Leave this page?" (app/router.tsx). The values typed stay in the
 * form (a reload brings them back from its draft: shared/forms/use-form-draft.ts). While a flow is shown the browser
 * does not put the scroll back where the person left a step's entry (at its Next button, after the flow's own
 * effects ran): each flow shows a step from its heading (ProfileWizard.tsx, send-odance/SendOdanceForm.tsx).
 */
export function useHistoryStep<Step extends string | number>(key: string, first: Step): [Step, (next: Step, options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);
  const state = (location.state ?? {}) as Record<string, unknown>;
  const step = (state[key] as Step | undefined) ?? first;
  const from = state[`${key}.from`] as Step | undefined;
  const goTo = (next: Step, options?: { replace?: boolean }) => {
    if (next === step) return;
    const target = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    };
    // In place of this entry (a result that must not be confirmed again by Back).
    if (options?.replace)
      return void navigate(target, {
        replace: true,
        state: {
          ...state,
          [key]: next === first ? undefined : next,
          [`${key}.from`]: undefined,
        },
      });
    if (from !== undefined && next === from) return void navigate(-1);
    // The first step is the entry without state: replacing keeps the history free of a duplicate of it.
    if (next === first && from === undefined)
      return void navigate(target, {
        replace: true,
        state: { ...state, [key]: undefined, [`${key}.from`]: undefined },
      });
    void navigate(target, {
      state: { ...state, [key]: next, [`${key}.from`]: step },
    });
  };
  return [step, goTo];
}
