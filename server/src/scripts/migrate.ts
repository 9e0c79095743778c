import 'reflect-metadata';
import path from 'node:path';
import { openDatabase } from '../app/database.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../app/embedded-postgres.js';
import { createLogger } from '../app/logger.js';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded development database under
 * DATA_DIR) and exits: the one-shot step of a deploy (docker-compose.yml's `migrate` service). It takes the same
 * advisory lock as a starting server (app/ops/migration-lock.ts), so it is safe while replicas start.
 */
const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
const callerDir = process.env.INIT_CWD ?? process.cwd();
let embedded: EmbeddedDatabase | undefined;
let url = process.env.DATABASE_URL;
try {
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(path.resolve(callerDir, process.env.DATA_DIR || './.data'), 'pg'), logger);
    url = await ensureDatabase(embedded.url, 'odance');
  }
  const started = Date.now();
  const dataSource = await openDatabase(url, { poolSize: 2 });
  const [{ count }] = (await dataSource.query('SELECT count(*)::int AS count FROM migrations')) as [{ count: number }];
  await dataSource.destroy();
  logger.info({ applied: count, ms: Date.now() - started }, 'migrations up to date');
  await embedded?.stop();
  process.exit(0);
} catch (error) {
  logger.error({ err: error }, 'migration failed');
  await embedded?.stop();
  process.exit(1);
}
