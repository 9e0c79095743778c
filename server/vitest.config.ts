import { defineConfig } from 'vitest/config';

// packages/contract from its TypeScript source (its `source` export), as the dev scripts run it: no build needed.
// The test files run in Vite's `ssr` environment, the global setup in vitest's own `__vitest__`.
const conditions = ['source', 'node', 'development|production'];

export default defineConfig({
  // One copy of graphql for type-graphql and the tests (STACK.md).
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  ssr: { resolve: { conditions } },
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template; files run two at a time (2 cores).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
