import { MOBILE_MENU_ID } from '@odance/contract/runtime-config';
import type { Ref } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { ProfileSearch } from '../../features/profiles/ProfileSearch';
import type { CurrentUser } from '../../shared/auth/current-user';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { BalanceBadge } from './BalanceBadge';
import { MainNav } from './MainNav';
import classes from './TopBar.module.css';

/** Under 768 px: what the top bar has no room for (search, navigation, balance), below the bar. */
export function MobileMenu({ user, panelRef, onClose }: { user: CurrentUser | null; panelRef: Ref<HTMLDivElement>; onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <div id={MOBILE_MENU_ID} ref={panelRef} className={classes.mobileMenu}>
      <Stack gap="md">
        <ProfileSearch id="profile-search-mobile" />
        <MainNav user={user} label="Mobile" vertical onNavigate={onClose} />
        {user ? (
          <>
            <Divider />
            <BalanceBadge odance={user.balance.odance} onNavigate={onClose} />
            <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
              Sign out
            </Button>
          </>
        ) : null}
      </Stack>
    </div>
  );
}
