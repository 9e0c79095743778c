import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconSend } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { ErrorCode, ruleReason } from '@odance/contract/errors';
import { MESSAGE_MAX, ODANCE_AMOUNT_MIN } from '@odance/contract/odance';
import { odanceAmountRule } from '@odance/contract/rules';
import { AccountSummaryDocument } from '../../gql/graphql';
import { toApiError, type ApiError } from '../api/api-error';
import { AmountInput } from '../forms/AmountInput';
import { applyServerError, type FieldSpec } from '../forms/server-errors';
import { isBlankAmount, NOT_WHOLE_AMOUNT, parseWholeAmount } from '../forms/whole-amount';
import { AccountAvatar } from '../accounts/AccountAvatar';
import { AccountPicker } from '../accounts/AccountPicker';
import { attemptFor, transferFingerprint, type Attempt } from './attempt-key';
import { formatOdance, messageLength, messageTooLong } from '../money/money';
import type { FoundAccount } from '../accounts/use-account-search';
import { receiveRequestFromCode } from './receive-link';
import { ScanCodeButton } from './ScanCodeButton';
import { fullName } from '@odance/contract/accounts';
import { useSessionState } from '../auth/session';
import { useLocation } from 'react-router';
import { useFormDraft } from '../forms/use-form-draft';
import { useHistoryStep } from '../hooks/use-history-step';

export const SELF_RECIPIENT = 'You cannot send oDance to yourself. Choose someone else.';

/**
 * Sending oDance to a member, shared by a transfer (features/odance/TransferForm.tsx) and a distribution
 * (features/distributors/DistributionForm.tsx), hence in shared/: the form (recipient, amount up to a maximum,
 * message), a confirmation, then the caller's result screen. Each attempt carries one idempotency key, reused
 * when the same attempt is sent again (network error, busy ledger, double click) and replaced when the form
 * changes, after a success, or when the server says the key belongs to something else. What differs — words,
 * the amount's rules, extra lines, the mutation, what a refusal means — comes in as props.
 */

export interface SendValues {
  recipient: FoundAccount | null;
  amount: number | string;
  message: string;
}

/** What both mutations take. */
export interface SendInput {
  recipientId: string;
  amount: number;
  message: string | null;
  idempotencyKey: string;
}

/** The words of the amount rule: "Enter how many oDance to send.", "Send at least 1 oDance.", … */
export interface AmountWords {
  /** "send", "distribute". */
  verb: string;
  /** The refusal above `max`. */
  overMax: (max: number) => string;
}

/** The server's amount rule (@odance/contract) up to `max`, what the sender can spend. */
export function validateSendAmount(value: number | string, max: number, words: AmountWords): string | null {
  if (isBlankAmount(value)) return `Enter how many oDance to ${words.verb}.`;
  const amount = parseWholeAmount(value);
  if (amount === null) return NOT_WHOLE_AMOUNT;
  const reason = ruleReason(odanceAmountRule(max), amount);
  if (reason === 'tooShort') return tooFew(words.verb, ODANCE_AMOUNT_MIN);
  if (reason === 'tooLong') return words.overMax(max);
  return reason === null ? null : NOT_WHOLE_AMOUNT;
}

const tooFew = (verb: string, min: number) => `${capitalise(verb)} at least ${formatOdance(min)}.`;

