import { useState } from 'react';
import { Alert, Badge, Button, Chip, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useWindowEvent } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconCreditCard, IconFlask } from '@tabler/icons-react';
import { BuyOdanceDocument } from '../../gql/graphql';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import type { RuntimeLimits } from '../../shared/config/runtime-config';
import { applyServerError, type FieldSpec } from '../../shared/forms/server-errors';
import { checkoutRedirect } from './checkout-redirect';
import { formatCents, formatOdance, purchaseTotalCents } from './money';

const QUICK_AMOUNTS = [10, 25, 50, 100];

type PurchaseLimits = Pick<RuntimeLimits, 'amountMin' | 'purchaseMax'>;

const tooFew = (limits: PurchaseLimits) => `Buy at least ${formatOdance(limits.amountMin)}.`;
const tooMany = (limits: PurchaseLimits) => `You can buy at most ${formatOdance(limits.purchaseMax)} at once.`;

export function validatePurchaseAmount(value: number | string, limits: PurchaseLimits): string | null {
  if (value === '' || value === null || value === undefined) return 'Enter how many oDance to buy.';
  const amount = Number(value);
  if (!Number.isFinite(amount) || !Number.isInteger(amount)) return 'Enter a whole number of oDance.';
  if (amount < limits.amountMin) return tooFew(limits);
  if (amount > limits.purchaseMax) return tooMany(limits);
  return null;
}

const amountFields = (limits: PurchaseLimits): Record<string, FieldSpec> => ({
  amount: {
    label: 'Amount',
    required: 'Enter how many oDance to buy.',
    tooShort: tooFew(limits),
    tooLong: tooMany(limits),
    invalid: 'Enter a whole number of oDance.',
  },
});

/** Amount (whole oDance within the server's limits), the price from the runtime config, then off to the checkout. */
export function BuyOdanceForm({ unitPriceCents, testMode }: { unitPriceCents: number; testMode: boolean }) {
  const { limits } = useRuntimeConfig();
  const form = useForm<{ amount: number | string }>({
    mode: 'controlled',
    initialValues: { amount: 25 },
    validate: { amount: (value) => validatePurchaseAmount(value, limits) },
  });
  const [buy, { loading }] = useMutation(BuyOdanceDocument);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Back from the checkout through the browser's history: the page may come from the back-forward cache.
  useWindowEvent('pageshow', (event) => {
    if (event.persisted) setLeaving(false);
  });

  const totalCents = purchaseTotalCents(form.values.amount === '' ? undefined : Number(form.values.amount), unitPriceCents, limits);

  const submit = form.onSubmit(async ({ amount }) => {
    setFailure(null);
    try {
      const { data } = await buy({ variables: { input: { amount: Number(amount) } } });
      if (!data) return;
      setLeaving(true);
      checkoutRedirect.go(data.buyOdance.checkoutUrl);
    } catch (error) {
      const rest = applyServerError(form, error, amountFields(limits));
      if (rest) setFailure(rest.message);
    }
  });

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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="xs">
              <NumberInput
                label="Amount of oDance"
                description={`Whole oDance, ${limits.amountMin.toLocaleString('en-US')} to ${limits.purchaseMax.toLocaleString('en-US')}.`}
                min={limits.amountMin}
                max={limits.purchaseMax}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                thousandSeparator=","
                size="md"
                required
                {...form.getInputProps('amount')}
              />
              <Chip.Group
                value={String(form.values.amount)}
                onChange={(value) => {
                  form.setFieldValue('amount', Number(value));
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
                    : `${formatOdance(Number(form.values.amount))} × ${formatCents(unitPriceCents)}`}
                </Text>
                <Text fw={800} fz={32} lh={1.2} data-testid="purchase-total">
                  {totalCents === null ? '—' : formatCents(totalCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  Total in US dollars, no tax added.
                </Text>
              </div>
              <Button
                type="submit"
                size="md"
                mt="sm"
                loading={loading || leaving}
                leftSection={<IconCreditCard size={18} aria-hidden />}
                fullWidth
              >
                {totalCents === null ? 'Buy oDance' : `Buy for ${formatCents(totalCents)}`}
              </Button>
            </Stack>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  );
}
