import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { makeUser, renderRoutes } from '../../shared/test/test-utils';

// A first visit says what oDance is and costs, and how to join; a member is not asked to join again.
describe('home page on a first visit', { timeout: 30_000 }, () => {
  it('tells a visitor what oDance is, what it costs, and offers to create an account', async () => {
    renderRoutes(routes, '/');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Explore the dance community' }, { timeout: 15_000 })).closest('section')!;
    expect(hero).toHaveTextContent('oDance is the community’s own currency');
    expect(hero).toHaveTextContent('$1.00 each');
    expect(within(hero).getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth/sign-up');
    expect(within(hero).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
  });

  it('does not ask a signed-in member to create an account', async () => {
    renderRoutes(routes, '/', { user: makeUser() });
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Explore the dance community' }, { timeout: 15_000 })).closest('section')!;
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'Create a free account' })).not.toBeInTheDocument();
  });
});
