import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedColumn, type PagedTableProps } from './PagedTable';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const COLUMNS: Array<PagedColumn<Row>> = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Amount', align: 'right', nowrap: true, cell: (row) => `${row.amount} oDance` },
];

function show(props: Partial<PagedTableProps<Row>>) {
  const onChange = vi.fn();
  // A refetch that fails again: the table shows it through `error`; its rejected promise must not go unhandled.
  const onRetry = vi.fn(() => Promise.reject(new Error('still down')));
  render(
    <MantineProvider env="test">
      <PagedTable<Row>
        page={undefined}
        loading={false}
        error={undefined}
        onRetry={onRetry}
        errorTitle="The rows could not be loaded"
        loadingLabel="Loading rows"
        emptyText="No rows yet."
        tableLabel="Rows"
        minWidth={400}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        card={(row) => <span>card {row.name}</span>}
        pager={{ label: 'Row pages', page: 1, pageSize: 2, onChange }}
        testId="rows"
        {...props}
      />
    </MantineProvider>,
  );
  return { onChange, onRetry };
}

const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Row ${i}`, amount: i * 10 }));

describe('PagedTable', () => {
  it('shows a named skeleton before the first page', () => {
    show({});
    expect(screen.getByRole('status', { name: 'Loading rows' })).toBeInTheDocument();
  });

  it('shows the error with a retry when nothing could be loaded', async () => {
    const { onRetry } = show({ error: new Error('boom') });
    expect(screen.getByRole('alert')).toHaveTextContent('The rows could not be loaded');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the rows of the last page when a later request fails', () => {
    show({ error: new Error('boom'), page: { total: 1, rows: rows(1) } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Row 0/ })).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    show({ page: { total: 0, rows: [] } });
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
  });

  it('renders the columns in a named scroll group, busy while the next page loads, with the pager under it', async () => {
    const { onChange } = show({ page: { total: 5, rows: rows(2) }, loading: true });
    const region = screen.getByRole('group', { name: 'Rows' });
    expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Amount']);
    expect(within(region).getByRole('row', { name: 'Row 1 10 oDance' })).toBeInTheDocument();
    expect(screen.getByTestId('rows')).toHaveAttribute('aria-busy', 'true');
    const pager = screen.getByRole('navigation', { name: 'Row pages' });
    expect(pager).toHaveTextContent('1–2 of 5');
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
