import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, MIGRATIONS_DIR } from '../app/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../app/embedded-postgres.js';
import { createLogger } from '../kernel/logger.js';
import { diffEntitiesAgainstDatabase, renderMigration } from '../app/schema-drift.js';

/**
 * `npm run migration:generate -- Name`: migrates a scratch embedded PostgreSQL, compares it with the
 * entities and writes the difference as a new migration. `--check` only reports drift (exit 1).
 */
const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((arg) => !arg.startsWith('--'));
if (!check && !name) {
  console.error('usage: npm run migration:generate -- <Name> | --check');
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-migrate-'));
const logger = createLogger('warn');
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), logger);
let exitCode = 0;
try {
  const dataSource = await openDatabase(await ensureDatabase(pg.url, 'odance'));
  const diff = await diffEntitiesAgainstDatabase(dataSource);
  await dataSource.destroy();
  if (diff.up.length === 0) console.log('entities and migrations agree');
  else if (check) {
    console.error(`entities and migrations drift:\n${diff.up.join('\n')}`);
    exitCode = 1;
  } else {
    const timestamp = Date.now();
    const file = path.join(MIGRATIONS_DIR, `${timestamp}-${name}.js`);
    writeFileSync(file, renderMigration(name!, timestamp, diff));
    console.log(`wrote ${file}`);
  }
} finally {
  await pg.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
