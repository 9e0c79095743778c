import { Avatar } from '@mantine/core';

export interface AvatarAccount {
  firstName: string;
  lastName: string;
  avatar?: { url: string } | null;
}

/** An account's main-profile picture, or its initials; decorative (the name is always written beside it). */
export function AccountAvatar({ account, size = 32 }: { account: AvatarAccount; size?: number }) {
  return (
    <Avatar src={account.avatar?.url ?? null} size={size} radius="xl" color="brand" alt="" aria-hidden>
      {`${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
