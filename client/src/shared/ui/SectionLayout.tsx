import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from './FullScreenLoader';
import { SectionNav, type SectionNavItem } from './SectionNav';
import classes from './SectionLayout.module.css';

/** An area with its own navigation beside its pages (dashboard, admin panel); above them on small screens. */
export function SectionLayout({ navLabel, items }: { navLabel: string; items: SectionNavItem[] }) {
  const aside = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On small screens the navigation is one scrolling row: bring the current entry into view.
  useEffect(() => {
    const row = aside.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className={classes.layout}>
      <aside ref={aside} className={classes.aside}>
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
