import { useState } from 'react';
import { Alert, Anchor, Blockquote, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconCheck, IconCoin, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { MyTransfersDocument, TransferOdanceDocument, type TransferOdanceMutation } from '../../gql/graphql';
import { useCurrentUser } from '../../shared/auth/current-user';
import { refreshCurrentUser } from './refresh-user';
import { formatOdance } from '../../shared/money/money';
import { SendOdanceForm, StepTitle, type SendValues } from '../../shared/send-odance/SendOdanceForm';
import { fullName } from '@odance/contract/accounts';

type Transfer = TransferOdanceMutation['transferOdance']['transfer'];

/** A readable line length for the steps on a wide screen. */
const FORM_WIDTH = 640;

const AMOUNT_WORDS = { verb: 'send', overMax: (balance: number) => `You have ${formatOdance(balance)}; you cannot send more than that.` };

/** Refusals that belong to a field (by server field name): the form comes back with the error next to it. */
const CODE_FIELDS: Record<string, string> = {
  [ErrorCode.ODANCE_INSUFFICIENT_BALANCE]: 'amount',
  [ErrorCode.ODANCE_TRANSFER_TO_SELF]: 'recipientId',
  [ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE]: 'recipientId',
  [ErrorCode.ACCOUNT_NOT_FOUND]: 'recipientId',
};

/** Sending oDance to another member, up to the balance (SendOdanceForm: form, confirmation, result). */
/** A transfer that pays a money request (features/money-requests) must match it; the server says which field does not. */
const MISMATCH: Record<string, { field: 'recipient' | 'amount'; message: string }> = {
  recipientId: { field: 'recipient', message: 'This request is paid to the member who asked: choose them again.' },
  amount: { field: 'amount', message: 'Send the amount the request asks for.' },
};

export function TransferForm({ balance, prefill, moneyRequestId }: { balance: number; prefill?: SendValues; moneyRequestId?: string }) {
  const client = useApolloClient();
  const [transfer] = useMutation(TransferOdanceDocument);
  const [balanceRefreshed, setBalanceRefreshed] = useState(false);
  return (
    <SendOdanceForm<Transfer>
      noun="transfer"
      prefill={prefill}
      formTitle="New transfer"
      confirmIntro="Check the details. A transfer cannot be undone."
      max={balance}
      amountWords={AMOUNT_WORDS}
      amountDescription={`You have ${formatOdance(balance)}.`}
      remainingLabel="Your balance after"
      maw={FORM_WIDTH}
      messageCounterTestId="message-counter"
      codeFields={CODE_FIELDS}
      fieldErrorFor={(error) => (error.code === ErrorCode.VALIDATION_FAILED && error.params.reason === 'mismatch' ? (MISMATCH[String(error.params.field)] ?? null) : null)}
      notice={
        balance < 1 ? (
          <Alert color="yellow" variant="light" icon={<IconCoin aria-hidden />} title="No oDance to send yet">
            <Anchor component={Link} to="/dashboard/odance/buy" fw={600}>
              Buy oDance
            </Anchor>{' '}
            first, then send them to others.
          </Alert>
        ) : null
      }
      send={async (input) => {
        const { data } = await transfer({ variables: { input: moneyRequestId ? { ...input, moneyRequestId } : input } });
        if (!data) return null;
        setBalanceRefreshed(false);
        return data.transferOdance.transfer;
      }}
      afterSend={async () => {
        // The header balance and the history follow; a failed refresh leaves them for the next one.
        await Promise.all([refreshCurrentUser(client), Promise.resolve(client.refetchQueries({ include: [MyTransfersDocument, 'MoneyRequests', 'PayableMoneyRequest'] })).catch(() => undefined)]);
        setBalanceRefreshed(true);
      }}
      renderDone={(sent, again) => <TransferDone transfer={sent} balanceRefreshed={balanceRefreshed} onAgain={again} />}
    />
  );
}

function TransferDone({ transfer, balanceRefreshed, onAgain }: { transfer: Transfer; balanceRefreshed: boolean; onAgain: () => void }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={FORM_WIDTH} component="section" aria-labelledby="transfer-step-title">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <StepTitle id="transfer-step-title">Transfer sent</StepTitle>
        <Text size="lg">
          You sent <strong>{formatOdance(transfer.amount)}</strong> to <strong>{fullName(transfer.recipient)}</strong>.
        </Text>
        {transfer.message ? (
          <Blockquote color="brand" p="sm" w="100%" ta="left" style={{ overflowWrap: 'anywhere' }}>
            {transfer.message}
          </Blockquote>
        ) : null}
        <BalanceAfter refreshed={balanceRefreshed} />
        <Group gap="sm" justify="center">
          <Button onClick={onAgain} leftSection={<IconSend size={18} aria-hidden />}>
            Make another transfer
          </Button>
          <Button component={Link} to="/dashboard/odance/buy" variant="default" leftSection={<IconCoin size={18} aria-hidden />}>
            Buy oDance
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function BalanceAfter({ refreshed }: { refreshed: boolean }) {
  const { user } = useCurrentUser();
  return (
    <Text c="dimmed" aria-live="polite">
      {refreshed && user ? (
        <>
          Your balance is now{' '}
          <Text span fw={700} c="var(--mantine-color-text)" data-testid="balance-after">
            {formatOdance(user.balance.odance)}
          </Text>
          .
        </>
      ) : (
        'Updating your balance…'
      )}
    </Text>
  );
}
