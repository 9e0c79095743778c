import 'reflect-metadata';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { createLogger } from '../../src/kernel/logger.js';
import { startApp, type RunningApp } from '../../src/app/start.js';
import { cuttableProxy } from '../support/cuttable-proxy.js';
import { createTestDatabase } from '../support/database.js';
import { HttpClient } from '../support/http-client.js';

// PRODUCT.md §12: a database outage never takes every replica out of the balancer. The balancer routes on
// /health/serving (deploy/Caddyfile); the app answers 503 + Retry-After itself, and static pages stay up.
let app: RunningApp;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
beforeAll(async () => {
  proxy = await cuttableProxy(new URL(await createTestDatabase()));
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'odance-dist-'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>oDance</title><div id="root"></div>');
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'assets', 'app-1234.js'), 'console.log("app")');
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: proxy.url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'odance-outage-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO: 'false',
    CLIENT_DIST: clientDist,
    SHUTDOWN_DELAY_MS: '1500',
  });
  app = await startApp(config, createLogger('silent'));
});
afterAll(() => app?.stop());

const get = (url: string) => fetch(`${app.url}${url}`);

describe('a database outage (NODE_ENV=production)', () => {
  it('keeps /health/serving at 200 while the pages and assets are served and database requests get 503 + Retry-After', async () => {
    expect((await get('/health/serving')).status).toBe(200);
    await proxy.cut();

    const serving = await get('/health/serving');
    expect([serving.status, await serving.json()]).toEqual([200, expect.objectContaining({ status: 'ok', stopping: false })]);
    expect((await get('/health/ready')).status).toBe(503);
    for (const page of ['/', '/auth/sign-in', '/explore']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain('<div id="root"');
    }
    const asset = await get('/assets/app-1234.js');
    expect([asset.status, await asset.text()]).toEqual([200, 'console.log("app")']);

    const rest = await get('/api/profiles');
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    const graphql = await new HttpClient(app.url).post('/graphql', { query: '{ profiles(pageSize: 1) { total } }' });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(graphql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('/health/serving turns 503 once the process is stopping (SHUTDOWN_DELAY_MS), while /health/live stays 200', async () => {
    const stopped = app.stop();
    const serving = await get('/health/serving');
    expect([serving.status, await serving.json()]).toEqual([503, expect.objectContaining({ status: 'unavailable', stopping: true })]);
    expect((await get('/health/live')).status).toBe(200);
    await stopped;
  });
});
