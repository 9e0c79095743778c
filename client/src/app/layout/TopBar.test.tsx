import { MENU_TAPPED_FLAG } from '@odance/contract/runtime-config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, makeUser, renderRoutes, stubRestClient, userWithRole } from '../../shared/test/test-utils';
import { routes } from '../routes';

// happy-dom evaluates Mantine's hidden-from/visible-from media queries against this viewport (1024 px by default).
const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });

afterEach(() => setViewportWidth(1024));

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top bar', () => {
  it('shows a signed-out visitor the logo, Explore and Sign in', async () => {
    renderRoutes(routes, '/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'oDance home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Explore' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(within(header).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the dashboard link, the balance and the account menu', async () => {
    renderRoutes(routes, '/', { user: makeUser() });
    await screen.findByRole('banner');
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/manage-profiles');
    expect(within(mainNav()).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getAllByText('1,250 oDance').length).toBeGreaterThan(0);
    expect(within(header).getAllByRole('link', { name: 'Buy more' })[0]).toHaveAttribute('href', '/dashboard/odance/buy');
    expect(await within(header).findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user on a phone the balance in the bar itself, not only inside the menu', async () => {
    setViewportWidth(375);
    renderRoutes(routes, '/', { user: makeUser() });
    const header = await screen.findByRole('banner');
    const balance = within(header).getByRole('link', { name: 'Balance: 1,250 oDance' });
    expect(balance).toBeVisible();
    expect(balance).toHaveAttribute('href', '/dashboard/odance/transfers');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('shows admins the Admin Panel link', async () => {
    renderRoutes(routes, '/', { user: userWithRole('admin') });
    await screen.findByRole('banner');
    expect(within(mainNav()).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-panel');
  });

  it('shows initials when there is no main profile picture', async () => {
    renderRoutes(routes, '/', { user: makeUser({ firstName: 'grace', lastName: 'hopper' }) });
    const avatarButton = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatarButton).toHaveTextContent(/^GH/);
  });

  it('opens the mobile menu at once when the drawn page’s menu button was tapped before the app ran', async () => {
    setViewportWidth(375);
    Object.assign(window, { [MENU_TAPPED_FLAG]: true });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    expect(MENU_TAPPED_FLAG in window).toBe(false);
  });

  it('opens the mobile menu with the burger and closes it on an outside click', async () => {
    setViewportWidth(375);
    renderRoutes(routes, '/');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    const opened = screen.getByRole('button', { name: 'Close menu' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(); // the desktop one is hidden

    // A click inside the menu keeps it open; one outside closes it.
    fireEvent.mouseDown(screen.getAllByRole('searchbox', { name: 'Search profiles' }).at(-1)!);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('main'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out: calls the server, clears the cache and goes home signed out', async () => {
    const signOut = vi.fn(() => Promise.resolve(undefined));
    const { router, client } = renderRoutes(routes, '/dashboard/security', { user: makeUser(), rest: stubRestClient({ delete: signOut as never }) });
    const resetStore = vi.spyOn(client, 'resetStore');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledWith('/auth/signout');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(resetStore).toHaveBeenCalledOnce();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('top bar under 768 px', () => {
  afterEach(() => setViewportWidth(1024));

  it('takes the avatar to account information instead of opening a menu', async () => {
    setViewportWidth(375);
    const { router } = renderRoutes(routes, '/', { user: makeUser() });
    await userEvent.click(await screen.findByRole('link', { name: 'Account information' }));
    await screen.findByRole('heading', { level: 1, name: 'Account information' });
    expect(currentPath(router)).toBe('/dashboard/account-information');
  });
});
