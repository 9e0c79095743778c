import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClients } from './app/api-clients';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/router';
import { UiProvider } from './app/UiProvider';
import { ensureLanguage } from './shared/config/language';
import { browserConfigEnvironment, startRuntimeConfig } from './shared/config/runtime-config';
import { AppErrorScreen } from './shared/ui/AppErrorScreen';

const root = createRoot(document.getElementById('root')!);
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
    const clients = createApiClients(config);
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

void start();
