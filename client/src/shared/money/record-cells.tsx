import { Text } from '@mantine/core';
import type { PagedColumn } from '../ui/PagedTable';
import { formatDateTime } from '../dates/dates';
import { formatOdance } from './money';

/** What the money histories (transfers, distributions, the admin's list) show in common: message, date, amount. */
interface MovementRow {
  message?: string | null;
  createdAt: string;
  amount: number;
}

/** The message in a table cell; a dimmed "No message" without one. */
export function MessageCell({ message }: { message?: string | null }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={message ? undefined : 'dimmed'}>
      {message ?? 'No message'}
    </Text>
  );
}

export const messageColumn = <Row extends MovementRow>(minWidth?: number): PagedColumn<Row> => ({
  header: 'Message',
  minWidth,
  cell: (row) => <MessageCell message={row.message} />,
});

export const dateColumn = <Row extends MovementRow>(): PagedColumn<Row> => ({
  header: 'Date',
  nowrap: true,
  cell: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text>,
});

export const amountColumn = <Row extends MovementRow>(): PagedColumn<Row> => ({
  header: 'Amount',
  align: 'right',
  nowrap: true,
  cell: (row) => (
    <Text size="sm" fw={700}>
      {formatOdance(row.amount)}
    </Text>
  ),
});

/** The end of a record's card on mobile: its message, if any, then its date. */
export function RecordCardFooter({ row }: { row: MovementRow }) {
  return (
    <>
      {row.message ? (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {row.message}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        {formatDateTime(row.createdAt)}
      </Text>
    </>
  );
}
