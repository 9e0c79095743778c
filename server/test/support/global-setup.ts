import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/app/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../../src/app/embedded-postgres.js';
import { createLogger } from '../../src/kernel/logger.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export const TEMPLATE_DB = 'odance_template';

/** One real PostgreSQL for the whole run; a migrated template that each test file clones. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-test-pg-'));
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), createLogger('warn'));
  const templateUrl = await ensureDatabase(pg.url, TEMPLATE_DB);
  const dataSource = await openDatabase(templateUrl);
  await dataSource.destroy();
  project.provide('pgUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
