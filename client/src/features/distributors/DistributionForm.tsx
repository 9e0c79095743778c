import { useState } from 'react';
import { Alert, Blockquote, Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconCash, IconCheck, IconSend } from '@tabler/icons-react';
import {
  DistributionsDocument,
  DistributorStatisticsDocument,
  MakeDistributionDocument,
  MyDistributorDocument,
  type DistributionFieldsFragment,
} from '../../gql/graphql';
import { ErrorCode } from '@odance/contract/errors';
import { formatCents, formatOdance } from '../../shared/money/money';
import { SendOdanceForm, StepTitle, SummaryRow, type SendValues } from '../../shared/send-odance/SendOdanceForm';
import type { ApiError } from '../../shared/api/api-error';
import { READABLE_ALERT, type DistributorRecord } from './DistributorCards';
import { formatPercent } from './distributor-format';
import { useDistributionQuote, type QuoteState } from './use-distribution-quote';
import { fullName } from '@odance/contract/accounts';

const availableText = (available: number) => `Only ${formatOdance(available)} are available on your credit line.`;

const AMOUNT_WORDS = { verb: 'distribute', overMax: availableText };

/** Refusals about the recipient (by server field name): the form comes back with the server's message next to it. */
const CODE_FIELDS: Record<string, string> = {
  [ErrorCode.DISTRIBUTION_TO_SELF]: 'recipientId',
  [ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE]: 'recipientId',
  [ErrorCode.ACCOUNT_NOT_FOUND]: 'recipientId',
};

/**
 * Making a distribution (SendOdanceForm: form, confirmation, result) within the available limit. The money to
 * take from the recipient, the margin and the fees are the server's figures (distributionQuote), asked as the
 * amount is typed; the confirmation waits for the figures of the exact amount.
 */
export function DistributionForm({ distributor, prefill }: { distributor: DistributorRecord; prefill?: SendValues }) {
  const client = useApolloClient();
  const [makeDistribution] = useMutation(MakeDistributionDocument);
  const [amount, setAmount] = useState<number | null>(null);
  const quote = useDistributionQuote(amount);
  const available = distributor.availableLimit;
  const usedUp = available < 1;
  const exact = quote.quote !== null && !quote.pending;

  const creditRefusal = (apiError: ApiError): { field: keyof SendValues; message: string } | null => {
    if (apiError.code !== ErrorCode.DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED) return null;
    // Used meanwhile (another device): the cards catch up, the amount says what is left.
    void client.refetchQueries({ include: [MyDistributorDocument] });
    const left = Number(apiError.params.available);
    return { field: 'amount', message: Number.isFinite(left) ? availableText(left) : apiError.message };
  };

  return (
    <SendOdanceForm<DistributionFieldsFragment>
      noun="distribution"
      prefill={prefill}
      formTitle="Make a distribution"
      confirmIntro="Take the money from the recipient before you confirm. A distribution cannot be undone."
      max={available}
      amountWords={AMOUNT_WORDS}
      amountDescription={`${formatOdance(available)} available on your credit line.`}
      remainingLabel="Available after"
      messageCounterTestId="distribution-message-counter"
      codeFields={CODE_FIELDS}
      fieldErrorFor={creditRefusal}
      onAmountChange={setAmount}
      submitDisabled={usedUp}
      notice={
        usedUp ? (
          <Alert color="yellow" variant="light" styles={READABLE_ALERT} icon={<IconCash aria-hidden />} title="Your credit line is used up">
            Nothing is available to distribute until an admin records a collection of the fees you owe.
          </Alert>
        ) : null
      }
      preview={<QuotePreview amount={amount} state={quote} />}
      confirmRows={<QuoteRows state={quote} />}
      confirmReady={exact}
      send={async (input) => {
        const { data } = await makeDistribution({ variables: { input } });
        return data ? data.makeDistribution.distribution : null;
      }}
      afterSend={async () => {
        // The cards, statistics and history follow; a failed refresh leaves them for the next one.
        await Promise.resolve(client.refetchQueries({ include: [MyDistributorDocument, DistributorStatisticsDocument, DistributionsDocument] })).catch(
          () => undefined,
        );
      }}
      renderDone={(sent, again) => <DistributionDone distribution={sent} onAgain={again} />}
    />
  );
}

/** Under the amount: the money to take, with the margin and fees, as the server works them out. */
function QuotePreview({ amount, state }: { amount: number | null; state: QuoteState }) {
  const { quote, pending, failed } = state;
  const shown = amount === null ? null : quote;
  return (
    <Paper bg="var(--mantine-color-brand-0)" p="sm" radius="md" aria-live="polite" aria-busy={pending}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          Take from the recipient
        </Text>
        <Group gap="xs" wrap="nowrap">
          {pending ? <Loader size="xs" aria-label="Working out the amounts" /> : null}
          <Text fw={800} fz="xl" data-testid="fiat-to-take" c={pending ? 'dimmed' : undefined}>
            {formatCents(shown ? shown.fiatCents : 0)}
          </Text>
        </Group>
      </Group>
      {failed ? (
        <Text size="xs" c="red.8" role="alert">
          The amounts could not be worked out.{' '}
          <UnstyledButton fz="xs" fw={600} td="underline" onClick={state.retry}>
            Try again
          </UnstyledButton>
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {shown
            ? `${formatCents(shown.priceCents)} per oDance · your margin ${formatCents(shown.revenueCents)} · fees ${formatCents(shown.feesCents)}`
            : 'Enter an amount to see what to take.'}
        </Text>
      )}
    </Paper>
  );
}

/** The confirmation's money lines, once the server's figures for this exact amount are in. */
function QuoteRows({ state }: { state: QuoteState }) {
  const { quote, pending, failed } = state;
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert" title="The amounts could not be worked out">
        <Button size="xs" variant="default" onClick={state.retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!quote || pending) {
    return (
      <Stack gap={6} role="status" aria-busy="true" aria-label="Working out the amounts">
        <Skeleton height={24} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  }
  return (
    <>
      <SummaryRow label="Take from the recipient">
        <Text span fw={800} fz="lg" data-testid="confirm-fiat">
          {formatCents(quote.fiatCents)}
        </Text>
      </SummaryRow>
      <SummaryRow label={`Your margin (${formatPercent(quote.marginPercent)})`}>{formatCents(quote.revenueCents)}</SummaryRow>
      <SummaryRow label="Fees owed to oDance">{formatCents(quote.feesCents)}</SummaryRow>
    </>
  );
}

/** The distribution success screen. */
function DistributionDone({ distribution, onAgain }: { distribution: DistributionFieldsFragment; onAgain: () => void }) {
  const name = fullName(distribution.recipient);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="distribution-step-title">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCheck size={32} />
        </ThemeIcon>
        <StepTitle id="distribution-step-title">Distribution sent</StepTitle>
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
