import { Suspense } from 'react';
import { Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { OutageBanner } from '../../shared/outage/OutageBanner';
import { TypedTextHandover } from '../../shared/browser/TypedTextHandover';
import { PageLoader } from '../../shared/ui/FullScreenLoader';
import { ScrollToTop } from './ScrollToTop';
import classes from './RootLayout.module.css';
import { TopBar } from './TopBar';

/** Every page: the top bar, then the page in <main>. Pages load on demand, so the spinner covers the wait. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <OutageBanner />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <TypedTextHandover />
        </Suspense>
      </main>
      <footer className={classes.footer}>
        <Anchor component={Link} to="/developers" size="sm">
          Developers and API
        </Anchor>
      </footer>
    </>
  );
}
