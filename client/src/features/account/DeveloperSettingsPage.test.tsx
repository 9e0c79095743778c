import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { userWithRole } from '../../shared/test/test-utils';
import { stubDocumentFonts } from '../../shared/test/apollo-test-utils';
import { graphQLError, renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';

// The redirect URIs' autosizing textarea listens to document.fonts, which jsdom lacks.
stubDocumentFonts();
vi.setConfig({ testTimeout: 40_000 });

const member = userWithRole('user');
const appRecord = (clientId: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'OAuthClient',
  clientId,
  name,
  redirectUris: ['http://127.0.0.1/callback'],
  scopes: ['read'],
  confidential: false,
  active: true,
  verified: false,
  disabledByAdmin: false,
  ownerId: member.id,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const noTokens = { PersonalAccessTokens: () => ({ data: { personalAccessTokens: [] } }) };

describe('Developer settings: a member’s own apps', () => {
  it('registers an app (secret shown once), every scope but admin on offer, edits and disables it', async () => {
    let apps = [appRecord('odc_tool', 'Class tool', { verified: true })];
    const { link, calls } = scriptedGraphQL({
      ...noTokens,
      MyOAuthClients: () => ({ data: { myOAuthClients: apps } }),
      CreateOAuthClient: (variables) => {
        const input = variables.input as { name: string; redirectUris: string[]; scopes: string[]; confidential: boolean };
        const made = appRecord('odc_new', input.name, { redirectUris: input.redirectUris, scopes: input.scopes, confidential: input.confidential });
        apps = [made, ...apps];
        return { data: { createOAuthClient: { __typename: 'CreateOAuthClientPayload', client: made, clientSecret: 'shown-once' } } };
      },
      UpdateOAuthClient: (variables) => {
        const input = variables.input as { clientId: string; name: string; redirectUris: string[] };
        apps = apps.map((a) => (a.clientId === input.clientId ? { ...a, name: input.name, redirectUris: input.redirectUris, verified: false } : a));
        return { data: { updateOAuthClient: apps.find((a) => a.clientId === input.clientId) } };
      },
      SetOAuthClientActive: (variables) => {
        apps = apps.map((a) => (a.clientId === variables.clientId ? { ...a, active: variables.active as boolean } : a));
        return { data: { setOAuthClientActive: apps.find((a) => a.clientId === variables.clientId) } };
      },
    });
    renderApp('/dashboard/developer-settings', { user: member, link });
    // The page's lazy chunk is transformed on first use: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Developer settings' }, { timeout: 15_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your apps' });
    expect(within(list).getByText('Verified')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Register an app' }));
    const form = await screen.findByRole('form', { name: 'Register an app' });
    expect(within(form).queryByRole('checkbox', { name: /^admin/ })).not.toBeInTheDocument();
    // A member's app may ask for `distributions` (me.can.appScopes); only a distributor's consent grants it.
    expect(within(form).getByRole('checkbox', { name: /^distributions/ })).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Name'), 'Studio app');
    await userEvent.type(within(form).getByLabelText(/Redirect URIs/), 'https://studio.example/cb');
    await userEvent.click(within(form).getByRole('switch', { name: /Confidential/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('new-client-secret')).toHaveTextContent('shown-once');
    expect(calls.find((c) => c.operationName === 'CreateOAuthClient')?.variables).toEqual({
      input: { name: 'Studio app', redirectUris: ['https://studio.example/cb'], scopes: ['read'], confidential: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-client-secret')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Class tool' }));
    const edit = await screen.findByRole('form', { name: 'Edit Class tool' });
    expect(within(edit).getByText(/takes the app’s verification back/)).toBeInTheDocument();
    const name = within(edit).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Class tool 2');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(calls.find((c) => c.operationName === 'UpdateOAuthClient')?.variables).toEqual({
      input: { clientId: 'odc_tool', name: 'Class tool 2', redirectUris: ['http://127.0.0.1/callback'] },
    });
    const card = await screen.findByRole('listitem', { name: 'Class tool 2' });
    expect(within(card).getByText('Unverified')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Disable Class tool 2' }));
    expect(calls.find((c) => c.operationName === 'SetOAuthClientActive')?.variables).toEqual({ clientId: 'odc_tool', active: false });
  });

  it('says when the app limit is reached, and offers no enable button for an app an admin disabled', async () => {
    const { link } = scriptedGraphQL({
      ...noTokens,
      MyOAuthClients: () => ({ data: { myOAuthClients: [appRecord('odc_off', 'Stopped app', { active: false, disabledByAdmin: true })] } }),
      CreateOAuthClient: () => graphQLError(ErrorCode.OAUTH_CLIENT_LIMIT_REACHED, 409, { max: 20 }),
    });
    renderApp('/dashboard/developer-settings', { user: member, link });
    const card = await screen.findByRole('listitem', { name: 'Stopped app' }, { timeout: 15_000 });
    expect(within(card).getByText('Disabled by an admin')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Enable/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register an app' }));
    const form = await screen.findByRole('form', { name: 'Register an app' });
    await userEvent.type(within(form).getByLabelText('Name'), 'One too many');
    await userEvent.type(within(form).getByLabelText(/Redirect URIs/), 'https://x.example/cb');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('You can register at most 20 apps.')).toBeInTheDocument();
  });
});
