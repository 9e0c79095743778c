import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../shared/test/test-utils';
import { mockApollo, renderPage, stubDocumentFonts, type Handler } from '../../shared/test/apollo-test-utils';
import AdminMembersPage from './AdminMembersPage';

stubDocumentFonts();

const admin = userWithRole('admin');
const member = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Member',
  id: 'm1',
  email: 'nuria@example.com',
  firstName: 'Núria',
  lastName: 'Núñez',
  role: 'user',
  active: true,
  emailConfirmed: true,
  approved: true,
  balance: 1250,
  createdAt: '2025-11-22T10:00:00.000Z',
  ...overrides,
});
const page = (members: unknown[]) => ({ data: { members: { __typename: 'MemberPage', total: members.length, page: 1, pageSize: 20, members } } });

function renderMembers(path: string, handlers: Record<string, Handler> = {}) {
  const apollo = mockApollo({ AdminMembers: () => page([member(), member({ id: admin.id, email: admin.email, firstName: 'Ada', lastName: 'Admin', role: 'admin', balance: 0 })]), ...handlers }, admin);
  const view = renderPage(<AdminMembersPage />, { client: apollo.client, path });
  return { ...apollo, ...view };
}

describe('admin: members', { timeout: 20_000 }, () => {
  it('lists members with email, role, balance and status; the admin’s own row has no deactivation', async () => {
    renderMembers('/admin-panel/members');
    const row = (await screen.findByText('Núria Núñez')).closest('tr')!;
    expect(within(row).getByText('nuria@example.com')).toBeInTheDocument();
    expect(within(row).getByText('1,250 oDance')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Deactivate Núria Núñez' })).toBeInTheDocument();
    const own = screen.getByText('Ada Admin').closest('tr')!;
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 members' })).toBeInTheDocument();
  });

  it('sends the search and status from the address, and a new search from the form', async () => {
    const { callsOf } = renderMembers('/admin-panel/members?q=nunez&status=inactive');
    await screen.findByText('Núria Núñez');
    expect(callsOf('AdminMembers')[0]!.variables).toEqual({ search: 'nunez', status: 'inactive', page: 1, pageSize: 20 });
    expect(screen.getByRole('textbox', { name: 'Name or email' })).toHaveValue('nunez');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name or email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name or email' }), 'nuria@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsOf('AdminMembers').at(-1)!.variables).toEqual({ search: 'nuria@', status: 'inactive', page: 1, pageSize: 20 }));
  });

  it('refuses a search over 100 characters next to the field, and sends nothing', async () => {
    const { callsOf } = renderMembers('/admin-panel/members');
    await screen.findByText('Núria Núñez');
    const before = callsOf('AdminMembers').length;
    const field = screen.getByRole('textbox', { name: 'Name or email' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(101));
    expect(screen.getByText('At most 100 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(callsOf('AdminMembers')).toHaveLength(before);
  });

  it('deactivates after a confirmation, once, and says so; a refusal stays in the dialog', async () => {
    let answer: 'ok' | 'self' = 'self';
    const { callsOf } = renderMembers('/admin-panel/members', {
      SetMemberActive: () =>
        answer === 'ok'
          ? { data: { setAccountActive: { __typename: 'User', id: 'm1', active: false } } }
          : { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN', status: 403, params: { reason: 'self' } } }] },
      AdminOverview: () => ({ data: null }),
      AdminMoneyTotals: () => ({ data: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Núria Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Núria Núñez?' });
    expect(within(dialog).getByText(/1,250 oDance stay in their wallet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('You cannot deactivate your own account.')).toBeInTheDocument();
    answer = 'ok';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('SetMemberActive').map((call) => call.variables)).toEqual([
      { id: 'm1', active: false },
      { id: 'm1', active: false },
    ]);
  });
});
