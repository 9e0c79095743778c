import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No vitest globals, so Testing Library cannot register its own cleanup. Tests set cookies with path=/.
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
