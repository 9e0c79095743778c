import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useToastsWanted } from '../shared/ui/notify';
import { cssVariablesResolver, theme } from './theme';

// Mounted on the first toast only, so no page loads it to paint (see shared/ui/notify.ts).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Outermost provider: even the top-level error screen needs the theme. Light scheme only. */
export function UiProvider({ children }: { children: ReactNode }) {
  const toastsWanted = useToastsWanted();
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
