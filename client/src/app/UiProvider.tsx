import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useToastsWanted } from '../shared/ui/notify';
import { cssVariablesResolver, theme } from './theme';

// Mounted on the first toast only, so no page loads it to paint (see shared/ui/notify.ts).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Outermost provider: even the top-level error screen needs the theme. Light scheme only. */
export function UiProvider({ children }: { children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  // The app is live: the screen the server drew, inert until now (server/src/modules/public-pages/app-shell.ts),
  // takes typing and clicks. An effect, so it runs in the browser only, once React has adopted that screen.
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {toastsWanted ? (
        <Suspense fallback={null}>
          {/* At the bottom: at the top they covered the header's search, balance and avatar for seconds. */}
          <Notifications position="bottom-right" />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
