import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DataSource, type MigrationInterface } from 'typeorm';
import { PreparingClient } from '../shared/database/prepared.js';
import { SnakeNamingStrategy } from '../shared/database/snake-naming.js';
import { entities } from './entities.js';
import { runMigrationsLocked } from './ops/migration-lock.js';

// server/src/app and server/dist/app are both three levels below the repo root.
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

type MigrationClass = new () => MigrationInterface;

/**
 * Loads the top-level migrations (plain ES modules, one class each) in file-name order.
 * An explicit list instead of a glob: TypeORM's own glob loader cannot import them under vitest.
 */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<MigrationClass[]> {
  const files = readdirSync(dir)
    .filter((file) => /^\d+.*\.js$/.test(file))
    .sort();
  const classes: MigrationClass[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value === 'function') classes.push(value as MigrationClass);
    }
  }
  return classes;
}

export async function createDataSource(url: string, options: { poolSize?: number } = {}): Promise<DataSource> {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: await loadMigrations(),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: false,
    extra: {
      // Hot-path statements marked with prepared() go as named prepared statements (shared/database/prepared.ts).
      Client: PreparingClient,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5_000,
      // A dropped connection is replaced by the pool on the next query: recovery after a restart of PostgreSQL.
      idleTimeoutMillis: 30_000,
    },
  });
}

/** Opens the data source and brings the schema up to date (under the migration lock: replicas may start together). */
export async function openDatabase(url: string, options: { poolSize?: number } = {}): Promise<DataSource> {
  const dataSource = await createDataSource(url, options);
  await dataSource.initialize();
  try {
    await runMigrationsLocked(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
