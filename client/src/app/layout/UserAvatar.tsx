import { Avatar } from '@mantine/core';
import type { CurrentUser } from '../../shared/auth/current-user';

export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** The main profile's picture when there is one, else the initials of the account's names. */
export function UserAvatar({ user }: { user: CurrentUser }) {
  return (
    // Decorative: the button around it carries the name (see UserMenu), so the initials stay out of it.
    <Avatar src={user.mainProfile?.avatar?.url ?? null} alt="" color="brand" variant="filled" radius="xl" aria-hidden>
      {initialsOf(user)}
    </Avatar>
  );
}
