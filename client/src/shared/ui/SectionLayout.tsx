import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './FullScreenLoader';
import { SectionNav, type SectionNavItem } from './SectionNav';
import classes from './SectionLayout.module.css';

/** An area with its own navigation beside its pages (dashboard, admin panel); above them on small screens. */
export function SectionLayout({ navLabel, items }: { navLabel: string; items: SectionNavItem[] }) {
  return (
    <div className={classes.layout}>
      <aside className={classes.aside}>
        <SectionNav label={navLabel} items={items} />
      </aside>
      <div className={classes.content}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
