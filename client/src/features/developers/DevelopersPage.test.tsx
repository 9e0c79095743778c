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
    const scopes = within(screen.getByRole('table'));
    for (const scope of ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'admin', 'openid', 'offline_access']) expect(scopes.getByText(scope)).toBeInTheDocument();
    expect(screen.getByText(/Retry-After/)).toBeInTheDocument();
  });

  it('is linked from every page’s footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Developers and API' })).toHaveAttribute('href', '/developers');
  });
});
