import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../shared/test/test-utils';
import { mockApollo, renderPage } from '../../shared/test/apollo-test-utils';
import AdminOverviewPage from './AdminOverviewPage';

const total = (n: number) => ({ __typename: 'DistributorsPage', total: n });
const pending = { __typename: 'PendingAccount', id: 'p1', firstName: 'Nina', lastName: 'Newcomer', email: 'nina@example.com', createdAt: '2025-11-20T09:00:00.000Z' };

const overview = (pendingAccounts: unknown[]) => ({
  data: {
    allDistributors: total(3),
    activeDistributors: total(2),
    dueDistributors: { __typename: 'DistributorsPage', total: 0, distributors: [] },
    allTransfers: { __typename: 'TransferRecordsPage', total: 12 },
    allDistributions: { __typename: 'TransferRecordsPage', total: 5 },
    pendingAccounts,
  },
});

describe('admin overview', () => {
  it('shows the counts, and approves an account awaiting approval', async () => {
    const { callsOf, client } = mockApollo(
      {
        AdminOverview: (_variables, call) => (call === 1 ? overview([pending]) : overview([])),
        ApproveAccount: () => ({ data: { approveAccount: { __typename: 'User', id: 'p1', active: true } } }),
      },
      userWithRole('admin'),
    );
    renderPage(<AdminOverviewPage />, { client });
    const distributors = await screen.findByTestId('count-Distributors');
    expect(distributors).toHaveTextContent('3');
    expect(distributors).toHaveTextContent('2 active');
    expect(screen.getByTestId('count-Transfers')).toHaveTextContent('5 of them distributions');
    expect(screen.getByText('No distributor has reached its collection limit.')).toBeInTheDocument();

    const row = screen.getByText('Nina Newcomer').closest('li')!;
    expect(within(row).getByText(/nina@example.com/)).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Approve Nina Newcomer' }));
    await waitFor(() => expect(callsOf('ApproveAccount')[0]?.variables).toEqual({ id: 'p1' }));
    expect(await screen.findByText('No accounts are awaiting approval.')).toBeInTheDocument();
  });

  it('asks before rejecting (the account is erased)', async () => {
    const { callsOf, client } = mockApollo(
      {
        AdminOverview: (_variables, call) => (call === 1 ? overview([pending]) : overview([])),
        RejectAccount: () => ({ data: { rejectAccount: true } }),
      },
      userWithRole('admin'),
    );
    renderPage(<AdminOverviewPage />, { client });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Reject Nina Newcomer' }));
    expect(callsOf('RejectAccount')).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Reject Nina Newcomer?' });
    await events.click(within(dialog).getByRole('button', { name: 'Reject account' }));
    await waitFor(() => expect(callsOf('RejectAccount')[0]?.variables).toEqual({ id: 'p1' }));
    expect(await screen.findByText('No accounts are awaiting approval.')).toBeInTheDocument();
  });
});
