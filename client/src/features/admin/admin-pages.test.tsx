import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { userWithRole } from '../../shared/test/test-utils';
import { graphQLError, mockApollo, renderPage, stubDocumentFonts, type Handler } from '../../shared/test/apollo-test-utils';
import AdminDistributorsPage from './AdminDistributorsPage';
import AdminTransfersPage from './AdminTransfersPage';

stubDocumentFonts();

const admin = userWithRole('admin');
const bea = { __typename: 'AccountSummary', id: '2b1c3d4e-0000-4000-8000-000000000002', firstName: 'Bea', lastName: 'Bolero', avatar: null };
const party = (id: string, firstName: string, lastName: string) => ({ __typename: 'TransferParty', id, firstName, lastName });

const distributorRecord = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Distributor',
  id: 'd1',
  account: { __typename: 'DistributorAccount', id: 'u9', firstName: 'Dora', lastName: 'Seller', email: 'dora@example.com' },
  creditLimit: 100,
  collectionLimit: 60,
  marginPercent: 10,
  usedLimit: 70,
  availableLimit: 30,
  feesToCollectCents: 6300,
  collectionDue: true,
  active: true,
  lastCollectionAt: null,
  createdAt: '2025-11-01T10:00:00.000Z',
  updatedAt: '2025-11-01T10:00:00.000Z',
  ...overrides,
});

const transfersPage = (transfers: unknown[]) => ({
  data: { transfers: { __typename: 'TransferRecordsPage', total: transfers.length, page: 1, pageSize: 20, transfers } },
});

const distributionRecord = {
  __typename: 'TransferRecord',
  id: 'm1',
  type: 'distribution',
  amount: 50,
  message: 'Welcome to the crew',
  createdAt: '2025-11-22T10:00:00.000Z',
  distributorId: 'd1',
  fiatCents: 5000,
  revenueCents: 500,
  feesCents: 4500,
  sender: party('u9', 'Dora', 'Seller'),
  recipient: party(bea.id, 'Bea', 'Bolero'),
};

const termLimits = (overrides: Record<string, number> = {}) => ({
  data: {
    distributorTermLimits: {
      __typename: 'DistributorTermLimits',
      limitMin: 1,
      limitMax: 1_000_000_000,
      marginPercentMin: 0,
      marginPercentMax: 100,
      marginPercentDecimals: 2,
      ...overrides,
    },
  },
});

function renderTransfers(path: string, handlers: Record<string, Handler> = {}) {
  const apollo = mockApollo({ AdminTransfers: () => transfersPage([distributionRecord]), SearchAccounts: () => ({ data: { searchAccounts: [bea] } }), ...handlers }, admin);
  const view = renderPage(<AdminTransfersPage />, { client: apollo.client, path });
  return { ...apollo, ...view };
}

