import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../auth/auth-test-helpers';

describe('/developers', () => {
  it('explains both ways in, the scopes, limits and errors, with a curl example for this server', async () => {
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Build on oDance' })).toBeInTheDocument();
    for (const section of ['What the API offers', 'Two ways to authenticate', 'Scopes', 'Limits, paging and errors']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '/graphql/schema.graphql' })).toHaveAttribute('href', '/graphql/schema.graphql');
    expect(screen.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
    expect(screen.getByRole('link', { name: '/oauth/.well-known/openid-configuration' })).toBeInTheDocument();
    expect(screen.getAllByText(/curl -s http:\/\/localhost(:\d+)?\/graphql/)[0]).toHaveTextContent('Authorization: Bearer $ODANCE_TOKEN');
    const scopes = within(screen.getByRole('table', { name: 'Scopes' }));
    for (const scope of ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks', 'admin', 'openid', 'offline_access']) expect(scopes.getByText(scope)).toBeInTheDocument();
    expect(screen.getByText(/Retry-After/)).toBeInTheDocument();
  });

  it('explains webhooks: the events, verifying with standardwebhooks, a payload and the retry policy', async () => {
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeInTheDocument();
    const events = within(screen.getByRole('table', { name: 'Webhook events' }));
    for (const type of ['transfer.received', 'transfer.sent', 'distribution.received', 'payment.succeeded', 'payment.failed']) expect(events.getByText(type)).toBeInTheDocument();
    expect(screen.getByText(/new Webhook\(process\.env\.ODANCE_WEBHOOK_SECRET\)\.verify\(req\.body, req\.headers\)/)).toBeInTheDocument();
    expect(screen.getByText(/"counterpartAccountId"/)).toBeInTheDocument();
    expect(screen.getByText(/after 5 seconds, 5 minutes, 30 minutes, 2, 5 and 10 hours/)).toBeInTheDocument();
    expect(screen.getByText(/turned off and its owner mailed/)).toBeInTheDocument();
  });

  it('states the facts partners asked for: a portable idempotency key, token lifetimes, revocation, the real rate limit, versions and the changelog', async () => {
    renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Versions and changes' })).toBeInTheDocument();
    const page = document.body.textContent ?? '';
    // uuidgen is missing on many systems: the key comes from od and /dev/urandom (POSIX), 32 hex digits.
    expect(page).not.toMatch(/uuidgen/);
    expect(screen.getByText(/KEY=\$\(od -An -N16 -tx1 \/dev\/urandom \| tr -d ' \\n'\)/)).toHaveTextContent('"idempotencyKey":"\'$KEY\'"');
    expect(page).toMatch(/A key stays bound to its transfer for good/);
    expect(page).toMatch(/refresh token, valid 30 days/);
    expect(page).toMatch(/revoking one access token \(or the refresh token\) stops every access and\s+refresh token of that sign-in/);
    expect(page).toMatch(/RateLimit-Limit.*RateLimit-Remaining.*RateLimit-Reset/s);
    expect(page).toMatch(/VALIDATION_FAILED in GraphQL/);
    expect(page).toMatch(/@deprecated\(reason\)/);
    expect(screen.getByRole('link', { name: 'API changelog' })).toHaveAttribute('href', '/developers/changelog');
  });

  it('/developers/changelog shows the API changes by date, newest first', async () => {
    renderApp('/developers/changelog');
    expect(await screen.findByRole('heading', { level: 1, name: 'API changelog' })).toBeInTheDocument();
    const text = screen.getByLabelText('API changelog').textContent ?? '';
    const dates = [...text.matchAll(/^## (\d{4}-\d{2}-\d{2})$/gm)].map((match) => match[1]);
    expect(dates[0]).toBe('2026-11-28');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const change of ['`ViewerCapabilities.appScopes`', 'One access model, fail-closed', 'Scope `notifications`', 'Anonymous public reads from any origin', 'Refusals on `/graphql` are 4xx']) {
      expect(text).toContain(change);
    }
    expect(screen.getByRole('link', { name: 'Build on oDance' })).toHaveAttribute('href', '/developers');
  });

  it('is linked from every page’s footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Developers and API' })).toHaveAttribute('href', '/developers');
  });
});
