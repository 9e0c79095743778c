import { useEffect } from 'react';
import { replayTypedBeforeHydration } from './typed-before-hydration';

/**
 * Placed inside a Suspense boundary that a page drawn by the server hydrates through (app/layout/RootLayout.tsx,
 * features/auth/AuthLayout.tsx): its effect runs after React committed the boundary's fields, the first moment a
 * change handed to them reaches their state (see typed-before-hydration.ts).
 */
export function TypedTextHandover() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) replayTypedBeforeHydration(root);
  }, []);
  return null;
}
