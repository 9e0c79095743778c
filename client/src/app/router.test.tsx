import { Suspense, useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useRoutes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './leave-guard';
import { BrowserHistoryRouter } from './router';

const current: { navigate: ReturnType<typeof useNavigate> } = { navigate: () => undefined };

function Page({ name }: { name: string }) {
  const routerNavigate = useNavigate();
  useEffect(() => {
    current.navigate = routerNavigate;
  }, [routerNavigate]);
  return <h1>{name}</h1>;
}

// A render that cannot finish yet (a lazy page's chunk, a suspending query).
const never = new Promise<void>(() => undefined);

/** Suspends the render for good: React's Suspense protocol is a thrown promise. */
function suspend(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense takes a thrown promise, not an Error
  throw never;
}

function Search() {
  const [params] = useSearchParams();
  const q = params.get('q');
  if (q === 'slow') suspend();
  return <Page name={`Results for ${q}`} />;
}

function Guarded() {
  useLeaveGuard(() => true);
  return <Page name="Unsaved work" />;
}

function Waiting(): never {
  suspend();
}

function Routes() {
  return useRoutes([
    { path: '/', element: <Page name="Home" /> },
    { path: '/one', element: <Page name="One" /> },
    { path: '/two', element: <Page name="Two" /> },
    { path: '/waiting', element: <Waiting /> },
    { path: '/guarded', element: <Guarded /> },
    {
      path: '/search',
      element: (
        <Suspense fallback={<p>Loading results</p>}>
          <Search />
        </Suspense>
      ),
    },
  ]);
}

/** The router at `path` (the address as it is when omitted), inside Mantine (the leave dialog) and a page Suspense. */
function renderAt(path?: string) {
  if (path) window.history.replaceState(null, '', path);
  render(
    <MantineProvider env="test">
      <Suspense fallback={<p>Loading page</p>}>
        <BrowserHistoryRouter>
          <Routes />
        </BrowserHistoryRouter>
      </Suspense>
    </MantineProvider>,
  );
}

describe('BrowserHistoryRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the route of the address, and navigations in a transition', async () => {
    renderAt();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(async () => {
      await current.navigate('/one');
    });
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/one');
  });

  it('renders a flushSync navigation before navigate() returns', () => {
    renderAt();
    void current.navigate('/two', { replace: true, flushSync: true });
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/two');
  });

  it('keeps the current page while another page cannot render yet (a transition)', async () => {
    renderAt('/search?q=a');
    await act(async () => {
      void current.navigate('/waiting');
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Results for a' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  // A page's own address changes (filters, sort, page) render at once: in a transition, the page showed the new
  // query's answer while its form was still the old one, and a choice made meanwhile was undone when the
  // transition committed (e2e/distributors.spec.ts, the admin's Type filter).
  it('renders a change of the same page’s search at once, not in a transition', async () => {
    renderAt('/search?q=a');
    expect(screen.getByRole('heading', { name: 'Results for a' })).toBeInTheDocument();
    await act(async () => {
      void current.navigate('/search?q=slow');
      await Promise.resolve();
    });
    expect(screen.getByText('Loading results')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=slow');
  });

  describe('a page with unsaved work (useLeaveGuard)', () => {
    const renderGuarded = () => {
      renderAt('/guarded');
      expect(screen.getByRole('heading', { name: 'Unsaved work' })).toBeInTheDocument();
    };

    it('asks before a link or navigate() leaves it: Stay keeps the page, Leave goes', async () => {
      renderGuarded();
      await act(async () => {
        await current.navigate('/one');
      });
      expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/guarded');
      await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
      expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Unsaved work' })).toBeInTheDocument();

      await act(async () => {
        await current.navigate('/one');
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/one');
    });

    it('asks on Back: the address comes back until the answer is Leave', async () => {
      renderAt('/one');
      await act(async () => {
        await current.navigate('/guarded');
      });
      expect(await screen.findByRole('heading', { name: 'Unsaved work' })).toBeInTheDocument();
      // The async act (a promise returned): the popstate that follows is flushed too.
      await act(() => Promise.resolve(window.history.back()));
      expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
      await vi.waitFor(() => expect(window.location.pathname).toBe('/guarded'));
      expect(screen.getByRole('heading', { name: 'Unsaved work' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/one');
    });

    // The next page renders in a transition: the page left stays mounted (its guard with it) until that page has
    // loaded. A Back or another link meanwhile must not ask again about work the person chose to leave.
    it('asks no more after Leave while the next page is still loading', async () => {
      renderAt('/one');
      await act(async () => {
        await current.navigate('/guarded');
      });
      expect(await screen.findByRole('heading', { name: 'Unsaved work' })).toBeInTheDocument();
      await act(async () => {
        void current.navigate('/waiting');
        await Promise.resolve();
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
      expect(window.location.pathname).toBe('/waiting');
      expect(screen.getByRole('heading', { name: 'Unsaved work' })).toBeInTheDocument();
      await act(async () => {
        void current.navigate('/two');
        await Promise.resolve();
      });
      expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
      expect(window.location.pathname).toBe('/two');
      expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    });

    it('asks when the tab is closed or reloaded (beforeunload)', () => {
      renderGuarded();
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    });
  });
});
