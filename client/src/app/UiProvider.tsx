import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { replayTypedBeforeHydration } from '../shared/browser/typed-before-hydration';
import { useToastsWanted } from '../shared/ui/notify';
import { cssVariablesResolver, theme } from './theme';

// Mounted on the first toast only, so no page loads it to paint (see shared/ui/notify.ts).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Outermost provider: even the top-level error screen needs the theme. Light scheme only. */
export function UiProvider({ children }: { children: ReactNode }) {
  const toastsWanted = useToastsWanted();
  // The app is live (`data-live`, which browser tests wait for). An effect, so it runs in the browser only, once
  // React has adopted the screen the server drew (server/src/modules/public-pages/app-shell.ts).
  useLayoutEffect(() => document.getElementById('root')?.setAttribute('data-live', ''), []);
  // What was typed into that screen before now reaches the fields' state (after the commit, as a keystroke would).
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) replayTypedBeforeHydration(root);
  }, []);
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
