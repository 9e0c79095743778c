import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, useRoutes, type Navigator } from 'react-router';
import { routes } from './routes';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Update = Pick<BrowserHistory, 'action' | 'location'>;

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

function AppRoutes() {
  return useRoutes(routes);
}

/** `<BrowserRouter>` with `flushSync` navigations (exported for its test). */
export function BrowserHistoryRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator, flush }] = useState(createHistory);
  const [state, setState] = useState<Update>({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    let pathname = history.location.pathname;
    return history.listen(({ action, location }) => {
      const samePage = location.pathname === pathname;
      pathname = location.pathname;
      if (flush.now) flushSync(() => setState({ action, location }));
      // The same page's filters, sort or page number: nothing to load, and in a transition the page would show
      // the new address's answers in the old render (its form keyed to the old address) until it committed.
      else if (samePage) setState({ action, location });
      else startTransition(() => setState({ action, location }));
    });
  }, [history, flush]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

function createHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const flush = { now: false };
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
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: (to, state, options) => go(() => history.push(to, state), options?.flushSync),
    replace: (to, state, options) => go(() => history.replace(to, state), options?.flushSync),
  };
  return { history, navigator, flush };
}
