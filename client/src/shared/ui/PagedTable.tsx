import type { CSSProperties, Key, ReactNode } from 'react';
import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useIsMobile } from '../hooks/use-is-mobile';
import { HistoryPager } from './HistoryPager';
import { QueryError } from './QueryError';
import { ScrollTable } from './ScrollTable';

/** One column of the wide table: its heading and what each row shows in it. */
export interface PagedColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
  minWidth?: number;
}

/** One page of rows from the server, and how many there are in all; undefined before the first answer. */
export interface PageOfRows<Row> {
  total: number;
  rows: Row[];
}

export interface PagedTableProps<Row> {
  page: PageOfRows<Row> | undefined;
  /** A newer page is on its way (the rows shown are the previous page's). */
  loading: boolean;
  error: unknown;
  /** The query's refetch (QueryError's Try again). */
  onRetry: () => Promise<unknown>;
  /** "The transfers could not be loaded". */
  errorTitle: string;
  /** "Loading transfers" (the skeleton's name). */
  loadingLabel: string;
  skeletonHeight?: number;
  /** Shown when the server has no rows at all. */
  emptyText: ReactNode;
  /** The table's scroll region name, and its width before it scrolls sideways. */
  tableLabel: string;
  minWidth: number;
  columns: Array<PagedColumn<Row>>;
  rowKey: (row: Row) => Key;
  /** Below the mobile breakpoint each row is a card instead of a table row. */
  card: (row: Row) => ReactNode;
  /** The pager: its navigation name, the page shown, the page size and the change. */
  pager: { label: string; page: number; pageSize: number; onChange: (page: number) => void };
  testId?: string;
}

const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * A server-paged list: an error with a retry when nothing could be loaded, a skeleton until the first page, a
 * message when there are no rows, else a table (cards on mobile) with the pager under it. The rows of the
 * previous page stay while the next loads (aria-busy). Sorting and filters stay with the caller.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const isMobile = useIsMobile();
  const { page, error } = props;
  if (error && !page) return <QueryError title={props.errorTitle} error={error} onRetry={props.onRetry} />;
  if (!page) {
    const height = props.skeletonHeight ?? 44;
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={props.loadingLabel}>
        <Skeleton height={height} />
        <Skeleton height={height} />
        <Skeleton height={height} />
      </Stack>
    );
  }
  if (page.total === 0) {
    return (
      <Paper withBorder p="lg" ta="center">
        <Text c="dimmed">{props.emptyText}</Text>
      </Paper>
    );
  }
  return (
    <div aria-busy={props.loading} data-testid={props.testId}>
      {isMobile ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {page.rows.map((row) => (
            <Paper key={props.rowKey(row)} withBorder p="sm" component="li">
              {props.card(row)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <ScrollTable label={props.tableLabel} minWidth={props.minWidth}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column, index) => (
                  <Table.Th key={index} ta={column.align} miw={column.minWidth}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {props.columns.map((column, index) => (
                    <Table.Td key={index} ta={column.align} style={column.nowrap ? NOWRAP : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <HistoryPager label={props.pager.label} page={props.pager.page} pageSize={props.pager.pageSize} total={page.total} onChange={props.pager.onChange} />
    </div>
  );
}
