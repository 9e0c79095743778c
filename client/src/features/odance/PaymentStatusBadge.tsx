import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleX, IconClock, IconHourglassOff } from '@tabler/icons-react';
import type { PaymentStatus } from '../../gql/graphql';

const LOOK: Record<PaymentStatus, { label: string; color: string; icon: typeof IconCheck }> = {
  pending: { label: 'Pending', color: 'yellow', icon: IconClock },
  paid: { label: 'Paid', color: 'green', icon: IconCheck },
  failed: { label: 'Failed', color: 'red', icon: IconAlertTriangle },
  expired: { label: 'Expired', color: 'gray', icon: IconHourglassOff },
  canceled: { label: 'Canceled', color: 'gray', icon: IconCircleX },
};

/** docs/product.md#payments: a word and an icon, never colour alone. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, color, icon: Icon } = LOOK[status];
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      styles={{ label: { color: 'var(--mantine-color-black)' } }}
    >
      {label}
    </Badge>
  );
}
