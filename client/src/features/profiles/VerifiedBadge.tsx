import { lazy, Suspense } from 'react';
import { Badge, type MantineSize } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

// The explaining tooltip brings floating-ui (~20 kB gzip): loaded after the page, never in the first screen's chunks
// (Explore's cards are on the home page; bench initialJsGzipKb).
const ExplainedVerifiedBadge = lazy(() => import('./ExplainedVerifiedBadge'));

export const VERIFIED_HINT = 'Verified by oDance: an admin confirmed this organisation is who it says it is.';

/**
 * The mark of an organisation an admin verified. It is the only thing that tells an official
 * federation from one anybody created, so it has a word, not only an icon.
 */
export function VerifiedBadge({ size = 'md', explained = true }: { size?: MantineSize; explained?: boolean }) {
  const badge = <PlainVerifiedBadge size={size} explained={explained} />;
  if (!explained) return badge;
  return (
    <Suspense fallback={badge}>
      <ExplainedVerifiedBadge hint={VERIFIED_HINT}>{badge}</ExplainedVerifiedBadge>
    </Suspense>
  );
}

function PlainVerifiedBadge({ size, explained }: { size: MantineSize; explained: boolean }) {
  return (
    <Badge
      size={size}
      variant="filled"
      color="brand"
      leftSection={<IconRosetteDiscountCheckFilled size={size === 'md' ? 14 : 12} aria-hidden />}
      // Focusable only where it explains itself (the profile page); a card's whole surface is its link.
      tabIndex={explained ? 0 : undefined}
      title={explained ? undefined : VERIFIED_HINT}
    >
      Verified
    </Badge>
  );
}

/** The same mark inside a line of text (the search dropdown's rows, whose options take no focusable child). */
export function VerifiedMark() {
  return (
    <span title={VERIFIED_HINT} style={{ display: 'inline-flex', alignItems: 'center', gap: 2, color: 'var(--mantine-color-brand-light-color)', fontWeight: 600 }}>
      <IconRosetteDiscountCheckFilled size={14} aria-hidden />
      Verified
    </span>
  );
}
