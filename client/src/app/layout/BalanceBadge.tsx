import { Anchor, Group, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { groupDigits } from '../../shared/format/group-digits';
import { compactNumber } from '../../shared/format/compact-number';
import { formatOdance } from '../../shared/money/money';

/** The signed-in user's balance with the way to top it up (docs/web-app.md#user-menu). */
export function BalanceBadge({ odance, onNavigate }: { odance: number; onNavigate?: () => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <IconCoin size={20} aria-hidden color="var(--mantine-color-brand-9)" />
      <Text component="span" fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatOdance(odance)}
      </Text>
      <Anchor component={Link} to="/dashboard/odance/buy" size="sm" fw={600} onClick={onNavigate} style={{ whiteSpace: 'nowrap' }}>
        Buy more
      </Anchor>
    </Group>
  );
}

/**
 * The balance in a phone's top bar (the full BalanceBadge is in the menu): the coin and the number, shortened past
 * 99,999 (1.2M) so the bar keeps its room at 375 px; its name says the whole amount. Opens the transfers page.
 */
export function PhoneBalance({ odance }: { odance: number }) {
  return (
    <Anchor
      component={Link}
      to="/dashboard/odance/transfers"
      aria-label={`Balance: ${formatOdance(odance)}`}
      underline="never"
      c="var(--mantine-color-text)"
      fw={600}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconCoin size={18} aria-hidden color="var(--mantine-color-brand-9)" />
      <span aria-hidden>{odance < 100_000 ? groupDigits(odance) : compactNumber(odance)}</span>
    </Anchor>
  );
}
