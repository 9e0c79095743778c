import { defineConfig } from 'vitest/config';

/**
 * `npm run test:chaos`: the reliability tests that kill processes and databases (test/reliability/chaos,
 * `*.chaos.ts`, so the default config never picks them up). One file at a time: each runs servers as child
 * processes on its own PostgreSQL.
 */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/reliability/chaos/**/*.chaos.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
