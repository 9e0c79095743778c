import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userWithRole } from '../../shared/test/test-utils';
import { renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';

vi.setConfig({ testTimeout: 20_000 });

const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'PersonalAccessToken',
  id,
  name,
  scopes: ['read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-01-30T10:00:00.000Z',
  lastUsedAt: null,
  ...extra,
});

describe('personal access tokens on Developer settings', () => {
  it('lists the tokens with their scopes and last use, creates one shown once with a copy button, and revokes', async () => {
    let tokens = [token('aaaaaaaaaaaaaaaa', 'studio till', { scopes: ['read', 'transfers'], lastUsedAt: '2026-11-20T10:00:00.000Z' })];
    const { link, calls } = scriptedGraphQL({
      PersonalAccessTokens: () => ({ data: { personalAccessTokens: tokens } }),
      CreatePersonalAccessToken: (variables) => {
        const input = variables.input as { name: string; scopes: string[] };
        const made = token('bbbbbbbbbbbbbbbb', input.name, { scopes: input.scopes });
        tokens = [made, ...tokens];
        return { data: { createPersonalAccessToken: { __typename: 'CreatePersonalAccessTokenPayload', token: 'odp_secret-shown-once', personalAccessToken: made } } };
      },
      RevokePersonalAccessToken: (variables) => {
        tokens = tokens.filter((t) => t.id !== variables.id);
        return { data: { revokePersonalAccessToken: true } };
      },
    });
    renderApp('/dashboard/developer-settings', { user: userWithRole('user'), link });
    // Developer settings' lazy chunk is transformed on first use: slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Personal access tokens' }, { timeout: 15_000 });
    expect(within(list).getByText('studio till')).toBeInTheDocument();
    expect(within(list).getByText('transfers')).toBeInTheDocument();
    expect(within(list).getByText(/last used/)).toHaveTextContent(/2026/);
    // A user's role cannot hold the admin or distributions scope: they are not offered.
    const form = screen.getByRole('form', { name: 'Create a personal access token' });
    expect(within(form).queryByRole('checkbox', { name: /admin/ })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Give the token a name.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'payroll script');
    await userEvent.click(within(form).getByRole('checkbox', { name: /transfers/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));

    expect(await screen.findByTestId('new-token')).toHaveTextContent('odp_secret-shown-once');
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreatePersonalAccessToken')?.variables).toEqual({
      input: { name: 'payroll script', scopes: ['read', 'transfers'], expiresInDays: 90 },
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Personal access tokens' })).getByText('payroll script')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();

    // Revoking asks first: keeping it revokes nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Revoke studio till' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “studio till”?' });
    expect(dialog).toHaveTextContent('stop working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationName === 'RevokePersonalAccessToken')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke studio till' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByText('studio till')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationName === 'RevokePersonalAccessToken')?.variables).toEqual({ id: 'aaaaaaaaaaaaaaaa' });
  });

  it('offers an admin every scope', async () => {
    const { link } = scriptedGraphQL({ PersonalAccessTokens: () => ({ data: { personalAccessTokens: [] } }) });
    renderApp('/dashboard/developer-settings', { user: userWithRole('admin'), link });
    const form = await screen.findByRole('form', { name: 'Create a personal access token' });
    for (const scope of ['read', 'profiles', 'transfers', 'notifications', 'distributions', 'admin']) {
      expect(within(form).getByRole('checkbox', { name: new RegExp(`${scope}: `) })).toBeInTheDocument();
    }
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
  });
});
