import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../shared/test/test-utils';
import { mockApollo, renderPage, stubDocumentFonts, type Handler } from '../../shared/test/apollo-test-utils';
import AdminPaymentsPage from './AdminPaymentsPage';

stubDocumentFonts();

const admin = userWithRole('admin');
const BEA = '2b1c3d4e-0000-4000-8000-000000000002';
const paymentRow = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Payment',
  id: 'p1',
  status: 'paid',
  amount: 25,
  totalCents: 2500,
  currency: 'usd',
  attempts: 1,
  invoiceNumber: 'OD-000042',
  createdAt: '2025-11-22T10:00:00.000Z',
  paidAt: '2025-11-22T10:01:00.000Z',
  expiresAt: null,
  accountId: BEA,
  buyerName: 'Bea Bolero',
  ...overrides,
});
const page = (payments: unknown[], total = payments.length) => ({
  data: { allPayments: { __typename: 'AllPaymentsPage', total, page: 1, pageSize: 20, payments } },
});

function renderPayments(path: string, handlers: Record<string, Handler> = {}) {
  const apollo = mockApollo({ AdminPayments: () => page([paymentRow(), paymentRow({ id: 'p2', status: 'canceled', amount: 3, totalCents: 300, invoiceNumber: null, paidAt: null })]), ...handlers }, admin);
  const view = renderPage(<AdminPaymentsPage />, { client: apollo.client, path });
  return { ...apollo, ...view };
}

describe('admin: payments', { timeout: 15_000 }, () => {
  it('lists every purchase with its buyer, money and status, and links the CSV export', async () => {
    renderPayments('/admin-panel/payments');
    const paid = (await screen.findByText('OD-000042', { exact: false })).closest('tr')!;
    expect(within(paid).getByText('Bea Bolero')).toBeInTheDocument();
    expect(within(paid).getByText('$25.00')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(screen.getByText('3 oDance').closest('tr')!).getByText('Canceled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 payments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/exports/payments.csv');
  });

  it('reads the filters from the address, sends them, and exports with the same filters', async () => {
    const { callsOf } = renderPayments(`/admin-panel/payments?status=paid&account=${BEA}&accountName=Bea%20Bolero&from=2025-01-05&to=2025-01-06`);
    await screen.findByText('OD-000042', { exact: false });
    const filter = { status: 'paid', accountId: BEA, dateFrom: dayjs('2025-01-05').toISOString(), dateTo: dayjs('2025-01-07').toISOString() };
    expect(callsOf('AdminPayments')[0]!.variables).toEqual({ filter, page: 1, pageSize: 20 });
    const href = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/admin/exports/payments.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual(filter);
  });

  it('applies a status chosen in the form', async () => {
    const { callsOf, router } = renderPayments('/admin-panel/payments');
    const events = userEvent.setup();
    await screen.findByText('OD-000042', { exact: false });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Canceled');
    await events.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(callsOf('AdminPayments')).toHaveLength(2));
    expect(callsOf('AdminPayments')[1]!.variables.filter).toEqual({ status: 'canceled' });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('canceled');
  });

  it('keeps a filter changed right after Apply, and follows the address when it changes from outside', async () => {
    const { router } = renderPayments('/admin-panel/payments');
    await screen.findByText('OD-000042', { exact: false });
    const status = () => screen.getByRole('combobox', { name: 'Status' });
    // Apply, then a change before the navigation has committed: the address update must not undo the new choice.
    act(() => {
      fireEvent.change(status(), { target: { value: 'canceled' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
      fireEvent.change(status(), { target: { value: 'paid' } });
    });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('canceled'));
    expect(status()).toHaveValue('paid');
    // Back to the unfiltered address: the form shows what the address says.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(status()).toHaveValue(''));
  });

  it('checks the date order before asking the server, and offers no export then', async () => {
    const { callsOf } = renderPayments('/admin-panel/payments?from=2025-01-10&to=2025-01-05');
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(callsOf('AdminPayments')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
