import 'reflect-metadata';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../app/database.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../app/embedded-postgres.js';
import { createLogger, type Logger } from '../kernel/logger.js';
import { withSecretFiles } from '../kernel/secret-files.js';

/**
 * A one-shot server script (`npm run migrate`, `npm run oauth:rotate-keys`): opens DATABASE_URL (or the embedded
 * development database under DATA_DIR, relative to where npm was called), runs `work`, and exits 0, or 1 with
 * the error logged. Opening the database applies pending migrations under their advisory lock.
 */
export async function runOneShot(failure: string, work: (dataSource: DataSource, logger: Logger) => Promise<void>): Promise<never> {
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info');
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  let embedded: EmbeddedDatabase | undefined;
  let url: string | undefined;
  try {
    // DATABASE_URL or DATABASE_URL_FILE, as the server reads it (kernel/secret-files.ts).
    url = withSecretFiles(process.env).DATABASE_URL;
    if (!url) {
      embedded = await startEmbeddedPostgres(path.join(path.resolve(callerDir, process.env.DATA_DIR || './.data'), 'pg'), logger);
      url = await ensureDatabase(embedded.url, 'odance');
    }
    const dataSource = await openDatabase(url, { poolSize: 2 });
    await work(dataSource, logger);
    await dataSource.destroy();
    await embedded?.stop();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, failure);
    await embedded?.stop();
    process.exit(1);
  }
}
