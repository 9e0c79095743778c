import { useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Blockquote, Button, Group, NumberInput, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconCoin, IconRefresh, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MyTransfersDocument, TransferOdanceDocument, type TransferOdanceMutation } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useCurrentUser } from '../../shared/auth/current-user';
import { AccountAvatar } from './AccountAvatar';
import { AccountPicker, accountName } from './AccountPicker';
import { attemptFor, transferFingerprint, type Attempt } from './attempt-key';
import { fieldErrorOf } from './form-errors';
import { refreshCurrentUser } from './refresh-user';
import { formatOdance, MESSAGE_MAX, messageLength } from './money';
import type { FoundAccount } from './use-account-search';

export interface TransferValues {
  recipient: FoundAccount | null;
  amount: number | string;
  message: string;
}

type Transfer = TransferOdanceMutation['transferOdance']['transfer'];
type Step = 'form' | 'confirm' | 'done';

/** A readable line length for the steps on a wide screen. */
const FORM_WIDTH = 640;

export function validateTransferAmount(value: number | string, balance: number): string | null {
  if (value === '' || value === null || value === undefined) return 'Enter how many oDance to send.';
  const amount = Number(value);
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return 'Enter a whole number of oDance.';
  if (amount < 1) return 'Send at least 1 oDance.';
  if (amount > balance) return `You have ${formatOdance(balance)}; you cannot send more than that.`;
  return null;
}

export function validateMessage(message: string): string | null {
  const length = messageLength(message);
  return length > MESSAGE_MAX ? `Keep the message to ${MESSAGE_MAX} characters (it has ${length}).` : null;
}

const SERVER_FIELDS = {
  recipientId: {
    field: 'recipient',
    label: 'Recipient',
    messages: { required: 'Choose who receives the oDance.', invalid: 'Choose who receives the oDance from the list.' },
  },
  amount: {
    field: 'amount',
    label: 'Amount',
    messages: {
      required: 'Enter how many oDance to send.',
      tooShort: 'Send at least 1 oDance.',
      tooLong: 'This amount is too large.',
      invalid: 'Enter a whole number of oDance.',
    },
  },
  message: {
    field: 'message',
    label: 'Message',
    messages: { tooLong: `Keep the message to ${MESSAGE_MAX} characters.`, invalid: 'This message cannot be sent.' },
  },
};

/** Errors that belong to a field: the form comes back with the error next to it. */
const FIELD_CODES: Record<string, string> = {
  ODANCE_INSUFFICIENT_BALANCE: 'amount',
  ODANCE_TRANSFER_TO_SELF: 'recipient',
  ODANCE_RECIPIENT_NOT_ACTIVE: 'recipient',
  ACCOUNT_NOT_FOUND: 'recipient',
};

/**
 * Sending oDance in three steps: the form (recipient, amount up to the balance, message), a confirmation,
 * then the result. Each attempt carries one idempotency key, reused when the same attempt is sent again.
 */
