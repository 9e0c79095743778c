import { Link, useMatch } from 'react-router';
import type { CurrentUser } from '../../shared/auth/current-user';
import classes from './TopBar.module.css';

interface NavItem {
  label: string;
  to: string;
  /** The path pattern under which the item counts as the current one. */
  activeOn: string;
}

function navItemsFor(user: CurrentUser | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Explore', to: '/', activeOn: '/' }];
  if (user) items.push({ label: 'Dashboard', to: '/dashboard/manage-profiles', activeOn: '/dashboard/*' });
  if (user?.can.administer) items.push({ label: 'Admin Panel', to: '/admin-panel', activeOn: '/admin-panel/*' });
  return items;
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const active = useMatch(item.activeOn) !== null;
  return (
    <Link to={item.to} className={classes.navLink} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

/** docs/web-app.md#navigation: Explore for everyone, Dashboard when signed in, Admin Panel for those the server lets administer (`me.can`). */
export function MainNav({ user, label, vertical = false, onNavigate }: { user: CurrentUser | null; label: string; vertical?: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label={label}>
      <ul className={vertical ? classes.navListVertical : classes.navList}>
        {navItemsFor(user).map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
