import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../shared/auth/current-user';
import { formatOdance } from './money';
import { TransferForm } from './TransferForm';
import { TransferHistory } from './TransferHistory';

/** /dashboard/odance/transfers: send oDance to another member, and the sent and received history. */
export default function TransfersPage() {
  useDocumentTitle('Transfers · oDance');
  const { user } = useCurrentUser();
  const balance = user?.balance.odance ?? 0;
  return (
    <Stack gap="xl" py="md">
      <Stack gap={4}>
        <Title order={1}>Transfers</Title>
        <Text c="dimmed">Send oDance to other members of the community.</Text>
        <Text>
          Your balance: <strong>{formatOdance(balance)}</strong>
        </Text>
      </Stack>
      <TransferForm balance={balance} />
      <TransferHistory title="Sent and received" emptyText="No transfers yet. oDance you send or receive will show here." />
    </Stack>
  );
}
