import { useState } from 'react';
import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { DistributorCollectionsDocument } from '../../gql/graphql';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { SectionTitle } from '../distributors/DistributorCards';
import { formatDateTime } from '../../shared/dates/dates';
import { HistoryPager } from '../../shared/ui/HistoryPager';
import { formatCents, formatOdance } from '../../shared/money/money';
import { QueryError } from '../../shared/ui/QueryError';
import { fullName } from '@odance/contract/accounts';

export const COLLECTIONS_PAGE_SIZE = 10;

/** A distributor's collections, newest first: fees settled, limit freed, who recorded it and the note. */
export function CollectionHistory({ distributorId }: { distributorId: string }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(DistributorCollectionsDocument, {
    variables: { distributorId, page, pageSize: COLLECTIONS_PAGE_SIZE },
  });
  const result = (data ?? previousData)?.distributorCollections;
  const isMobile = useIsMobile();

  return (
    <Stack gap="sm" component="section" aria-labelledby="collections-title">
      <SectionTitle id="collections-title">Collections</SectionTitle>
      {error && !result ? (
        <QueryError title="The collections could not be loaded" error={error} onRetry={refetch} />
      ) : !result ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading collections">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : result.total === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text c="dimmed">No collections recorded yet.</Text>
        </Paper>
      ) : (
        <div aria-busy={loading} data-testid="collection-history">
          {isMobile ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {result.collections.map((row) => (
                <Paper key={row.id} withBorder p="sm" component="li">
                  <Text size="sm" fw={700}>
                    {formatCents(row.feesCents)} collected · {formatOdance(row.odanceFreed)} freed
                  </Text>
                  {row.note ? (
                    <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      {row.note}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed" mt={4}>
                    {formatDateTime(row.createdAt)} · by {fullName(row.recordedBy)}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Recorded by</Table.Th>
                  <Table.Th>Note</Table.Th>
                  <Table.Th ta="right">Fees collected</Table.Th>
                  <Table.Th ta="right">Limit freed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.collections.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                    <Table.Td>{fullName(row.recordedBy)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={row.note ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                        {row.note ?? 'No note'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" fw={700}>
                      {formatCents(row.feesCents)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatOdance(row.odanceFreed)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <HistoryPager label="Collection pages" page={page} pageSize={COLLECTIONS_PAGE_SIZE} total={result.total} onChange={setPage} />
        </div>
      )}
    </Stack>
  );
}
