import type { ComponentType } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import classes from './SectionLayout.module.css';

export interface SectionNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Only the exact path counts as current (for an area's index page). */
  end?: boolean;
}

export function SectionNav({ label, items }: { label: string; items: SectionNavItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.navList}>
        {items.map(({ label: itemLabel, to, icon: Icon, end }) => (
          <li key={to}>
            <RouterNavLink to={to} end={end} className={classes.navLink}>
              <Icon size={18} aria-hidden />
              <span>{itemLabel}</span>
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
