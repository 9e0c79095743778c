import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { MOBILE_MENU_ID } from '@odance/contract/runtime-config';
import { ProfileSearch } from '../../features/profiles/ProfileSearch';
import { ApolloBoundary } from '../../shared/api/apollo-loader';
import { useCurrentUser } from '../../shared/auth/current-user';
import { signInPathFor } from '../../shared/guards/return-to';
import { takeMenuTapBeforeHydration } from '../../shared/browser/typed-before-hydration';
import { BalanceBadge, PhoneBalance } from './BalanceBadge';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { UserAvatar } from './UserAvatar';
import { MobileMenu } from './MobileMenu';
import classes from './TopBar.module.css';

// Only signed-in users need the account menu (and the popover code behind it), the bell and the live socket.
const UserMenu = lazy(() => import('./UserMenu'));
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell'));
const LiveUpdates = lazy(() => import('../../features/live/LiveUpdates'));

/** docs/web-app.md#top-bar: logo, navigation, search, and either Sign in or the user's balance and menu. */
export function TopBar() {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  // Clicks on the burger itself toggle the menu; only clicks outside both the burger and the panel close it.
  // Refs, not state: a ref in state re-rendered the whole bar once the burger mounted, right after hydration.
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnClickOutside([burger, panel], menu.close, menuOpened);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') menu.close();
  });
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [location.pathname, closeMenu]);
  // After the one above on mount: a tap on the drawn page's button before the app ran opens the menu now.
  const openMenu = menu.open;
  useEffect(() => {
    if (takeMenuTapBeforeHydration()) openMenu();
  }, [openMenu]);

  // From a page worth coming back to, sign-in returns there afterwards.
  const signInTo = location.pathname === '/' || location.pathname.startsWith('/auth') ? '/auth/sign-in' : signInPathFor(location);

  return (
    // Named: a dialog's header (Mantine's Modal draws one in its portal) is a second banner while it is open.
    <Box component="header" className={classes.header} aria-label="oDance">
      <div className={classes.bar}>
        <Group gap="xl" wrap="nowrap">
          <Logo />
          <Box visibleFrom="sm">
            <MainNav user={user} label="Main" />
          </Box>
        </Group>
        <Group gap="md" wrap="nowrap" className={classes.actions}>
          <Box visibleFrom="sm" className={classes.search}>
            <ProfileSearch id="profile-search" />
          </Box>
          {user ? (
            <>
              <Box visibleFrom="sm">
                <BalanceBadge odance={user.balance.odance} />
              </Box>
              <Box hiddenFrom="sm">
                <PhoneBalance odance={user.balance.odance} />
              </Box>
            </>
          ) : null}
          {user ? (
            <Suspense fallback={<Box w={34} h={34} />}>
              <ApolloBoundary>
                <NotificationBell />
                <LiveUpdates accountId={user.id} />
              </ApolloBoundary>
            </Suspense>
          ) : null}
          {loading ? null : user ? (
            <Suspense fallback={<UserAvatar user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button component={Link} to={signInTo}>
              Sign in
            </Button>
          )}
          <Burger
            ref={burger}
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </div>
      {menuOpened ? (
        <Box hiddenFrom="sm">
          <MobileMenu user={user} panelRef={panel} onClose={menu.close} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * While `enabled`, a press outside every one of `refs` calls `close` (Mantine's useClickOutside takes elements, so
 * it needs them in state; these are read when the press comes).
 */
function useCloseOnClickOutside(refs: RefObject<HTMLElement | null>[], close: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onPress = (event: Event) => {
      // A press on something the press itself removed from the page is not outside.
      if (!(event.target instanceof Node) || !document.contains(event.target)) return;
      const path = event.composedPath();
      if (!refs.some((ref) => ref.current && path.includes(ref.current))) close();
    };
    for (const type of PRESS_EVENTS) document.addEventListener(type, onPress);
    return () => {
      for (const type of PRESS_EVENTS) document.removeEventListener(type, onPress);
    };
    // `refs` is a new array each render; its refs are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [close, enabled]);
}

const PRESS_EVENTS = ['mousedown', 'touchstart'] as const;