/** The amount as a whole number of oDance, or null while it is not one. */
export const wholeAmount = (value: number | string): number | null => {
  const amount = parseWholeAmount(value);
  return amount !== null && amount > 0 ? amount : null;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The form's field for each server field name. */
const FORM_FIELD: Record<string, keyof SendValues> = { recipientId: 'recipient', amount: 'amount', message: 'message' };

/** VALIDATION_FAILED about a field, in the words of the checks above. */
const serverFields = (verb: string): Record<string, FieldSpec> => ({
  recipientId: { label: 'Recipient', required: 'Choose who receives the oDance.', invalid: 'Choose who receives the oDance from the list.' },
  amount: {
    label: 'Amount',
    required: `Enter how many oDance to ${verb}.`,
    tooShort: tooFew(verb, ODANCE_AMOUNT_MIN),
    tooLong: 'This amount is too large.',
    invalid: 'Enter a whole number of oDance.',
  },
  message: { label: 'Message', tooLong: `Keep the message to ${MESSAGE_MAX} characters.`, invalid: 'This message cannot be sent.' },
});

type Step = 'form' | 'confirm';

export interface SendOdanceFormProps<Result> {
  /** "transfer", "distribution": the step headings' id (`<noun>-step-title`) and the confirmation's words. */
  noun: string;
  /** The form step's heading: "New transfer", "Make a distribution". */
  formTitle: string;
  /** Under the confirmation's heading: "Check the details. A transfer cannot be undone." */
  confirmIntro: string;
  /** The most that can be sent (balance, available credit) and its words. */
  max: number;
  amountWords: AmountWords;
  amountDescription: string;
  /** The last line of the confirmation, max − amount: "Your balance after", "Available after". */
  remainingLabel: string;
  /** A notice above the fields (nothing to send yet…). */
  notice?: ReactNode;
  /** Continue cannot be pressed (nothing available). */
  submitDisabled?: boolean;
  /** Under the amount field (the money to take). */
  preview?: ReactNode;
  /** Extra confirmation lines after the amount (use SummaryRow). */
  confirmRows?: ReactNode;
  /** False keeps the confirm button disabled (the figures it confirms are still loading). */
  confirmReady?: boolean;
  /** Told the whole amount (or null) as it is typed. */
  onAmountChange?: (amount: number | null) => void;
  /** A readable line length on a wide screen. */
  maw?: number;
  messageCounterTestId: string;
  /** Codes that belong to a field, by server field name: their catalogue message goes under it. */
  codeFields?: Record<string, string>;
  /**
   * A refusal the caller words itself; return the field and text to show (the form comes back), or null for
   * the default handling.
   */
  fieldErrorFor?: (error: ApiError) => { field: keyof SendValues; message: string } | null;
  /** Runs the mutation; resolves to what the result screen shows. */
  send: (input: SendInput) => Promise<Result | null>;
  /** After a success, while the result screen shows (refresh balances and lists). */
  afterSend?: (result: Result) => Promise<void> | void;
  /** The result screen; `again` starts a new attempt with an empty form. */
  renderDone: (result: Result, again: () => void) => ReactNode;
  /** Starting values (a receive link opened here: use-receive-prefill.ts). */
  prefill?: SendValues;
}

export function SendOdanceForm<Result>(props: SendOdanceFormProps<Result>) {
  const { noun, max, amountWords, onAmountChange } = props;
  const titleId = `${noun}-step-title`;
  // The server refuses a transfer to oneself (docs/product.md "Transfers"); the form says so next to the recipient,
  // before the confirmation, whether the picker, a scanned own code or a receive link to=me chose it.
  const selfId = useSessionState().user?.id;
  const form = useForm<SendValues>({
    mode: 'controlled',
    initialValues: props.prefill ?? { recipient: null, amount: '', message: '' },
    validate: {
      recipient: (value) => (!value ? 'Choose who receives the oDance.' : value.id === selfId ? SELF_RECIPIENT : null),
      amount: (value) => validateSendAmount(value, max, amountWords),
      message: (value) => messageTooLong(value, 'message'),
    },
    onValuesChange: (values, previous) => {
      if (values.amount !== previous.amount) onAmountChange?.(wholeAmount(values.amount));
    },
  });
  // The confirmation is a step of the browser's history (Back returns to the form as it was typed, a reload stays on
  // it), and what was typed is a draft of this tab (a reload keeps it): shared/hooks/use-history-step.ts.
  const [step, setStep] = useHistoryStep<Step>(`${noun}Step`, 'form');
  const draft = useFormDraft(`odance.sendDraft.${noun}${useLocation().search}`, form);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ result: Result } | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const apollo = useApolloClient();
  const [scanProblem, setScanProblem] = useState<string | null>(null);

  /** A scanned code: if it is a receive link, its recipient (looked up, shown with name and avatar), amount and message. */
  const scanned = async (text: string) => {
    setScanProblem(null);
    const request = receiveRequestFromCode(text, window.location.origin);
    if (!request) return setScanProblem('That code is not an oDance payment code.');
    try {
      const { data } = await apollo.query({ query: AccountSummaryDocument, variables: { id: request.to }, fetchPolicy: 'network-only' });
      if (!data) return setScanProblem('The code’s member could not be found.');
      form.setValues({
        recipient: data.accountSummary,
        amount: request.amount ?? form.getValues().amount,
        message: request.message ?? form.getValues().message,
      });
      form.clearErrors();
    } catch (error) {
      setScanProblem(toApiError(error).code === ErrorCode.ACCOUNT_NOT_FOUND ? 'The code names no active member.' : toApiError(error).message);
    }
  };

  const goTo = (next: Step, options?: { replace?: boolean }) => setStep(next, options);
  // Screen readers and keyboards follow the step (by a button or the browser's Back): its heading takes the focus.
  const shown = sent ? 'done' : step;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    window.requestAnimationFrame(() => document.getElementById(titleId)?.focus());
  }, [shown, titleId]);

  const send = async () => {
    const { recipient, amount, message } = form.getValues();
    if (!recipient) return goTo('form');
    const trimmed = message.trim();
    attempt.current = attemptFor(attempt.current, transferFingerprint(recipient.id, wholeAmount(amount) ?? 0, trimmed));
    setSendError(null);
    setSending(true);
    try {
      const result = await props.send({ recipientId: recipient.id, amount: wholeAmount(amount) ?? 0, message: trimmed || null, idempotencyKey: attempt.current.key });
      if (result === null) return;
      attempt.current = null; // the next one is a new attempt
      draft.clear();
      setSent({ result });
      // The result replaces the confirmation's history entry: Back from it never confirms again.
      goTo('form', { replace: true });
      await props.afterSend?.(result);
    } catch (error) {
      refused(toApiError(error));
    } finally {
      setSending(false);
    }
  };

  /** A refusal about a field brings the form back with the reason next to it; anything else stays on the confirmation. */
  const refused = (apiError: ApiError) => {
    const own = props.fieldErrorFor?.(apiError);
    if (own) {
      form.setFieldError(own.field, own.message);
      return goTo('form');
    }
    const rest = applyServerError(
      { setFieldError: (field, text) => form.setFieldError(FORM_FIELD[field] ?? field, text) },
      apiError,
      serverFields(amountWords.verb),
      props.codeFields,
    );
    if (!rest) return goTo('form');
    // Nothing says whether it went through (network, busy ledger): the same attempt is sent again, with its key.
    // A key the server already holds for something else can never succeed: the next try takes a new one.
    if (rest.code === ErrorCode.ODANCE_IDEMPOTENCY_KEY_REUSED) attempt.current = null;
    setSendError(rest.message);
  };

  const again = () => {
    draft.clear();
    form.reset();
    setSent(null);
    setSendError(null);
    goTo('form');
  };

  if (sent) return <>{props.renderDone(sent.result, again)}</>;

  const { recipient, amount, message } = form.values;
  const frame = (children: ReactNode) => (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={props.maw} component="section" aria-labelledby={titleId}>
      {children}
    </Paper>
  );

  if (step === 'confirm' && recipient) {
    const confirmLabel = `Confirm ${noun}`;
    return frame(
      <Stack gap="md">
        <StepTitle id={titleId}>{confirmLabel}</StepTitle>
        <Text c="dimmed">{props.confirmIntro}</Text>
        {sendError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={`The ${noun} was not confirmed`} role="alert">
            {sendError} Try again: the same {noun} is sent, never twice.
          </Alert>
        ) : null}
        <Stack gap="xs" component="dl" m={0}>
          <SummaryRow label="To">
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <AccountAvatar account={recipient} size={24} />
              <span>{fullName(recipient)}</span>
            </Group>
          </SummaryRow>
          <SummaryRow label="Amount">{formatOdance(wholeAmount(amount) ?? 0)}</SummaryRow>
          {props.confirmRows}
          <SummaryRow label="Message" stacked>
            {message.trim() ? (
              message.trim()
            ) : (
              <Text span c="dimmed">
                No message
              </Text>
            )}
          </SummaryRow>
          <SummaryRow label={props.remainingLabel}>{formatOdance(max - (wholeAmount(amount) ?? 0))}</SummaryRow>
        </Stack>
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={() => goTo('form')} disabled={sending} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Back
          </Button>
          <Button
            onClick={() => void send()}
            loading={sending}
            disabled={props.confirmReady === false}
            leftSection={sendError ? <IconRefresh size={18} aria-hidden /> : <IconSend size={18} aria-hidden />}
          >
            {sendError ? 'Try again' : confirmLabel}
          </Button>
        </Group>
      </Stack>,
    );
  }

  const length = messageLength(message);
  return frame(
    <form
      noValidate
      onSubmit={form.onSubmit(() => {
        setSendError(null);
        goTo('confirm');
      })}
    >
      <Stack gap="md">
        <StepTitle id={titleId}>{props.formTitle}</StepTitle>
        {props.notice}
        <AccountPicker
          label="Recipient"
          required
          value={recipient}
          onChange={(account) => {
            form.setFieldValue('recipient', account);
            if (account) form.clearFieldError('recipient');
          }}
          error={form.errors.recipient}
          description="Search members by name, or scan their payment code."
        />
        <Group gap="sm">
          <ScanCodeButton onCode={(text) => void scanned(text)} />
        </Group>
        {scanProblem ? (
          <Alert color="yellow" variant="light" role="alert">
            {scanProblem}
          </Alert>
        ) : null}
        <AmountInput label="Amount of oDance" description={props.amountDescription} required {...form.getInputProps('amount')} />
        {props.preview}
        <div>
          <Textarea label="Message" description="Optional, shown to the recipient." autosize minRows={2} maxRows={6} {...form.getInputProps('message')} />
          <Text size="xs" ta="right" mt={4} c={length > MESSAGE_MAX ? 'red.8' : 'dimmed'} aria-live="polite" data-testid={props.messageCounterTestId}>
            {length} / {MESSAGE_MAX}
          </Text>
        </div>
        <Group justify="flex-end">
          <Button type="submit" disabled={props.submitDisabled} leftSection={<IconSend size={18} aria-hidden />}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>,
  );
}

/** A step's heading; it takes the focus when its step shows. */
export function StepTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title order={2} size="h3" id={id} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}

/** A label and its value on one line; `stacked` puts a long value (the message) under its label instead. */
export function SummaryRow({ label, children, stacked = false }: { label: string; children: ReactNode; stacked?: boolean }) {
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
