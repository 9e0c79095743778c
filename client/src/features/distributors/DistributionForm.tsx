import { useRef, useState, type ReactNode } from 'react';
import { Alert, Blockquote, Button, Group, NumberInput, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconArrowLeft, IconCash, IconCheck, IconRefresh, IconSend } from '@tabler/icons-react';
import {
  DistributionsDocument,
  DistributorStatisticsDocument,
  MakeDistributionDocument,
  MyDistributorDocument,
  type DistributionFieldsFragment,
} from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { applyServerError } from '../../shared/forms/server-errors';
import { AccountPicker, accountName } from '../odance/AccountPicker';
import { attemptFor, transferFingerprint, type Attempt } from '../odance/attempt-key';
import { formatCents, formatOdance, MESSAGE_MAX, messageLength } from '../odance/money';
import type { FoundAccount } from '../odance/use-account-search';
import { READABLE_ALERT, type DistributorRecord } from './DistributorCards';
import { formatPercent, quoteDistribution } from './economics';

export interface DistributionValues {
  recipient: FoundAccount | null;
  amount: number | string;
  message: string;
}

type Step = 'form' | 'confirm' | 'done';

export function validateDistributionAmount(value: number | string, available: number): string | null {
  if (value === '' || value === null || value === undefined) return 'Enter how many oDance to distribute.';
  const amount = Number(value);
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return 'Enter a whole number of oDance.';
  if (amount < 1) return 'Distribute at least 1 oDance.';
  if (amount > available) return `Only ${formatOdance(available)} are available on your credit line.`;
  return null;
}

export function validateDistributionMessage(message: string): string | null {
  const length = messageLength(message);
  return length > MESSAGE_MAX ? `Keep the message to ${MESSAGE_MAX} characters (it has ${length}).` : null;
}

/** The amount as a whole number of oDance, or null while it is not one. */
const wholeAmount = (value: number | string): number | null => {
  const amount = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(amount) && amount > 0 ? amount : null;
};

const SERVER_FIELDS = {
  recipientId: { label: 'Recipient', required: 'Choose who receives the oDance.', invalid: 'Choose who receives the oDance from the list.' },
  amount: { label: 'Amount', required: 'Enter how many oDance to distribute.', invalid: 'Enter a whole number of oDance.' },
  message: { label: 'Message', max: MESSAGE_MAX, invalid: 'This message cannot be sent.' },
};
/** The form's field for each server field name. */
const FORM_FIELD: Record<string, keyof DistributionValues> = { recipientId: 'recipient', amount: 'amount', message: 'message' };
/** Errors about the recipient: the form comes back with the server's message next to it. */
const CODE_FIELDS: Record<string, string> = {
  DISTRIBUTION_TO_SELF: 'recipientId',
  ODANCE_RECIPIENT_NOT_ACTIVE: 'recipientId',
  ACCOUNT_NOT_FOUND: 'recipientId',
};

/**
 * Making a distribution in three steps: the form (recipient, amount within the available limit, message) with
 * the fiat amount to take from the recipient, a confirmation with the whole breakdown, then the result. One
 * idempotency key per attempt, reused when the same attempt is sent again.
 */
