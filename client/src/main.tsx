// Mantine's rules in the `mantine` cascade layer, below the app's own (client/vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { INLINE_ANSWERS_ID } from '@odance/contract/runtime-config';
import { createApiClients } from './app/api-clients';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { preloadPagesOf } from './app/pages';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/router';
import { routes } from './app/routes';
import { UiProvider } from './app/UiProvider';
import { primeAnswers } from './shared/api/use-graphql-query';
import { nextTask, whenIdle } from './shared/browser/when-idle';
import { ensureLanguage } from './shared/config/language';
import { browserConfigEnvironment, startRuntimeConfig } from './shared/config/runtime-config';
import { AppErrorScreen } from './shared/ui/AppErrorScreen';

const container = document.getElementById('root')!;
let root: Root | undefined;

/**
 * Shows `content`. On a page whose first screen the server drew (`data-drawn`,
 * server/src/modules/public-pages/app-shell.ts), the first call hydrates that markup: React adopts the elements
 * already on screen instead of drawing them again and swapping them in (a long task of building, committing and
 * styling a second copy of the page). Any other call renders. Both in a transition: React works in slices and lets
 * the browser paint and take taps between them (Lighthouse's Total Blocking Time, bench/lib/web.mjs). Should the
 * markup differ from the first render, React reports it and draws the page itself.
 */
const show = (dom: ReactDom, content: ReactNode, { hydrate }: { hydrate: boolean }) => {
  const app = (
    <StrictMode>
      <UiProvider>{content}</UiProvider>
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate && !root && container.hasAttribute('data-drawn')) root = dom.hydrateRoot(container, app);
    else (root ??= dom.createRoot(container)).render(app);
  });
};

type ReactDom = typeof import('react-dom/client');

async function start(): Promise<void> {
  await nextTask();
  // In a task of its own once the browser is idle: the first localStorage read loads the origin's storage from
  // disk (~5 ms of a phone's main thread), and nothing on the first screen waits for it.
  whenIdle(ensureLanguage);
  // React DOM is half of the shell's JavaScript, in a chunk of its own that the built index.html already preloads
  // (client/vite.config.ts, group `react-dom`): its body runs here, in a task of its own, instead of in the one long
  // task that evaluated the whole shell (Total Blocking Time, bench/lib/web.mjs).
  const dom = await import('react-dom/client');
  await nextTask();
  try {
    const config = await startRuntimeConfig(browserConfigEnvironment());
    const clients = createApiClients(config, { signedOut: container.hasAttribute('data-signed-out') });
    primeAnswers(clients.graphql, readInlineAnswers());
    await nextTask();
    // The first page's modules (preloaded by the shell) before the first render, which then draws the page itself.
    await preloadPagesOf(routes, window.location.pathname).catch(() => undefined);
    await nextTask();
    // Who is signed in, asked while the first page renders (the top bar waits for it, the page does not).
    void clients.session.refresh();
    show(
      dom,
      <AppErrorBoundary>
        <AppProviders config={config} clients={clients}>
          <AppRouter />
        </AppProviders>
      </AppErrorBoundary>,
      { hydrate: true },
    );
  } catch (error) {
    // Without its configuration the app cannot call anything: say so, and offer Try again.
    show(dom, <AppErrorScreen error={error} />, { hydrate: false });
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
