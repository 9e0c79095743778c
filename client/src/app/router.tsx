import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { NavigationType, Router, StaticRouter, UNSAFE_createBrowserHistory as createBrowserHistory, useRoutes, type Navigator, type To } from 'react-router';
import { LeaveConfirm, LeaveGuardContext, type LeaveGuards } from './leave-guard';
import { routes } from './routes';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Update = Pick<BrowserHistory, 'action' | 'location'>;
type Listener = Parameters<BrowserHistory['listen']>[0];

/**
 * The app's router: react-router's declarative mode (`<Router>` + `useRoutes`) over the browser history. No route
 * has a loader or action, so the data router (`createBrowserRouter`, about 17 kB gzip of navigation, loading and
 * revalidation machinery) bought nothing but its error elements, which `RouteErrorBoundary` replaces.
 *
 * Like `<BrowserRouter>`, a navigation to another page renders in a transition (the current page stays until a
 * lazy page has loaded); a change of the current page's search or hash renders at once. Unlike it, `navigate(to, { flushSync: true })` renders at once, as the data router did: leaving a
 * session needs the protected page gone before the user turns null (shared/auth/use-sign-out.ts).
 */
export function AppRouter() {
  return (
    <BrowserHistoryRouter>
      <AppRoutes />
    </BrowserHistoryRouter>
  );
}

/** The routes alone, under the browser's router (AppRouter) or the server's (StaticAppRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

const NO_GUARDS: LeaveGuards = { add: () => () => undefined };
const nothing = () => undefined;

/**
 * What AppRouter draws, for the server's first screens (src/prerender.tsx): the same elements in the same places
 * (the routes, then the closed leave dialog), so the browser hydrates the server's markup as its own — `useId`
 * follows the tree's shape, and a different shape would name the labels and fields differently.
 */
export function StaticAppRouter({ location }: { location: string }) {
  return (
    <LeaveGuardContext.Provider value={NO_GUARDS}>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
      <LeaveConfirm pending={false} onStay={nothing} onLeave={nothing} />
    </LeaveGuardContext.Provider>
  );
}

/** `<BrowserRouter>` with `flushSync` navigations and leave guards (exported for its test). StaticAppRouter draws the same shape. */
export function BrowserHistoryRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator, flush, guard }] = useState(createHistory);
  const [state, setState] = useState<Update>({ action: history.action, location: history.location });
  const [pending, setPending] = useState<(() => void) | null>(null);
  useLayoutEffect(() => {
    guard.answerWith((proceed) => setPending(() => proceed));
    let pathname = history.location.pathname;
    const show: Listener = ({ action, location }) => {
      const samePage = location.pathname === pathname;
      pathname = location.pathname;
      if (flush.now) flushSync(() => setState({ action, location }));
      // The same page's filters, sort or page number: nothing to load, and in a transition the page would show
      // the new address's answers in the old render (its form keyed to the old address) until it committed.
      else if (samePage) setState({ action, location });
      else startTransition(() => setState({ action, location }));
    };
    return history.listen((update) => guard.popped(update, show));
  }, [history, flush, guard]);
  // A page now shown: the guards of the page left (after "Leave") are gone with it.
  useLayoutEffect(() => guard.shown(), [guard, state.location]);
  const guards = useMemo<LeaveGuards>(() => ({ add: (active) => guard.add(active) }), [guard]);
  return (
    <LeaveGuardContext.Provider value={guards}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
      <LeaveConfirm
        pending={pending !== null}
        onStay={() => setPending(null)}
        onLeave={() => {
          setPending(null);
          pending?.();
        }}
      />
    </LeaveGuardContext.Provider>
  );
}

function createHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const flush = { now: false };
  const guard = createGuard(history);
  // The navigate() options reach the navigator; the history only takes the target and state.
  const go = (change: () => void, sync: boolean | undefined) => {
    flush.now = sync === true;
    try {
      change();
    } finally {
      flush.now = false;
    }
  };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => guard.attempt(() => go(() => history.push(to, state), options?.flushSync), pathnameOf(to)),
    replace: (to, state, options) => guard.attempt(() => go(() => history.replace(to, state), options?.flushSync), pathnameOf(to)),
  };
  return { history, navigator, flush, guard };
}

/** The path a navigation goes to (a `to` without one stays on the current path). */
function pathnameOf(to: To): string | undefined {
  if (typeof to !== 'string') return to.pathname;
  return to.startsWith('?') || to.startsWith('#') ? undefined : new URL(to, window.location.href).pathname;
}

/**
 * The leave guards (app/leave-guard.tsx): a navigation while one is active waits for `ask`'s answer. A Back or
 * Forward has already moved the address when the history reports it, so it is undone (`go(-delta)`, whose own
 * report is not shown) and redone if the answer is "Leave".
 */
function createGuard(history: BrowserHistory) {
  const active = new Set<() => boolean>();
  let undoing = false;
  let allowed = false;
  // After "Leave": the page left stays mounted (with its guards) until the next one has rendered in its
  // transition; a navigation meanwhile must not ask again about work the person chose to leave.
  let left = false;
  let ask: (proceed: () => void) => void = () => undefined;
  // A navigation that stays on the page (a flow's step kept in the history: shared/hooks/use-history-step.ts, the
  // wizard's step, a transfer's confirmation) leaves nothing behind: it never asks.
  let shownPathname = history.location.pathname;
  const blocked = (pathname?: string) => !allowed && !left && pathname !== shownPathname && [...active].some((isActive) => isActive());
  const guard = {
    /** Who asks the question (the router's dialog); `proceed` carries the navigation out. */
    answerWith(asker: (proceed: () => void) => void) {
      ask = asker;
    },
    add(isActive: () => boolean) {
      active.add(isActive);
      return () => void active.delete(isActive);
    },
    /** The router has shown a new location. */
    shown() {
      left = false;
      shownPathname = history.location.pathname;
    },
    attempt(navigate: () => void, pathname = shownPathname) {
      if (!blocked(pathname)) return navigate();
      ask(() => {
        left = true;
        allowed = true;
        try {
          navigate();
        } finally {
          allowed = false;
        }
      });
    },
    popped(update: Parameters<Listener>[0], show: Listener) {
      if (undoing) {
        undoing = false;
        return;
      }
      if (allowed && update.action === NavigationType.Pop) {
        // The Back or Forward redone after "Leave": it passes, then the guards apply again.
        allowed = false;
        return show(update);
      }
      if (update.action !== NavigationType.Pop || update.delta === null || update.delta === 0 || !blocked(update.location.pathname)) return show(update);
      const { delta } = update;
      undoing = true;
      history.go(-delta);
      ask(() => {
        left = true;
        allowed = true;
        history.go(delta);
      });
    },
  };
  return guard;
}