export function DistributionForm({ distributor }: { distributor: DistributorRecord }) {
  const client = useApolloClient();
  const { odancePriceCents } = useRuntimeConfig();
  const available = distributor.availableLimit;
  const form = useForm<DistributionValues>({
    mode: 'controlled',
    initialValues: { recipient: null, amount: '', message: '' },
    validate: {
      recipient: (value) => (value ? null : 'Choose who receives the oDance.'),
      amount: (value) => validateDistributionAmount(value, available),
      message: validateDistributionMessage,
    },
  });
  const [step, setStep] = useState<Step>('form');
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState<DistributionFieldsFragment | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const [makeDistribution, { loading }] = useMutation(MakeDistributionDocument);

  const goTo = (next: Step) => {
    setStep(next);
    // Screen readers and keyboards follow the step: its heading takes the focus.
    window.requestAnimationFrame(() => document.getElementById('distribution-step-title')?.focus());
  };

  const send = async () => {
    const { recipient, amount, message } = form.getValues();
    if (!recipient) return goTo('form');
    const trimmed = message.trim();
    attempt.current = attemptFor(attempt.current, transferFingerprint(recipient.id, Number(amount), trimmed));
    setSendError(null);
    try {
      const { data } = await makeDistribution({
        variables: { input: { recipientId: recipient.id, amount: Number(amount), message: trimmed || null, idempotencyKey: attempt.current.key } },
      });
      if (!data) return;
      attempt.current = null; // the next distribution is a new attempt
      setSent(data.makeDistribution.distribution);
      goTo('done');
      // The cards, statistics and history follow; a failed refresh leaves them for the next one.
      await Promise.resolve(client.refetchQueries({ include: [MyDistributorDocument, DistributorStatisticsDocument, DistributionsDocument] })).catch(
        () => undefined,
      );
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED') {
        const left = Number(apiError.params.available);
        form.setFieldError('amount', Number.isFinite(left) ? `Only ${formatOdance(left)} are available on your credit line.` : apiError.message);
        void client.refetchQueries({ include: [MyDistributorDocument] });
        return goTo('form');
      }
      const rest = applyServerError(
        { setFieldError: (field, text) => form.setFieldError(FORM_FIELD[field] ?? field, text) },
        apiError,
        SERVER_FIELDS,
        CODE_FIELDS,
      );
      if (!rest) return goTo('form');
      // Nothing says whether it went through (network, busy ledger), or it cannot be made (deactivated):
      // the message stays on the confirmation, where the same attempt may be sent again.
      setSendError(rest.message);
    }
  };

  const again = () => {
    form.reset();
    setSent(null);
    setSendError(null);
    goTo('form');
  };

  if (step === 'done' && sent) return <DistributionDone distribution={sent} onAgain={again} />;

  const { recipient, amount, message } = form.values;
  const whole = wholeAmount(amount);
  const quote = whole === null ? null : quoteDistribution(whole, odancePriceCents, distributor.marginPercent);

  if (step === 'confirm' && recipient && whole !== null && quote) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="distribution-step-title">
        <Stack gap="md">
          <StepTitle>Confirm distribution</StepTitle>
          <Text c="dimmed">Take the money from the recipient before you confirm. A distribution cannot be undone.</Text>
          {sendError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The distribution was not confirmed" role="alert">
              {sendError} Try again: the same distribution is sent, never twice.
            </Alert>
          ) : null}
          <Stack gap="xs" component="dl" m={0}>
            <SummaryRow label="To">{accountName(recipient)}</SummaryRow>
            <SummaryRow label="Amount">{formatOdance(whole)}</SummaryRow>
            <SummaryRow label="Take from the recipient">
              <Text span fw={800} fz="lg" data-testid="confirm-fiat">
                {formatCents(quote.fiatCents)}
              </Text>
            </SummaryRow>
            <SummaryRow label={`Your margin (${formatPercent(distributor.marginPercent)})`}>{formatCents(quote.revenueCents)}</SummaryRow>
            <SummaryRow label="Fees owed to oDance">{formatCents(quote.feesCents)}</SummaryRow>
            <SummaryRow label="Message">{message.trim() ? message.trim() : <Text span c="dimmed">No message</Text>}</SummaryRow>
            <SummaryRow label="Available after">{formatOdance(available - whole)}</SummaryRow>
          </Stack>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={() => goTo('form')} disabled={loading} leftSection={<IconArrowLeft size={18} aria-hidden />}>
              Back
            </Button>
            <Button onClick={() => void send()} loading={loading} leftSection={sendError ? <IconRefresh size={18} aria-hidden /> : <IconSend size={18} aria-hidden />}>
              {sendError ? 'Try again' : 'Confirm distribution'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const length = messageLength(message);
  const usedUp = available < 1;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="distribution-step-title">
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          setSendError(null);
          goTo('confirm');
        })}
      >
        <Stack gap="md">
          <StepTitle>Make a distribution</StepTitle>
          {usedUp ? (
            <Alert color="yellow" variant="light" styles={READABLE_ALERT} icon={<IconCash aria-hidden />} title="Your credit line is used up">
              Nothing is available to distribute until an admin records a collection of the fees you owe.
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
            description={`${formatOdance(available)} available on your credit line.`}
            required
            min={1}
            max={Math.max(available, 1)}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator=","
            {...form.getInputProps('amount')}
          />
          <Paper bg="var(--mantine-color-brand-0)" p="sm" radius="md" aria-live="polite">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                Take from the recipient
              </Text>
              <Text fw={800} fz="xl" data-testid="fiat-to-take">
                {quote ? formatCents(quote.fiatCents) : formatCents(0)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatCents(odancePriceCents)} per oDance
              {quote ? ` · your margin ${formatCents(quote.revenueCents)} · fees ${formatCents(quote.feesCents)}` : ''}
            </Text>
          </Paper>
          <div>
            <Textarea label="Message" description="Optional, shown to the recipient." autosize minRows={2} maxRows={6} {...form.getInputProps('message')} />
            <Text size="xs" ta="right" mt={4} c={length > MESSAGE_MAX ? 'red.8' : 'dimmed'} aria-live="polite" data-testid="distribution-message-counter">
              {length} / {MESSAGE_MAX}
            </Text>
          </div>
          <Group justify="flex-end">
            <Button type="submit" disabled={usedUp} leftSection={<IconSend size={18} aria-hidden />}>
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
    <Title order={2} size="h3" id="distribution-step-title" tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
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

/** The distribution success screen. */
function DistributionDone({ distribution, onAgain }: { distribution: DistributionFieldsFragment; onAgain: () => void }) {
  const name = `${distribution.recipient.firstName} ${distribution.recipient.lastName}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="distribution-step-title">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <StepTitle>Distribution sent</StepTitle>
        <Text size="lg">
          You credited <strong>{formatOdance(distribution.amount)}</strong> to <strong>{name}</strong>.
        </Text>
        <Text size="lg" data-testid="done-fiat">
          Take <strong>{formatCents(distribution.fiatCents)}</strong> from them.
        </Text>
        <Text c="dimmed" size="sm">
          Your margin {formatCents(distribution.revenueCents)} ({formatPercent(distribution.marginPercent)}) · fees owed to oDance {formatCents(distribution.feesCents)}
        </Text>
        {distribution.message ? (
          <Blockquote color="brand" p="sm" w="100%" ta="left" style={{ overflowWrap: 'anywhere' }}>
            {distribution.message}
          </Blockquote>
        ) : null}
        <Button onClick={onAgain} leftSection={<IconSend size={18} aria-hidden />}>
          Make another distribution
        </Button>
      </Stack>
    </Paper>
  );
}
