import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Badge, Button, Chip, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useWindowEvent } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconArrowLeft, IconCreditCard, IconFlask } from '@tabler/icons-react';
import { ruleReason } from '@odance/contract/errors';
import { ODANCE_AMOUNT_MIN, ODANCE_PURCHASE_MAX } from '@odance/contract/odance';
import { purchaseAmountRule } from '@odance/contract/rules';
import { BuyOdanceDocument } from '../../gql/graphql';
import { AmountInput } from '../../shared/forms/AmountInput';
import { applyServerError, fieldMessage, type FieldSpec } from '../../shared/forms/server-errors';
import { isBlankAmount, NOT_WHOLE_AMOUNT, parseWholeAmount } from '../../shared/forms/whole-amount';
import { checkoutRedirect } from './checkout-redirect';
import { formatCents, formatOdance, purchaseTotalCents } from '../../shared/money/money';

const QUICK_AMOUNTS = [10, 25, 50, 100];

const AMOUNT_FIELDS = {
  amount: {
    label: 'Amount',
    required: 'Enter how many oDance to buy.',
    tooShort: `Buy at least ${formatOdance(ODANCE_AMOUNT_MIN)}.`,
    tooLong: `You can buy at most ${formatOdance(ODANCE_PURCHASE_MAX)} at once.`,
    invalid: NOT_WHOLE_AMOUNT,
  },
} satisfies Record<string, FieldSpec>;

/** The server's purchase rule (@odance/contract), in the words it answers with here. */
export function validatePurchaseAmount(value: number | string): string | null {
  if (isBlankAmount(value)) return fieldMessage(AMOUNT_FIELDS.amount, 'required');
  const amount = parseWholeAmount(value);
  if (amount === null) return NOT_WHOLE_AMOUNT;
  const reason = ruleReason(purchaseAmountRule, amount);
  return reason === null ? null : fieldMessage(AMOUNT_FIELDS.amount, reason);
}

/**
 * Amount (whole oDance within the server's limits) and the price from the runtime config, then a review of what
 * will be charged, then off to the checkout: one click no longer opens a checkout for a mistyped amount.
 */
export function BuyOdanceForm({ unitPriceCents, testMode }: { unitPriceCents: number; testMode: boolean }) {
  const form = useForm<{ amount: string }>({
    mode: 'controlled',
    initialValues: { amount: '25' },
    validate: { amount: validatePurchaseAmount },
  });
  // The purchase under review (priced by purchaseTotalCents, as the total shown); null while choosing.
  const [review, setReview] = useState<{ amount: number; totalCents: number } | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const reviewed = useRef(false);
  // Focus follows the step: the review's heading when it opens, the amount again after Change.
  useEffect(() => {
    if (review !== null) reviewHeading.current?.focus();
    else if (reviewed.current) form.getInputNode('amount')?.focus();
    reviewed.current = review !== null;
  }, [review, form]);
  const [buy, { loading }] = useMutation(BuyOdanceDocument);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Back from the checkout through the browser's history: the page may come from the back-forward cache.
  useWindowEvent('pageshow', (event) => {
    if (event.persisted) setLeaving(false);
  });

  const typedAmount = parseWholeAmount(form.values.amount);
  const totalCents = purchaseTotalCents(typedAmount ?? undefined, unitPriceCents);

  const submit = form.onSubmit(({ amount }) => {
    setFailure(null);
    const whole = parseWholeAmount(amount);
    const cents = purchaseTotalCents(whole ?? undefined, unitPriceCents);
    if (whole !== null && cents !== null) setReview({ amount: whole, totalCents: cents });
  });

  const pay = async (amount: number) => {
    setFailure(null);
    try {
      const { data } = await buy({ variables: { input: { amount } } });
      if (!data) return;
      setLeaving(true);
      checkoutRedirect.go(data.buyOdance.checkoutUrl);
    } catch (error) {
      setReview(null);
      const rest = applyServerError(form, error, AMOUNT_FIELDS);
      if (rest) setFailure(rest.message);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="buy-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text component="h2" fw={700} size="lg" id="buy-title" m={0}>
              How many oDance?
            </Text>
            {testMode ? (
              <Badge
                color="orange"
                variant="light"
                leftSection={<IconFlask size={12} aria-hidden />}
                styles={{ label: { color: 'var(--mantine-color-black)' } }}
              >
                Test mode: no real card is charged
              </Badge>
            ) : null}
          </Group>
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="The purchase could not start" role="alert">
              {failure}
            </Alert>
          ) : null}
          {review !== null ? (
            <PurchaseReview
              amount={review.amount}
              unitPriceCents={unitPriceCents}
              totalCents={review.totalCents}
              headingRef={reviewHeading}
              busy={loading || leaving}
              onChange={() => setReview(null)}
              onPay={() => void pay(review.amount)}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={review !== null ? { display: 'none' } : undefined}>
            <Stack gap="xs">
              <AmountInput
                label="Amount of oDance"
                description={`Whole oDance, ${ODANCE_AMOUNT_MIN.toLocaleString('en-US')} to ${ODANCE_PURCHASE_MAX.toLocaleString('en-US')}.`}
                size="md"
                required
                {...form.getInputProps('amount')}
              />
              <Chip.Group
                value={form.values.amount.trim()}
                onChange={(value) => {
                  form.setFieldValue('amount', value);
                  form.clearFieldError('amount');
                }}
              >
                <Group gap={6} role="group" aria-label="Quick amounts">
                  {QUICK_AMOUNTS.map((amount) => (
                    <Chip key={amount} value={String(amount)} size="sm" variant="outline">
                      {amount}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            <Stack gap={4} justify="space-between">
              <div aria-live="polite">
                <Text size="sm" c="dimmed">
                  {totalCents === null
                    ? `${formatCents(unitPriceCents)} per oDance`
                    : `${formatOdance(typedAmount ?? 0)} × ${formatCents(unitPriceCents)}`}
                </Text>
                <Text fw={800} fz={32} lh={1.2} data-testid="purchase-total">
                  {totalCents === null ? '—' : formatCents(totalCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  Total in US dollars, no tax added.
                </Text>
              </div>
              <Button type="submit" size="md" mt="sm" leftSection={<IconCreditCard size={18} aria-hidden />} fullWidth>
                {totalCents === null ? 'Buy oDance' : `Buy for ${formatCents(totalCents)}`}
              </Button>
            </Stack>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}

/** What will be charged, before the checkout opens: the amount, the price, the total; Change or Continue. */
function PurchaseReview({
  amount,
  unitPriceCents,
  totalCents,
  headingRef,
  busy,
  onChange,
  onPay,
}: {
  amount: number;
  unitPriceCents: number;
  totalCents: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  onChange: () => void;
  onPay: () => void;
}) {
  const total = formatCents(totalCents);
  return (
    <Stack gap="sm" role="group" aria-labelledby="buy-review-title">
      <Text component="h3" fw={700} id="buy-review-title" m={0} tabIndex={-1} ref={headingRef}>
        Check your purchase
      </Text>
      <Text>
        <strong>{formatOdance(amount)}</strong> × {formatCents(unitPriceCents)} = <strong data-testid="review-total">{total}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        You pay on the card checkout page next; the oDance reach your balance once the payment is confirmed.
      </Text>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onChange} disabled={busy}>
          Change amount
        </Button>
        <Button leftSection={<IconCreditCard size={18} aria-hidden />} onClick={onPay} loading={busy}>
          Continue to pay {total}
        </Button>
      </Group>
    </Stack>
  );
}
