import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { userWithRole } from '../../shared/test/test-utils';
import { graphQLError, mockApollo, renderPage, stubDocumentFonts, type Handler } from '../../shared/test/apollo-test-utils';
import DistributorDashboardPage from './DistributorDashboardPage';

stubDocumentFonts();

const rita = { __typename: 'AccountSummary', id: '2b1c3d4e-0000-4000-8000-000000000002', firstName: 'Rita', lastName: 'Rumba', avatar: null };

const distributorRecord = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Distributor',
  id: 'd1',
  account: { __typename: 'DistributorAccount', id: 'u1', firstName: 'Dora', lastName: 'Seller', email: 'dora@example.com' },
  creditLimit: 100,
  collectionLimit: 60,
  marginPercent: 10,
  usedLimit: 0,
  availableLimit: 100,
  feesToCollectCents: 0,
  collectionDue: false,
  active: true,
  lastCollectionAt: null,
  createdAt: '2025-11-01T10:00:00.000Z',
  updatedAt: '2025-11-01T10:00:00.000Z',
  ...overrides,
});

const emptyStatistics = () => ({
  data: {
    distributorStatistics: {
      __typename: 'DistributorStatistics',
      distributorId: 'd1',
      from: '2025-10-24',
      to: '2025-11-22',
      totals: { __typename: 'DistributionFigures', distributions: 0, odance: 0, fiatCents: 0, revenueCents: 0, feesCents: 0 },
      days: [],
    },
  },
});

const noDistributions = () => ({ data: { distributions: { __typename: 'DistributionsPage', total: 0, page: 1, pageSize: 10, distributions: [] } } });

const distributed = (variables: Record<string, unknown>) => {
  const input = variables.input as { amount: number; message: string | null };
  return {
    data: {
      makeDistribution: {
        __typename: 'MakeDistributionPayload',
        distribution: {
          __typename: 'Distribution',
          id: `m-${Math.random()}`,
          distributorId: 'd1',
          amount: input.amount,
          message: input.message,
          createdAt: '2025-11-22T10:00:00.000Z',
          priceCents: 100,
          fiatCents: input.amount * 100,
          marginPercent: 10,
          revenueCents: input.amount * 10,
          feesCents: input.amount * 90,
          recipient: { __typename: 'TransferParty', id: rita.id, firstName: rita.firstName, lastName: rita.lastName },
        },
      },
    },
  };
};

/** The server's distributionQuote; its margin (12.5 %) differs from the record's on purpose: the form shows the server's figures. */
const quoted = (variables: Record<string, unknown>) => {
  const amount = variables.amount as number;
  return {
    data: {
      distributionQuote: {
        __typename: 'DistributionQuote',
        amount,
        priceCents: 100,
        marginPercent: 12.5,
        fiatCents: amount * 100,
        revenueCents: Math.floor((amount * 100 * 1250 + 5000) / 10000),
        feesCents: amount * 100 - Math.floor((amount * 100 * 1250 + 5000) / 10000),
      },
    },
  };
};

function setup(handlers: Record<string, Handler> = {}, role: 'distributor' | 'admin' = 'distributor') {
  const apollo = mockApollo(
    {
      MyDistributor: () => ({ data: { myDistributor: distributorRecord() } }),
      DistributorStatistics: emptyStatistics,
      Distributions: noDistributions,
      SearchAccounts: () => ({ data: { searchAccounts: [rita] } }),
      MakeDistribution: distributed,
      DistributionQuote: quoted,
      ...handlers,
    },
    userWithRole(role),
  );
  renderPage(<DistributorDashboardPage />, { client: apollo.client });
  return apollo;
}

async function fillForm(amount: string, message = 'Welcome to the crew') {
  const events = userEvent.setup();
  await events.type(await screen.findByRole('combobox', { name: 'Recipient' }), 'rum');
  await events.click(await screen.findByRole('option', { name: 'Rita Rumba' }));
  await events.type(screen.getByRole('textbox', { name: 'Amount of oDance' }), amount);
  if (message) await events.type(screen.getByRole('textbox', { name: 'Message' }), message);
  return events;
}

