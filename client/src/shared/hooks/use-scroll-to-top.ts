import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/web-app.md#screens-and-routes: every path change starts at the top of the page (query or hash changes do not). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