describe('admin: all transfers and distributions', { timeout: 15_000 }, () => {
  it('lists every record with the distribution money', async () => {
    renderTransfers('/admin-panel/transfers');
    const row = (await screen.findByText('Welcome to the crew')).closest('tr')!;
    expect(within(row).getByText('Distribution')).toBeInTheDocument();
    expect(within(row).getByText('Dora Seller')).toBeInTheDocument();
    expect(within(row).getByText('Bea Bolero')).toBeInTheDocument();
    expect(row).toHaveTextContent('Taken $50.00');
    expect(screen.getByRole('heading', { name: '1 result' })).toBeInTheDocument();
  });

  it('shows the range messages on their fields and applies nothing while they fail', async () => {
    const { callsOf, router } = renderTransfers('/admin-panel/transfers');
    const events = userEvent.setup();
    await screen.findByText('Welcome to the crew');
    await events.type(screen.getByRole('textbox', { name: 'Amount from' }), '30');
    await events.type(screen.getByRole('textbox', { name: 'Amount to' }), '20');
    expect(screen.getByText('The maximum amount must be at least the minimum amount.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('');
    expect(callsOf('AdminTransfers')).toHaveLength(1);
  });

  it('refuses an amount filter of 2.5 (or -3) next to the field as typed, and applies nothing', async () => {
    const { callsOf, router } = renderTransfers('/admin-panel/transfers');
    const events = userEvent.setup();
    await screen.findByText('Welcome to the crew');
    const from = screen.getByRole('textbox', { name: 'Amount from' });
    await events.type(from, '2.5');
    expect(from).toHaveValue('2.5');
    await events.type(screen.getByRole('textbox', { name: 'Amount to' }), '-3');
    await events.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getAllByText('Enter a whole number of oDance.')).toHaveLength(2);
    expect(router.state.location.search).toBe('');
    expect(callsOf('AdminTransfers')).toHaveLength(1);
  });

  it('checks filters that arrive in the address before asking the server', async () => {
    const { callsOf } = renderTransfers('/admin-panel/transfers?from=2025-01-10&to=2025-01-05');
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(screen.getByText('Correct the filters to see results.')).toBeInTheDocument();
    expect(callsOf('AdminTransfers')).toHaveLength(0);
  });

  it('links the CSV export with the applied filters and sort', async () => {
    renderTransfers('/admin-panel/transfers?type=transfer&min=5&sort=smallest');
    await screen.findByText('Welcome to the crew');
    const href = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/admin/exports/transfers.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({ type: 'transfer', amountFrom: '5', sort: 'amount', sortOrder: 'asc' });
  });

  it('sends the applied filters: type, account, whole days (the day after "to") and amounts', async () => {
    const { callsOf, router } = renderTransfers('/admin-panel/transfers');
    const events = userEvent.setup();
    await screen.findByText('Welcome to the crew');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Distributions');
    await events.type(screen.getByRole('combobox', { name: 'Account' }), 'bol');
    await events.click(await screen.findByRole('option', { name: 'Bea Bolero' }));
    await events.type(screen.getByRole('textbox', { name: 'Date from' }), '05/01/2025');
    await events.type(screen.getByRole('textbox', { name: 'Date to' }), '05/01/2025');
    await events.type(screen.getByRole('textbox', { name: 'Amount from' }), '50');
    await events.type(screen.getByRole('textbox', { name: 'Amount to' }), '50');
    await events.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(callsOf('AdminTransfers')).toHaveLength(2));
    expect(callsOf('AdminTransfers')[1]!.variables.filter).toEqual({
      type: 'distribution',
      accountId: bea.id,
      dateFrom: dayjs('2025-01-05').toISOString(),
      dateTo: dayjs('2025-01-06').toISOString(),
      amountFrom: 50,
      amountTo: 50,
    });
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('distribution');
    expect(new URLSearchParams(router.state.location.search).get('accountName')).toBe('Bea Bolero');
  });

  it("puts the server's refusal of a range under its field", async () => {
    renderTransfers('/admin-panel/transfers?min=5', {
      AdminTransfers: () => graphQLError(ErrorCode.VALIDATION_FAILED, 'Invalid.', 400, { field: 'filter.amountTo', reason: 'mismatch' }),
    });
    expect(await screen.findByText('The maximum amount must be at least the minimum amount.')).toBeInTheDocument();
  });
});

