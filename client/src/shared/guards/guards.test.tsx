import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentPath, makeUser, renderRoutes, TestProviders, userWithRole } from '../test/test-utils';
import { GuestOnly } from './GuestOnly';
import { RequireAuth } from './RequireAuth';
import { RequireCapability } from './RequireCapability';

const page = (title: string) => <h1>{title}</h1>;

const routes: RouteObject[] = [
  { path: '/', element: page('Home') },
  { path: '/elsewhere', element: page('Elsewhere') },
  {
    path: '/auth',
    element: <GuestOnly />,
    children: [{ path: 'sign-in', element: page('Sign in') }],
  },
  {
    path: '/auth-custom',
    element: <GuestOnly redirectTo="/elsewhere" />,
    children: [{ index: true, element: page('Custom guest page') }],
  },
  { path: '/dashboard', element: <RequireAuth />, children: [{ path: 'security', element: page('Security') }] },
  { path: '/admin-panel', element: <RequireCapability can="administer" />, children: [{ index: true, element: page('Admin panel') }] },
  { path: '/distributor', element: <RequireCapability can="distribute" />, children: [{ index: true, element: page('Distributor') }] },
];

describe('RequireCapability', () => {
  it('lets an admin into a distributor route', async () => {
    renderRoutes(routes, '/distributor', { user: userWithRole('admin') });
    expect(await screen.findByRole('heading', { name: 'Distributor' })).toBeInTheDocument();
  });

  it('lets an admin into the admin panel', async () => {
    renderRoutes(routes, '/admin-panel', { user: userWithRole('admin') });
    expect(await screen.findByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
  });

  it('sends a plain user without the role home', async () => {
    const { router } = renderRoutes(routes, '/admin-panel', { user: userWithRole('user') });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it('sends a distributor away from the admin panel', async () => {
    const { router } = renderRoutes(routes, '/admin-panel', { user: userWithRole('distributor') });
    await screen.findByRole('heading', { name: 'Home' });
    expect(currentPath(router)).toBe('/');
  });

  it('sends an admin on hold (the server answers no capability until a second factor is enrolled) home', async () => {
    const onHold = userWithRole('admin', { can: userWithRole('user').can });
    const { router } = renderRoutes(routes, '/admin-panel', { user: onHold });
    await screen.findByRole('heading', { name: 'Home' });
    expect(currentPath(router)).toBe('/');
  });

  it('sends a signed-out visitor to sign-in', async () => {
    const { router } = renderRoutes(routes, '/admin-panel', { user: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath(router)).toBe('/auth/sign-in?returnTo=%2Fadmin-panel');
  });
});

describe('RequireAuth', () => {
  it('shows a full-screen spinner while the user loads', async () => {
    const pending = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
    render(
      <TestProviders client={pending}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dashboard/security'] })} />
      </TestProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in, remembering the page', async () => {
    const { router } = renderRoutes(routes, '/dashboard/security', { user: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath(router)).toBe('/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity');
  });

  it('shows the page to a signed-in user', async () => {
    renderRoutes(routes, '/dashboard/security', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it('shows the auth page to a signed-out visitor', async () => {
    renderRoutes(routes, '/auth/sign-in', { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-in user to / by default', async () => {
    const { router } = renderRoutes(routes, '/auth/sign-in', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Home' });
    expect(currentPath(router)).toBe('/');
  });

  it('sends a signed-in user to the redirectTo prop', async () => {
    const { router } = renderRoutes(routes, '/auth-custom', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(currentPath(router)).toBe('/elsewhere');
  });

  it('sends a signed-in user back to the remembered page', async () => {
    const { router } = renderRoutes(routes, '/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Security' });
    expect(currentPath(router)).toBe('/dashboard/security');
  });

  it('ignores a returnTo that leaves the app', async () => {
    const { router } = renderRoutes(routes, '/auth/sign-in?returnTo=%2F%2Fevil.example', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Home' });
    expect(currentPath(router)).toBe('/');
  });
});