// The recipient picker waits its real 500 ms debounce and 400 ms minimum loading.
describe('distributor dashboard', { timeout: 15_000 }, () => {
  it('explains itself to an admin without a distributor record', async () => {
    setup({ MyDistributor: () => ({ data: { myDistributor: null } }) }, 'admin');
    expect(await screen.findByText(/Your admin account is not a distributor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage distributors' })).toHaveAttribute('href', '/admin-panel/distributors');
    expect(screen.queryByRole('heading', { name: 'Make a distribution' })).not.toBeInTheDocument();
  });

  it('shows the credit line, and the collection-due alert once the used limit reaches the collection limit', async () => {
    setup({
      MyDistributor: () => ({ data: { myDistributor: distributorRecord({ usedLimit: 70, availableLimit: 30, feesToCollectCents: 6300, collectionDue: true }) } }),
    });
    expect(await screen.findByTestId('credit-limit-value')).toHaveTextContent(/^100 oDance$/);
    expect(screen.getByTestId('used-limit-value')).toHaveTextContent(/^70 oDance$/);
    expect(screen.getByTestId('available-limit-value')).toHaveTextContent(/^30 oDance$/);
    expect(screen.getByTestId('margin-value')).toHaveTextContent(/^10%$/);
    expect(screen.getByTestId('fees-to-collect-value')).toHaveTextContent(/^\$63\.00$/);
    expect(screen.getByRole('progressbar', { name: 'Used limit: 70 oDance of 100 oDance' })).toBeInTheDocument();
    const alert = screen.getByTestId('collection-due');
    expect(alert).toHaveTextContent('You have distributed 70 oDance since the last collection');
    expect(alert).toHaveTextContent('$63.00');
    expect(await screen.findByText('No distributions in these 30 days yet.')).toBeInTheDocument();
  });

  it("shows the server's money to take once typing pauses, and refuses more than is available", async () => {
    const { callsOf } = setup({ MyDistributor: () => ({ data: { myDistributor: distributorRecord({ usedLimit: 50, availableLimit: 50 }) } }) });
    const events = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount of oDance' });
    expect(screen.getByTestId('fiat-to-take')).toHaveTextContent(/^\$0\.00$/);
    await events.type(amount, '50');
    await waitFor(() => expect(screen.getByTestId('fiat-to-take')).toHaveTextContent(/^\$50\.00$/));
    expect(screen.getByText('$1.00 per oDance · your margin $6.25 · fees $43.75')).toBeInTheDocument();
    await events.type(amount, '1');
    // The last figures stay, marked as being worked out, until the server answers for 501.
    expect(screen.getByLabelText('Working out the amounts')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fiat-to-take')).toHaveTextContent(/^\$501\.00$/));
    expect(screen.queryByLabelText('Working out the amounts')).not.toBeInTheDocument();
    // One question per pause in the typing, not one per keystroke.
    expect(callsOf('DistributionQuote').map((call) => call.variables.amount)).toEqual([50, 501]);
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Only 50 oDance are available on your credit line.')).toBeInTheDocument();
    expect(screen.getByText('Choose who receives the oDance.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm distribution' })).not.toBeInTheDocument();
  });

  it('keeps the confirmation waiting for the figures of the exact amount, and offers a retry when they fail', async () => {
    let fail = true;
    const { callsOf } = setup({
      DistributionQuote: (variables) => (fail ? graphQLError(ErrorCode.SERVICE_UNAVAILABLE, 'Unavailable.', 503) : quoted(variables)),
    });
    const events = await fillForm('8', '');
    expect(await screen.findByText(/The amounts could not be worked out/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = (await screen.findByRole('heading', { name: 'Confirm distribution' })).closest('section')!;
    expect(within(confirm).queryByTestId('confirm-fiat')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm distribution' })).toBeDisabled();
    fail = false;
    await events.click(within(confirm).getByRole('button', { name: 'Try again' }));
    expect(await within(confirm).findByTestId('confirm-fiat')).toHaveTextContent(/^\$8\.00$/);
    expect(within(confirm).getByText('Your margin (12.5%)')).toBeInTheDocument();
    expect(within(confirm).getByText('$1.00')).toBeInTheDocument(); // 12.5 % of $8.00
    expect(screen.getByRole('button', { name: 'Confirm distribution' })).toBeEnabled();
    expect(callsOf('MakeDistribution')).toHaveLength(0);
  });

  it('confirms with the breakdown, sends once with a key, shows the success screen and refreshes the figures', async () => {
    const { callsOf } = setup();
    const events = await fillForm('50');
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    const confirm = (await screen.findByRole('heading', { name: 'Confirm distribution' })).closest('section')!;
    expect(within(confirm).getByText('Rita Rumba')).toBeInTheDocument();
    expect(await within(confirm).findByTestId('confirm-fiat')).toHaveTextContent(/^\$50\.00$/);
    expect(within(confirm).getByText('$6.25')).toBeInTheDocument(); // the server's margin, 12.5 %
    expect(within(confirm).getByText('$43.75')).toBeInTheDocument(); // fees
    expect(within(confirm).getByText('Welcome to the crew')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Confirm distribution' }));

    await screen.findByRole('heading', { name: 'Distribution sent' });
    expect(screen.getByText(/You credited/)).toHaveTextContent(/^You credited 50 oDance to Rita Rumba\.$/);
    expect(screen.getByTestId('done-fiat')).toHaveTextContent(/^Take \$50\.00 from them\.$/);
    const [call] = callsOf('MakeDistribution');
    const input = call!.variables.input as Record<string, unknown>;
    expect(input).toEqual({ recipientId: rita.id, amount: 50, message: 'Welcome to the crew', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) });
    await waitFor(() => expect(callsOf('MyDistributor').length).toBeGreaterThan(1));
  });

  it('a credit limit passed meanwhile comes back on the amount with what is left', async () => {
    setup({ MakeDistribution: () => graphQLError(ErrorCode.DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED, 'Over the credit limit.', 409, { available: 10 }) });
    const events = await fillForm('50', '');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('confirm-fiat');
    await events.click(await screen.findByRole('button', { name: 'Confirm distribution' }));
    expect(await screen.findByText('Only 10 oDance are available on your credit line.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Make a distribution' })).toBeInTheDocument();
  });

  it('a distribution to oneself comes back on the recipient with the server message', async () => {
    setup({ MakeDistribution: () => graphQLError(ErrorCode.DISTRIBUTION_TO_SELF, 'You cannot distribute to yourself.', 400) });
    const events = await fillForm('5', '');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('confirm-fiat');
    await events.click(await screen.findByRole('button', { name: 'Confirm distribution' }));
    expect(await screen.findByText('You cannot distribute to yourself.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Recipient' })).toHaveAttribute('aria-invalid', 'true');
  });
});
