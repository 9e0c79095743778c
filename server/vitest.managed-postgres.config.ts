import { defineConfig } from 'vitest/config';

/**
 * `npm test -- managed-postgres` (scripts/test.mjs): the migrations and the app on Debian's PostgreSQL 15 as a role
 * that owns its database and is not superuser (PRODUCT.md §12). `*.pg.ts`, so the default config (embedded
 * PostgreSQL, where the tests are superuser) never picks them up.
 */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    include: ['test/managed-postgres/**/*.pg.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
