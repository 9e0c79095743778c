import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/kernel/config.js';
import { startApp, type RunningApp } from '../../src/app/start.js';
import type { Logger } from '../../src/kernel/logger.js';
import { createTestDatabase } from './database.js';

export interface TestApp extends RunningApp {
  databaseUrl: string;
}

/** The real server on a fresh database and an ephemeral port; environment overrides per test file. */
export async function startTestApp(env: Record<string, string> = {}, databaseUrl?: string, logger?: Logger): Promise<TestApp> {
  const url = databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'odance-test-data-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    // Test files send thousands of anonymous requests from one address; the limit's own test sets it low.
    API_RATE_LIMIT: '1000000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const app = await startApp(config, logger);
  return { ...app, databaseUrl: url };
}
