import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// No server behind the tests' pages: the live updates socket (features/live/LiveUpdates.tsx) stays closed, as in
// a browser without WebSocket. Its own test provides a fake one.
globalThis.WebSocket = undefined as unknown as typeof WebSocket;

// Lazy pages load through dynamic import(); on a busy 2-core CI machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// No vitest globals, so Testing Library cannot register its own cleanup. Tests set cookies with path=/.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // Form drafts live in the tab's sessionStorage (shared/forms/use-form-draft.ts): one test's typing is not the next one's.
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
