import { Anchor, Group, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router';
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
