import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { renderRoutes } from '../../shared/test/test-utils';
import { apiError, scriptedRest } from '../auth/auth-test-helpers';
import ConsentPage from './ConsentPage';

const BASE = '/oauth/interaction/u1';

function renderConsent(handlers: Parameters<typeof scriptedRest>[0]) {
  const leave = vi.fn();
  const { rest, callsTo } = scriptedRest(handlers);
  renderRoutes([{ path: '/oauth/interaction/:uid', element: <ConsentPage leave={leave} /> }], BASE, { rest });
  return { leave, callsTo };
}

const consent = {
  prompt: 'consent',
  client: { name: 'Studio planner', verified: true },
  account: { name: 'Ana Núñez', email: 'ana@example.com' },
  scopes: [
    { scope: 'openid', available: true },
    { scope: 'read', available: true },
    { scope: 'transfers', available: true },
    { scope: 'admin', available: false },
  ],
};

describe('OAuth consent page', () => {
  it('says "Unverified app" before anything is allowed when no admin verified the app', async () => {
    renderConsent({ [`GET ${BASE}/details`]: () => ({ ...consent, client: { name: 'Studio planner', verified: false } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Allow Studio planner to use your account?' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Unverified app');
    expect(note).toHaveTextContent('oDance has not verified who made this app.');
  });

  it('names the app and what it asks for in plain words; Allow sends the browser back into the provider', async () => {
    const { leave, callsTo } = renderConsent({
      [`GET ${BASE}/details`]: () => consent,
      [`POST ${BASE}/confirm`]: () => ({ redirectTo: 'http://localhost/oauth/auth/u1' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Allow Studio planner to use your account?' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ana Núñez (ana@example.com)')).toBeInTheDocument();
    expect(screen.queryByText('Unverified app')).not.toBeInTheDocument();
    const asked = within(screen.getByRole('list', { name: 'What the app asks for' })).getAllByRole('listitem');
    expect(asked.map((item) => item.textContent)).toEqual([
      'Know which oDance account is yours',
      'Read your account, balance, profiles, histories and payments',
      'Send oDance and buy oDance',
      'Admin operations (not available to your account)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(callsTo(`POST ${BASE}/confirm`)).toHaveLength(1);
    expect(leave).toHaveBeenCalledWith('http://localhost/oauth/auth/u1');
    expect(screen.getByRole('status')).toHaveTextContent('Returning to the app…');
  });

  it('Deny answers the app access_denied through the provider', async () => {
    const { leave, callsTo } = renderConsent({
      [`GET ${BASE}/details`]: () => consent,
      [`POST ${BASE}/abort`]: () => ({ redirectTo: 'http://localhost/oauth/auth/u1' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(callsTo(`POST ${BASE}/abort`)).toHaveLength(1);
    expect(leave).toHaveBeenCalledWith('http://localhost/oauth/auth/u1');
  });

  it('signed out: asks to sign in and come back here', async () => {
    renderConsent({ [`GET ${BASE}/details`]: () => ({ prompt: 'login', client: { name: 'Studio planner' } }) });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue to Studio planner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/sign-in?returnTo=${encodeURIComponent(BASE)}`);
  });

  it('signed in already: goes straight on without showing anything to click', async () => {
    const { leave } = renderConsent({ [`GET ${BASE}/details`]: () => ({ redirectTo: 'http://localhost/oauth/auth/u1' }) });
    expect(await screen.findByText('Returning to the app…')).toBeInTheDocument();
    expect(leave).toHaveBeenCalledWith('http://localhost/oauth/auth/u1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an expired request says so and what to do', async () => {
    renderConsent({
      [`GET ${BASE}/details`]: () => {
        throw apiError(ErrorCode.NOT_FOUND, 404, { reason: 'interactionExpired' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'This request cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(/has expired or was already used/)).toBeInTheDocument();
  });
});
