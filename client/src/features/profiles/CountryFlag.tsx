import { useSyncExternalStore } from 'react';
import { flagSupportSnapshot, subscribeToFlagSupport } from './flag-support';
import { flagEmoji } from './profile-format';

/**
 * A country's flag emoji, where the device draws flags in colour (flag-support.ts: found out off the main thread),
 * then `after`. Until that is known, and while React adopts a page the server drew (client/src/main.tsx), no flag:
 * what the server drew, as it cannot know the device.
 */
export function CountryFlag({ code, after = '' }: { code: string; after?: string }) {
  const drawsFlags = useSyncExternalStore(subscribeToFlagSupport, flagSupportSnapshot, () => false);
  return (
    <span aria-hidden>
      {drawsFlags ? flagEmoji(code) : ''}
      {after}
    </span>
  );
}
