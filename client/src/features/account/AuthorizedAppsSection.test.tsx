import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../shared/test/test-utils';
import { renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';

vi.setConfig({ testTimeout: 20_000 });

const app = (clientId: string, name: string, scopes: string[]) => ({ __typename: 'AuthorizedApp', clientId, name, scopes, allowedAt: '2026-11-20T10:00:00.000Z' });

describe('apps I allowed, on the Security page', () => {
  it('lists each app with what it may do, and revokes one', async () => {
    let apps = [app('odc_a', 'Class planner', ['openid', 'read']), app('odc_b', 'Ticket scanner', ['openid', 'transfers'])];
    const { link, calls } = scriptedGraphQL({
      PersonalAccessTokens: () => ({ data: { personalAccessTokens: [] } }),
      AuthorizedApps: () => ({ data: { authorizedApps: apps } }),
      RevokeAuthorizedApp: (variables) => {
        apps = apps.filter((a) => a.clientId !== variables.clientId);
        return { data: { revokeAuthorizedApp: true } };
      },
    });
    renderApp('/dashboard/security', { user: makeUser(), link });
    // The Security page's lazy chunk is transformed on first use: slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Apps you allowed' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Class planner', 'Ticket scanner']);
    expect(within(list).getByTitle('Send oDance and buy oDance')).toHaveTextContent('transfers');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Class planner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Class planner”?' });
    expect(calls.find((c) => c.operationName === 'RevokeAuthorizedApp')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(calls.find((c) => c.operationName === 'RevokeAuthorizedApp')).toBeDefined());
    expect(calls.find((c) => c.operationName === 'RevokeAuthorizedApp')?.variables).toEqual({ clientId: 'odc_a' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Apps you allowed' })).queryByText('Class planner')).not.toBeInTheDocument());
  });

  it('says so when no app was allowed', async () => {
    const { link } = scriptedGraphQL({
      PersonalAccessTokens: () => ({ data: { personalAccessTokens: [] } }),
      AuthorizedApps: () => ({ data: { authorizedApps: [] } }),
    });
    renderApp('/dashboard/security', { user: makeUser(), link });
    expect(await screen.findByText('You have not allowed any app.')).toBeInTheDocument();
  });
});
