import { runOneShot } from './one-shot.js';
import { oneRow } from '../shared/database/one-row.js';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded development database under
 * DATA_DIR) and exits: the one-shot step of a deploy (docker-compose.yml's `migrate` service). It takes the same
 * advisory lock as a starting server (app/ops/migration-lock.ts), so it is safe while replicas start.
 */
const started = Date.now();
await runOneShot('migration failed', async (dataSource, logger) => {
  const { count } = oneRow(await dataSource.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM migrations'));
  logger.info({ applied: count, ms: Date.now() - started }, 'migrations up to date');
});
