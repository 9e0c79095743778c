import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { INLINE_ANSWERS_ID } from '@odance/contract/runtime-config';
import { createApiClients } from './app/api-clients';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { preloadPagesOf } from './app/pages';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/router';
import { routes } from './app/routes';
import { UiProvider } from './app/UiProvider';
import { primeAnswers } from './shared/api/use-graphql-query';
import { ensureLanguage } from './shared/config/language';
import { browserConfigEnvironment, startRuntimeConfig } from './shared/config/runtime-config';
import { AppErrorScreen } from './shared/ui/AppErrorScreen';

const container = document.getElementById('root')!;
// The server's first screen, if it drew one (server/src/modules/public-pages/first-screen.ts): React's first
// render replaces it with the same picture.
const root = createRoot(container);
// A transition: React renders the first screen in slices and lets the browser breathe between them, instead of
// one long task that holds every tap and paint (Lighthouse's Total Blocking Time, bench/lib/web.mjs).
const render = (content: ReactNode) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <UiProvider>{content}</UiProvider>
      </StrictMode>,
    ),
  );

async function start(): Promise<void> {
  ensureLanguage();
  try {
    const config = await startRuntimeConfig(browserConfigEnvironment());
    const clients = createApiClients(config, { signedOut: container.hasAttribute('data-signed-out') });
    primeAnswers(clients.graphql, readInlineAnswers());
    // The first page's modules (preloaded by the shell) before the first render, which then draws the page itself.
    await preloadPagesOf(routes, window.location.pathname).catch(() => undefined);
    // Who is signed in, asked while the first page renders (the top bar waits for it, the page does not).
    void clients.session.refresh();
    render(
      <AppErrorBoundary>
        <AppProviders config={config} clients={clients}>
          <AppRouter />
        </AppProviders>
      </AppErrorBoundary>,
    );
  } catch (error) {
    // Without its configuration the app cannot call anything: say so, and offer Try again.
    render(<AppErrorScreen error={error} />);
  }
}

/** The answers the server drew its first screen with (server/src/modules/public-pages/first-screen.ts), if any. */
function readInlineAnswers(): Record<string, unknown> {
  try {
    return JSON.parse(document.getElementById(INLINE_ANSWERS_ID)?.textContent ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

void start();
