import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { currentPath, makeUser, renderRoutes, userWithRole } from '../shared/test/test-utils';
import { preloadPagesOf } from './pages';
import { routes } from './routes';

const VISITED = ['/auth/sign-in', '/dashboard/manage-profiles', '/dashboard/security', '/dashboard/distributor', '/', '/no/such/page', '/error-test'];

describe('route table', { timeout: 20_000 }, () => {
  // Loading a lazy page's modules the first time (vite transforms them) took over findBy's 5 s on a busy CI machine.
  // They load here, once, so each test's wait is for routing alone.
  beforeAll(() => Promise.all(VISITED.map((path) => preloadPagesOf(routes, path))), 120_000);

  it('sends an unknown auth path to sign-in', async () => {
    const { router } = renderRoutes(routes, '/auth/whatever');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/auth/sign-in');
  });

  it('opens the first dashboard child by default', async () => {
    const { router } = renderRoutes(routes, '/dashboard', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage profiles' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard/manage-profiles');
  });

  it('offers the Distributor page only to distributors and admins', async () => {
    renderRoutes(routes, '/dashboard/security', { user: makeUser() });
    const dashboardNav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(dashboardNav).not.toHaveTextContent('Distributor');

    const distributorView = renderRoutes(routes, '/dashboard/distributor', { user: userWithRole('distributor') });
    expect(await distributorView.findByRole('heading', { level: 1, name: 'Distributor dashboard' })).toBeInTheDocument();
  });

  it('sends a user without the role away from the distributor page', async () => {
    const { router } = renderRoutes(routes, '/dashboard/distributor', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Explore the dance community' });
    expect(currentPath(router)).toBe('/');
  });

  it('scrolls to the top on every path change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Explore the dance community' });
    scrollTo.mockClear();
    await act(() => router.navigate('/dashboard/security'));
    await screen.findByRole('heading', { level: 1, name: 'Security' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the not-found screen for an unknown path and for an unknown profile type', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the error screen when a page throws, with Go back to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    const { router } = renderRoutes(routes, '/error-test');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This diagnostic page fails on purpose to show the error screen.')).toBeInTheDocument();
    // The top bar stays around a failed page.
    expect(screen.getByRole('link', { name: 'oDance home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    await screen.findByRole('heading', { level: 1, name: 'Explore the dance community' });
    expect(currentPath(router)).toBe('/');
  });
});
