import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminMoneyTotalsDocument } from '../../gql/graphql';
import { formatOdance } from '../../shared/money/money';
import { QueryError } from '../../shared/ui/QueryError';

/**
 * The admin dashboard's money: what members hold, what was bought by card, distributors' credit not yet collected,
 * the platform account. One ledger read (server/src/modules/ledger/queries/get-money-totals.ts), so the figures are
 * of one moment and add up.
 */
export function MoneyTotals() {
  const { data, error, refetch } = useQuery(AdminMoneyTotalsDocument);
  const totals = data?.moneyTotals;
  return (
    <section aria-labelledby="money-title">
      <Title order={2} size="h3" id="money-title" mb="sm">
        Money
      </Title>
      {error && !totals ? (
        <QueryError title="The money totals could not be loaded" error={error} onRetry={refetch} />
      ) : !totals ? (
        <Skeleton height={96} role="status" aria-label="Loading the money totals" />
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {[
            { label: 'In circulation', value: totals.inCirculation, hint: 'Held by members' },
            { label: 'Bought by card', value: totals.boughtByCard, hint: 'Every card purchase' },
            {
              label: 'Distributor credit outstanding',
              value: totals.distributorCreditOutstanding,
              hint: `${formatOdance(totals.distributorCreditCollected)} already collected`,
            },
            { label: 'Platform account', value: totals.platformAccount, hint: 'Forfeited by closed accounts' },
          ].map((total) => (
            <li key={total.label} data-testid={`money-${total.label}`}>
              <Paper withBorder p="md" radius="md" h="100%">
                <Text size="sm" c="dimmed" fw={600}>
                  {total.label}
                </Text>
                <Text fz={24} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
                  {formatOdance(total.value)}
                </Text>
                <Text size="xs" c="dimmed">
                  {total.hint}
                </Text>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
