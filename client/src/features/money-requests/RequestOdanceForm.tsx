import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconCoin } from '@tabler/icons-react';
import { ErrorCode, ruleReason } from '@odance/contract/errors';
import { MESSAGE_MAX, ODANCE_AMOUNT_MIN } from '@odance/contract/odance';
import { odanceAmountRule } from '@odance/contract/rules';
import { MoneyRequestsDocument, RequestOdanceDocument } from '../../gql/graphql';
import { AccountPicker } from '../../shared/accounts/AccountPicker';
import type { FoundAccount } from '../../shared/accounts/use-account-search';
import { fullName } from '@odance/contract/accounts';
import { useSessionState } from '../../shared/auth/session';
import { AmountInput } from '../../shared/forms/AmountInput';
import { applyServerError } from '../../shared/forms/server-errors';
import { isBlankAmount, NOT_WHOLE_AMOUNT, parseWholeAmount } from '../../shared/forms/whole-amount';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { formatOdance, messageLength, messageTooLong } from '../../shared/money/money';
import { notifySuccess } from '../../shared/ui/notify';

interface RequestValues {
  payer: FoundAccount | null;
  amount: string;
  message: string;
}

// The same ceiling as one transfer (server: modules/money-requests/commands/request-odance.ts), so it can be paid.
const REQUEST_MAX = 1_000_000_000;

function amountProblem(value: string): string | null {
  if (isBlankAmount(value)) return 'Enter how many oDance to ask for.';
  const amount = parseWholeAmount(value);
  if (amount === null) return NOT_WHOLE_AMOUNT;
  const reason = ruleReason(odanceAmountRule(REQUEST_MAX), amount);
  if (reason === 'tooShort') return `Ask for at least ${formatOdance(ODANCE_AMOUNT_MIN)}.`;
  if (reason === 'tooLong') return `Ask for at most ${formatOdance(REQUEST_MAX)}.`;
  return reason === null ? null : NOT_WHOLE_AMOUNT;
}

const SELF = 'You cannot ask yourself for oDance. Choose someone else.';

/** Ask a member for oDance: they get a notification that opens the transfer paying it. */
export function RequestOdanceForm() {
  const selfId = useSessionState().user?.id;
  const form = useForm<RequestValues>({
    mode: 'controlled',
    initialValues: { payer: null, amount: '', message: '' },
    validate: {
      payer: (value) => (!value ? 'Choose who you ask.' : value.id === selfId ? SELF : null),
      amount: amountProblem,
      message: (value) => messageTooLong(value, 'message'),
    },
  });
  const draft = useFormDraft('odance.moneyRequestDraft', form);
  const [request, { loading }] = useMutation(RequestOdanceDocument, {
    refetchQueries: [MoneyRequestsDocument],
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: RequestValues) => {
    setFailure(null);
    try {
      const trimmed = values.message.trim();
      await request({
        variables: {
          input: {
            fromAccountId: values.payer!.id,
            amount: parseWholeAmount(values.amount)!,
            message: trimmed || null,
          },
        },
      });
      void notifySuccess('Request sent', `${fullName(values.payer!)} is asked for ${formatOdance(parseWholeAmount(values.amount)!)}.`);
      draft.clear();
      form.reset();
    } catch (error) {
      const rest = applyServerError(
        {
          setFieldError: (field, text) => form.setFieldError(field === 'fromAccountId' ? 'payer' : field, text),
        },
        error,
        {
          fromAccountId: {
            label: 'Who',
            required: 'Choose who you ask.',
            invalid: 'Choose who you ask from the list.',
          },
          amount: {
            label: 'Amount',
            required: 'Enter how many oDance to ask for.',
            tooShort: `Ask for at least ${formatOdance(ODANCE_AMOUNT_MIN)}.`,
            tooLong: 'This amount is too large.',
            invalid: NOT_WHOLE_AMOUNT,
          },
          message: {
            label: 'Message',
            tooLong: `Keep the message to ${MESSAGE_MAX} characters.`,
            invalid: 'This message cannot be sent.',
          },
        },
        {
          [ErrorCode.MONEY_REQUEST_FROM_SELF]: 'payer',
          [ErrorCode.ACCOUNT_NOT_FOUND]: 'payer',
          [ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE]: 'payer',
        },
      );
      if (rest) setFailure(rest.message);
    }
  };

  const { payer, message } = form.values;
  const length = messageLength(message);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={640} component="section" aria-labelledby="request-form-title">
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <Title order={2} size="h3" id="request-form-title">
            Request oDance
          </Title>
          <AccountPicker
            label="Who pays"
            required
            value={payer}
            onChange={(account) => {
              form.setFieldValue('payer', account);
              if (account) form.clearFieldError('payer');
            }}
            error={form.errors.payer}
            description="Search members by name. They get a notification and choose to pay or decline."
          />
          <AmountInput label="Amount of oDance" required {...form.getInputProps('amount')} />
          <div>
            <Textarea label="Message" description="Optional, e.g. “Salsa class, 24 Nov”." autosize minRows={2} maxRows={6} {...form.getInputProps('message')} />
            <Text size="xs" ta="right" mt={4} c={length > MESSAGE_MAX ? 'red.8' : 'dimmed'} aria-live="polite">
              {length} / {MESSAGE_MAX}
            </Text>
          </div>
          {failure ? (
            <Text c="red.8" role="alert">
              {failure}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={loading} leftSection={<IconCoin size={18} aria-hidden />}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
