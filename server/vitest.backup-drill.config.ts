import { defineConfig } from 'vitest/config';

/**
 * `npm run backup:drill` (scripts/backup-drill.mjs): point-in-time recovery with Debian's pgBackRest and
 * PostgreSQL 15 (PRODUCT.md §12). `*.drill.ts`, so the default config never picks it up.
 */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    include: ['test/backup-drill/**/*.drill.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
