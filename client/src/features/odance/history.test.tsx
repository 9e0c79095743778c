import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { makeUser } from '../../shared/test/test-utils';
import { graphQLError, mockApollo, renderPage, stubDocumentFonts, type Handler } from '../../shared/test/apollo-test-utils';
import TransfersPage from './TransfersPage';
import TransferReceiptPage from './TransferReceiptPage';

stubDocumentFonts();
vi.setConfig({ testTimeout: 20_000 });

const T1 = '0b1c3d4e-0000-4000-8000-0000000000a1';
const row = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'MyTransfer',
  id: T1,
  direction: 'received',
  kind: 'received',
  amount: 12,
  message: 'Salsa class',
  createdAt: '2026-05-01T10:00:00.000Z',
  counterparty: { __typename: 'TransferParty', id: 'p1', firstName: 'Lucía', lastName: 'Núñez' },
  ...overrides,
});
const page = (rows: unknown[]) => ({ data: { myTransfers: { __typename: 'MyTransfersPage', total: rows.length, page: 1, pageSize: 10, transfers: rows } } });

function setup(history: Handler) {
  const apollo = mockApollo({ MyTransfers: history }, makeUser({ balance: { odance: 50 } }));
  renderPage(<TransfersPage />, { client: apollo.client, path: '/dashboard/odance/transfers' });
  return apollo;
}

const history = () => screen.getByRole('region', { name: 'Sent and received' });

describe('the member history', () => {
  it('filters on the server by name and kind; the CSV export link carries the same filters', async () => {
    const apollo = setup(() => page([row()]));
    await screen.findByText('From Lucía Núñez');
    expect(apollo.callsOf('MyTransfers')[0]!.variables.filter).toBeUndefined();
    await userEvent.type(within(history()).getByRole('textbox', { name: 'With' }), 'nunez');
    await userEvent.selectOptions(within(history()).getByRole('combobox', { name: 'Kind' }), 'Received');
    await userEvent.click(within(history()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(apollo.callsOf('MyTransfers').at(-1)!.variables).toMatchObject({ page: 1, filter: { counterpart: 'nunez', kind: 'received' } }));
    const href = within(history()).getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    expect(href.startsWith('/api/account/exports/transfers.csv?')).toBe(true);
    expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({ counterpart: 'nunez', kind: 'received', sort: 'createdAt', sortOrder: 'desc' });
    expect(await within(history()).findByRole('status')).toHaveTextContent('1 match');
  });

  it('a day range: "to" includes its whole day (the next midnight is sent), one day is a valid range', async () => {
    const apollo = setup(() => page([row()]));
    await screen.findByText('From Lucía Núñez');
    await userEvent.type(within(history()).getByRole('textbox', { name: 'Date from' }), '01/05/2026');
    await userEvent.type(within(history()).getByRole('textbox', { name: 'Date to' }), '01/05/2026');
    await userEvent.click(within(history()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(apollo.callsOf('MyTransfers').at(-1)!.variables.filter).toEqual({
        dateFrom: dayjs('2026-05-01').startOf('day').toISOString(),
        dateTo: dayjs('2026-05-02').startOf('day').toISOString(),
      }),
    );
  });

  it('a filter the server refuses shows under its field, and no stale rows', async () => {
    setup((variables) => (variables.filter ? graphQLError(ErrorCode.VALIDATION_FAILED, 'Invalid.', 400, { field: 'filter.dateFrom', reason: 'invalid' }) : page([row()])));
    await screen.findByText('From Lucía Núñez');
    await userEvent.type(within(history()).getByRole('textbox', { name: 'Date from' }), '01/05/2026');
    await userEvent.click(within(history()).getByRole('button', { name: 'Apply filters' }));
    expect(await within(history()).findByText('This filter is not valid.')).toBeInTheDocument();
    expect(within(history()).getByText('Correct the filters to see your history.')).toBeInTheDocument();
    expect(within(history()).queryByText('From Lucía Núñez')).toBeNull();
  });

  it('each row links to its receipt', async () => {
    setup(() => page([row(), row({ id: '0b1c3d4e-0000-4000-8000-0000000000a2', kind: 'distributionReceived', counterparty: { __typename: 'TransferParty', id: 'd', firstName: 'Dora', lastName: 'Seller' } })]));
    const link = await screen.findByRole('link', { name: /^Receipt: from Lucía Núñez, 12 oDance/ });
    expect(link).toHaveAttribute('href', `/dashboard/odance/transfers/${T1}`);
    expect(screen.getByRole('row', { name: /From Dora Seller/ })).toHaveTextContent('Bought from a distributor');
  });
});

describe('the receipt page', () => {
  const receipt = {
    __typename: 'MyTransfer',
    id: T1,
    kind: 'distributionReceived',
    direction: 'received',
    amount: 5,
    fiatCents: 500,
    message: 'Cash at the door',
    reference: 'INV-7',
    createdAt: '2026-05-01T10:00:00.000Z',
    counterparty: { __typename: 'TransferParty', id: 'd', firstName: 'Dora', lastName: 'Seller' },
  };

  it('shows date, both parties, amount, money, message, reference, id and status, with Print', async () => {
    const apollo = mockApollo({ TransferReceipt: () => ({ data: { myTransfer: receipt } }) }, makeUser({ firstName: 'Ana', lastName: 'Member' }));
    renderPage(<TransferReceiptPage />, { client: apollo.client, path: `/dashboard/odance/transfers/${T1}`, pattern: '/dashboard/odance/transfers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'oDance bought from a distributor' })).toBeInTheDocument();
    expect(apollo.callsOf('TransferReceipt')[0]!.variables).toEqual({ id: T1 });
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('+5 oDance');
    expect(screen.getByTestId('receipt-status')).toHaveTextContent('Completed');
    expect(screen.getByTestId('receipt-id')).toHaveTextContent(T1);
    for (const text of ['Dora Seller', 'Ana Member (you)', '$5.00', 'Cash at the door', 'INV-7', dayjs(receipt.createdAt).format('D MMM YYYY, HH:mm')]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('someone else’s (or no) transfer: the server’s not-found, no Print', async () => {
    const apollo = mockApollo({ TransferReceipt: () => graphQLError(ErrorCode.NOT_FOUND, 'Not found.', 404) });
    renderPage(<TransferReceiptPage />, { client: apollo.client, path: `/dashboard/odance/transfers/${T1}`, pattern: '/dashboard/odance/transfers/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt could not be loaded');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