describe('admin: distributors', { timeout: 15_000 }, () => {
  function renderDistributors(handlers: Record<string, Handler> = {}) {
    const apollo = mockApollo(
      {
        AdminDistributors: () => ({ data: { distributors: { __typename: 'DistributorsPage', total: 1, page: 1, pageSize: 20, distributors: [distributorRecord()] } } }),
        SearchAccounts: () => ({ data: { searchAccounts: [bea] } }),
        DistributorTermLimits: () => termLimits(),
        ...handlers,
      },
      admin,
    );
    const view = renderPage(<AdminDistributorsPage />, { client: apollo.client, path: '/admin-panel/distributors' });
    return { ...apollo, ...view };
  }

  it('lists distributors with their use and a collection due; the filters go into the address and the query', async () => {
    const { callsOf, router } = renderDistributors();
    const events = userEvent.setup();
    const row = (await screen.findByRole('link', { name: 'Dora Seller' })).closest('tr')!;
    expect(within(row).getByText('Collection due')).toBeInTheDocument();
    expect(within(row).getByText('$63.00')).toBeInTheDocument();
    expect(row).toHaveTextContent('70 oDance of 100 oDance');
    await events.click(screen.getByRole('switch', { name: 'Collection due only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?due=1'));
    await waitFor(() => expect(callsOf('AdminDistributors').at(-1)!.variables.filter).toEqual({ active: null, collectionDue: true }));
  });

  it('creates from an account picker, the collection ≤ credit rule on its field and server refusals under the account', async () => {
    const { callsOf } = renderDistributors({
      CreateDistributor: () => graphQLError(ErrorCode.DISTRIBUTOR_ALREADY_EXISTS, 'This account is already a distributor.', 409),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'New distributor' }));
    const dialog = screen.getByRole('dialog', { name: 'New distributor' });
    await events.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    expect(within(dialog).getByText('Choose the account that becomes a distributor.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the credit limit.')).toBeInTheDocument();

    await events.type(within(dialog).getByRole('combobox', { name: 'Account' }), 'bol');
    await events.click(await screen.findByRole('option', { name: 'Bea Bolero' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Credit limit (oDance)' }), '100');
    expect(within(dialog).getByText(/at most the credit limit \(100 oDance\)/)).toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: 'Collection limit (oDance)' }), '120');
    expect(within(dialog).getByText('The collection limit cannot exceed the credit limit.')).toBeInTheDocument();
    // Raising the credit limit clears it at once.
    await events.type(within(dialog).getByRole('textbox', { name: 'Credit limit (oDance)' }), '0');
    expect(within(dialog).queryByText('The collection limit cannot exceed the credit limit.')).not.toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: 'Margin (%)' }), '12.5');
    await events.click(within(dialog).getByRole('button', { name: 'Create distributor' }));

    expect(await within(dialog).findByText('This account is already a distributor.')).toBeInTheDocument();
    expect(callsOf('CreateDistributor')[0]!.variables.input).toEqual({ accountId: bea.id, creditLimit: 1000, collectionLimit: 120, marginPercent: 12.5 });
  });

  it('refuses a margin of "-5" or one with too many decimals next to the field, as typed (never made 5 or rounded)', async () => {
    const { callsOf } = renderDistributors({ DistributorTermLimits: () => termLimits({ marginPercentMax: 40 }) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'New distributor' }));
    const dialog = screen.getByRole('dialog', { name: 'New distributor' });
    const margin = within(dialog).getByRole('textbox', { name: 'Margin (%)' });
    await events.type(margin, '-5');
    expect(margin).toHaveValue('-5%');
    await events.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    expect(within(dialog).getByText('The margin must be between 0 and 40%.')).toBeInTheDocument();
    await events.clear(margin);
    await events.type(margin, '12.3456');
    expect(margin).toHaveValue('12.3456%');
    await events.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    expect(within(dialog).getByText(/^Use at most \d+ decimals\.$/)).toBeInTheDocument();
    expect(callsOf('CreateDistributor')).toHaveLength(0);
  });

  it("checks the terms against the bounds the server states, and words the server's bound the same way", async () => {
    renderDistributors({
      DistributorTermLimits: () => termLimits({ limitMax: 500, marginPercentMax: 40 }),
      CreateDistributor: () => graphQLError(ErrorCode.VALIDATION_FAILED, 'Invalid.', 400, { field: 'creditLimit', reason: 'tooLong', max: 400 }),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'New distributor' }));
    const dialog = screen.getByRole('dialog', { name: 'New distributor' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Credit limit (oDance)' }), '600');
    await events.type(within(dialog).getByRole('textbox', { name: 'Collection limit (oDance)' }), '50');
    await events.type(within(dialog).getByRole('textbox', { name: 'Margin (%)' }), '45');
    await events.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    expect(within(dialog).getByText('The credit limit can be at most 500 oDance.')).toBeInTheDocument();
    expect(within(dialog).getByText('The margin must be between 0 and 40%.')).toBeInTheDocument();

    await events.type(within(dialog).getByRole('combobox', { name: 'Account' }), 'bol');
    await events.click(await screen.findByRole('option', { name: 'Bea Bolero' }));
    await events.clear(within(dialog).getByRole('textbox', { name: 'Credit limit (oDance)' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Credit limit (oDance)' }), '450');
    await events.clear(within(dialog).getByRole('textbox', { name: 'Margin (%)' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Margin (%)' }), '10');
    await events.click(within(dialog).getByRole('button', { name: 'Create distributor' }));
    expect(await within(dialog).findByText('The credit limit can be at most 400 oDance.')).toBeInTheDocument();
  });
});
