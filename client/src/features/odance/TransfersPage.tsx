import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useReceivePrefill } from '../../shared/send-odance/use-receive-prefill';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../shared/auth/current-user';
import { formatOdance } from '../../shared/money/money';
import { TransferForm } from './TransferForm';
import { TransferHistory } from './TransferHistory';
import { fullName } from '@odance/contract/accounts';

/** A payment link's name hint that is not the account's name (a renamed account, or a link someone edited). */
const linkNameDiffers = (linkName: string | null, name: string) => !!linkName && linkName.trim().toLocaleLowerCase() !== name.toLocaleLowerCase();
import { usePayingRequest } from '../money-requests/PayingRequest';

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
      <PrefilledTransferForm balance={balance} />
      <TransferHistory title="Sent and received" emptyText="No transfers yet. oDance you send or receive will show here." withFilters />
    </Stack>
  );
}

/** The form, filled in from a receive link when one was opened (its recipient looked up first). */
function PrefilledTransferForm({ balance }: { balance: number }) {
  const prefill = useReceivePrefill();
  const paying = usePayingRequest();
  if (prefill.state === 'loading') return <Text role="status">Opening the payment link…</Text>;
  return (
    <Stack gap="sm">
      {paying.notice ? (
        paying.notice
      ) : prefill.state === 'ready' ? (
        <Alert color="brand" variant="light" icon={<IconQrcode aria-hidden />} title={`Pay ${fullName(prefill.values.recipient!)}`} maw={640}>
          Filled in from a payment link. Check who receives the oDance before you continue: nothing is sent until you confirm.
          {linkNameDiffers(prefill.linkName, fullName(prefill.values.recipient!)) ? (
            <Text size="sm" fw={700} mt={4}>
              The link said “{prefill.linkName}”, but this account is named {fullName(prefill.values.recipient!)}.
            </Text>
          ) : null}
        </Alert>
      ) : prefill.state === 'unknown' ? (
        <Alert color="yellow" variant="light" title="This payment link names no active member" maw={640}>
          Search the recipient by name instead.
        </Alert>
      ) : null}
      <TransferForm key={prefill.state} balance={balance} prefill={prefill.state === 'ready' ? prefill.values : undefined} moneyRequestId={paying.moneyRequestId} />
    </Stack>
  );
}
