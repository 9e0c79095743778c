import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserHistoryRouter } from './router';

const current: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };

function Page({ name }: { name: string }) {
  const routerNavigate = useNavigate();
  useEffect(() => {
    current.navigate = routerNavigate;
  }, [routerNavigate]);
  return <h1>{name}</h1>;
}

function Routes() {
  return useRoutes([
    { path: '/', element: <Page name="Home" /> },
    { path: '/one', element: <Page name="One" /> },
    { path: '/two', element: <Page name="Two" /> },
  ]);
}

describe('BrowserHistoryRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the route of the address, and navigations in a transition', async () => {
    render(
      <BrowserHistoryRouter>
        <Routes />
      </BrowserHistoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await act(async () => {
      await current.navigate('/one');
    });
    expect(screen.getByRole('heading', { name: 'One' })).toBeTruthy();
    expect(window.location.pathname).toBe('/one');
  });

  it('renders a flushSync navigation before navigate() returns', () => {
    render(
      <BrowserHistoryRouter>
        <Routes />
      </BrowserHistoryRouter>,
    );
    void current.navigate('/two', { replace: true, flushSync: true });
    expect(screen.getByRole('heading', { name: 'Two' })).toBeTruthy();
    expect(window.location.pathname).toBe('/two');
  });
});
