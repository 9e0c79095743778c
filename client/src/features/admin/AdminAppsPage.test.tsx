import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { userWithRole } from '../../shared/test/test-utils';
import { graphQLError, renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';
import { stubDocumentFonts } from '../../shared/test/apollo-test-utils';

// The redirect URIs' autosizing textarea listens to document.fonts, which jsdom lacks.
stubDocumentFonts();

vi.setConfig({ testTimeout: 20_000 });

const admin = userWithRole('admin');
const appRecord = (clientId: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'OAuthClient',
  clientId,
  name,
  redirectUris: ['http://127.0.0.1/callback'],
  scopes: ['read'],
  confidential: false,
  active: true,
  verified: true,
  disabledByAdmin: false,
  ownerId: 'owner-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('admin: OAuth apps', () => {
  it('registers a confidential app and shows its secret once; disables an app', async () => {
    let apps = [appRecord('odc_planner', 'Class planner')];
    const { link, calls } = scriptedGraphQL({
      OAuthClients: () => ({ data: { oauthClients: apps } }),
      CreateOAuthClient: (variables) => {
        const input = variables.input as { name: string; redirectUris: string[]; scopes: string[]; confidential: boolean };
        const made = appRecord('odc_partner', input.name, { redirectUris: input.redirectUris, scopes: input.scopes, confidential: input.confidential });
        apps = [made, ...apps];
        return { data: { createOAuthClient: { __typename: 'CreateOAuthClientPayload', client: made, clientSecret: 'secret-shown-once' } } };
      },
      SetOAuthClientActive: (variables) => {
        apps = apps.map((a) => (a.clientId === variables.clientId ? { ...a, active: variables.active as boolean } : a));
        return { data: { setOAuthClientActive: apps.find((a) => a.clientId === variables.clientId) } };
      },
      SetOAuthClientVerified: (variables) => {
        apps = apps.map((a) => (a.clientId === variables.clientId ? { ...a, verified: variables.verified as boolean } : a));
        return { data: { setOAuthClientVerified: apps.find((a) => a.clientId === variables.clientId) } };
      },
    });
    renderApp('/admin-panel/apps', { user: admin, link });
    const list = await screen.findByRole('list', { name: 'Registered apps' });
    expect(within(list).getByText('Class planner')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Register an app' }));
    const form = await screen.findByRole('form', { name: 'Register an app' });
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByText('Give the app a name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter at least one redirect URI.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'Partner school');
    await userEvent.type(within(form).getByLabelText(/Redirect URIs/), 'https://partner.example/callback');
    await userEvent.click(within(form).getByRole('checkbox', { name: /transfers/ }));
    await userEvent.click(within(form).getByRole('switch', { name: /Confidential/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('new-client-secret')).toHaveTextContent('secret-shown-once');
    expect(screen.getByTestId('new-client-id')).toHaveTextContent('odc_partner');
    expect(calls.find((c) => c.operationName === 'CreateOAuthClient')?.variables).toEqual({
      input: { name: 'Partner school', redirectUris: ['https://partner.example/callback'], scopes: ['read', 'transfers'], confidential: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-client-secret')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Disable Class planner' }));
    expect(calls.find((c) => c.operationName === 'SetOAuthClientActive')?.variables).toEqual({ clientId: 'odc_planner', active: false });
  });

  it('verifies a member’s app', async () => {
    let apps = [appRecord('odc_member', 'Member tool', { verified: false })];
    const { link, calls } = scriptedGraphQL({
      OAuthClients: () => ({ data: { oauthClients: apps } }),
      SetOAuthClientVerified: (variables) => {
        apps = apps.map((a) => ({ ...a, verified: variables.verified as boolean }));
        return { data: { setOAuthClientVerified: apps[0] } };
      },
    });
    renderApp('/admin-panel/apps', { user: admin, link });
    const card = await screen.findByRole('listitem', { name: 'Member tool' });
    expect(within(card).getByText('Unverified')).toBeInTheDocument();
    expect(within(card).getByText('Owner account owner-1')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Verify Member tool' }));
    expect(calls.find((c) => c.operationName === 'SetOAuthClientVerified')?.variables).toEqual({ clientId: 'odc_member', verified: true });
    expect(await within(card).findByText('Verified')).toBeInTheDocument();
  });

  it('says which redirect URI the server refused', async () => {
    const { link } = scriptedGraphQL({
      OAuthClients: () => ({ data: { oauthClients: [] } }),
      CreateOAuthClient: () => graphQLError(ErrorCode.VALIDATION_FAILED, 400, { field: 'redirectUris.1', reason: 'invalid' }),
    });
    renderApp('/admin-panel/apps', { user: admin, link });
    expect(await screen.findByText('No app is registered yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register an app' }));
    const form = await screen.findByRole('form', { name: 'Register an app' });
    await userEvent.type(within(form).getByLabelText('Name'), 'App');
    await userEvent.type(within(form).getByLabelText(/Redirect URIs/), 'com.example.app:/cb{enter}http://partner.example/cb');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(within(form).getByText(/“http:\/\/partner.example\/cb” cannot be a redirect URI/)).toBeInTheDocument());
  });
});
