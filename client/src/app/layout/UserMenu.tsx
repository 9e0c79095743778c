import { Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../shared/auth/current-user';
import { useSignOut } from '../../shared/auth/use-sign-out';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import classes from './TopBar.module.css';
import { UserAvatar } from './UserAvatar';
import { fullName } from '@odance/contract/accounts';

/**
 * The avatar opens the account menu; under 768 px there is no room for a dropdown, so the avatar leads to
 * the account information page instead (docs/web-app.md#screens-and-routes). The name is hidden text, not aria-label: the avatar's
 * initials are visible text an aria-label would have to contain (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const isMobile = useIsMobile();
  const signOut = useSignOut();

  if (isMobile) {
    return (
      <UnstyledButton component={Link} to="/dashboard/account-information" className={classes.avatarButton}>
        <UserAvatar user={user} />
        <VisuallyHidden>Account information</VisuallyHidden>
      </UnstyledButton>
    );
  }

  return (
    // No focus placeholder: Mantine renders it as a focusable role="presentation" div, which ARIA forbids in a menu.
    <Menu position="bottom-end" width={240} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton}>
          <UserAvatar user={user} />
          <VisuallyHidden>Account menu</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may hold only items (ARIA), so the name and email are one: it opens the account's details. */}
        {/* min-width 0 lets a long email truncate instead of spilling out of the menu. */}
        <Menu.Item component={Link} to="/dashboard/account-information" styles={{ itemLabel: { minWidth: 0 } }}>
          <Text fw={600} size="sm" truncate>
            {fullName(user)}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/manage-profiles" leftSection={<IconUserCircle size={18} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item onClick={() => void signOut()} leftSection={<IconLogout size={18} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