export function TransferForm({ balance }: { balance: number }) {
  const client = useApolloClient();
  const form = useForm<TransferValues>({
    mode: 'controlled',
    initialValues: { recipient: null, amount: '', message: '' },
    validate: {
      recipient: (value) => (value ? null : 'Choose who receives the oDance.'),
      amount: (value) => validateTransferAmount(value, balance),
      message: validateMessage,
    },
  });
  const [step, setStep] = useState<Step>('form');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState<Transfer | null>(null);
  const [balanceRefreshed, setBalanceRefreshed] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const [transfer, { loading }] = useMutation(TransferOdanceDocument);

  const goTo = (next: Step) => {
    setStep(next);
    // Screen readers and keyboards follow the step: its heading takes the focus.
    window.requestAnimationFrame(() => document.getElementById('transfer-step-title')?.focus());
  };

  const send = async () => {
    const { recipient, amount, message } = form.getValues();
    if (!recipient) return goTo('form');
    const trimmed = message.trim();
    attempt.current = attemptFor(attempt.current, transferFingerprint(recipient.id, Number(amount), trimmed));
    setSendError(null);
    try {
      const { data } = await transfer({
        variables: {
          input: { recipientId: recipient.id, amount: Number(amount), message: trimmed || null, idempotencyKey: attempt.current.key },
        },
      });
      if (!data) return;
      attempt.current = null; // the next transfer is a new attempt
      setSent(data.transferOdance.transfer);
      setBalanceRefreshed(false);
      goTo('done');
      // The header balance and the history follow; a failed refresh leaves them for the next one.
      await Promise.all([
        refreshCurrentUser(client),
        Promise.resolve(client.refetchQueries({ include: [MyTransfersDocument] })).catch(() => undefined),
      ]);
      setBalanceRefreshed(true);
    } catch (error) {
      const apiError = toApiError(error);
      const fieldError =
        fieldErrorOf(apiError, SERVER_FIELDS) ??
        (FIELD_CODES[apiError.code] ? { field: FIELD_CODES[apiError.code]!, message: apiError.message } : null);
      if (fieldError) {
        form.setFieldError(fieldError.field, fieldError.message);
        goTo('form');
      } else {
        // Nothing says whether it went through (network, busy ledger): the same attempt is sent again, with its key.
        // A key the server already holds for something else can never succeed: the next try takes a new one.
        if (apiError.code === 'ODANCE_IDEMPOTENCY_KEY_REUSED') attempt.current = null;
        setSendError(apiError.message);
      }
    }
  };

  const again = () => {
    form.reset();
    setSent(null);
    setSendError(null);
    goTo('form');
  };

  if (step === 'done' && sent) return <TransferDone transfer={sent} balanceRefreshed={balanceRefreshed} onAgain={again} />;

  const { recipient, amount, message } = form.values;
  if (step === 'confirm' && recipient) {
    const after = balance - Number(amount);
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={FORM_WIDTH} component="section" aria-labelledby="transfer-step-title">
        <Stack gap="md">
          <StepTitle>Confirm transfer</StepTitle>
          <Text c="dimmed">Check the details. A transfer cannot be undone.</Text>
          {sendError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The transfer was not confirmed" role="alert">
              {sendError} Try again: the same transfer is sent, never twice.
            </Alert>
          ) : null}
          <Stack gap="xs" component="dl" m={0}>
            <SummaryRow label="To">
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <AccountAvatar account={recipient} size={24} />
                <span>{accountName(recipient)}</span>
              </Group>
            </SummaryRow>
            <SummaryRow label="Amount">{formatOdance(Number(amount))}</SummaryRow>
            <SummaryRow label="Message" stacked>
              {message.trim() ? (
                message.trim()
              ) : (
                <Text span c="dimmed">
                  No message
                </Text>
              )}
            </SummaryRow>
            <SummaryRow label="Your balance after">{formatOdance(after)}</SummaryRow>
          </Stack>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={() => goTo('form')} disabled={loading} leftSection={<IconArrowLeft size={18} aria-hidden />}>
              Back
            </Button>
            <Button
              onClick={() => void send()}
              loading={loading}
              leftSection={sendError ? <IconRefresh size={18} aria-hidden /> : <IconSend size={18} aria-hidden />}
            >
              {sendError ? 'Try again' : 'Confirm transfer'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const length = messageLength(message);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={FORM_WIDTH} component="section" aria-labelledby="transfer-step-title">
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          setSendError(null);
          goTo('confirm');
        })}
      >
        <Stack gap="md">
          <StepTitle>New transfer</StepTitle>
          {balance < 1 ? (
            <Alert color="yellow" variant="light" icon={<IconCoin aria-hidden />} title="No oDance to send yet">
              <Anchor component={Link} to="/dashboard/odance/buy" fw={600}>
                Buy oDance
              </Anchor>{' '}
              first, then send them to others.
            </Alert>
          ) : null}
          <AccountPicker
            label="Recipient"
            required
            value={recipient}
            onChange={(account) => {
              form.setFieldValue('recipient', account);
              if (account) form.clearFieldError('recipient');
            }}
            error={form.errors.recipient}
            description="Search members by name."
          />
          <NumberInput
            label="Amount of oDance"
            description={`You have ${formatOdance(balance)}.`}
            required
            min={1}
            max={Math.max(balance, 1)}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator=","
            {...form.getInputProps('amount')}
          />
          <div>
            <Textarea
              label="Message"
              description="Optional, shown to the recipient."
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('message')}
            />
            <Text
              size="xs"
              ta="right"
              mt={4}
              c={length > MESSAGE_MAX ? 'red.8' : 'dimmed'}
              aria-live="polite"
              data-testid="message-counter"
            >
              {length} / {MESSAGE_MAX}
            </Text>
          </div>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function StepTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h3" id="transfer-step-title" tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}

/** A label and its value on one line; `stacked` puts a long value (the message) under its label instead. */
function SummaryRow({ label, children, stacked = false }: { label: string; children: ReactNode; stacked?: boolean }) {
  if (stacked) {
    return (
      <Stack gap={2}>
        <Text component="dt" c="dimmed">
          {label}
        </Text>
        <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {children}
        </Text>
      </Stack>
    );
  }
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="start">
      <Text component="dt" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function TransferDone({ transfer, balanceRefreshed, onAgain }: { transfer: Transfer; balanceRefreshed: boolean; onAgain: () => void }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={FORM_WIDTH} component="section" aria-labelledby="transfer-step-title">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <StepTitle>Transfer sent</StepTitle>
        <Text size="lg">
          You sent <strong>{formatOdance(transfer.amount)}</strong> to <strong>{accountName(transfer.recipient)}</strong>.
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
