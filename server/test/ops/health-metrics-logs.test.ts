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

const TOKEN = 'metrics-token-0123456789abcdef';

let app: RunningApp;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
const lines: Array<Record<string, any>> = [];
beforeAll(async () => {
  proxy = await cuttableProxy(new URL(await createTestDatabase()));
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'odance-dist-'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>oDance</title>');
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'assets', 'index-1234.js'), 'console.log(1)');
  writeFileSync(path.join(clientDist, 'assets', 'index-1234.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: proxy.url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'odance-ops-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO: 'false',
    CLIENT_DIST: clientDist,
    METRICS_TOKEN: TOKEN,
  });
  app = await startApp(config, createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }));
});
afterAll(() => app?.stop());

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${app.url}${url}`, { headers });

describe('health (NODE_ENV=production)', () => {
  it('/health/live, /health/ready and /health answer 200 with the database up and migrations applied', async () => {
    expect((await get('/health/live')).status).toBe(200);
    for (const url of ['/health/ready', '/health']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', migrations: 'applied', stopping: false });
    }
  });
});

describe('paths that are not pages', () => {
  it('probe paths, /metrics without a token and file-like paths get a 404 from the catalogue, not the app', async () => {
    // A source map is never served, even when one lies beside its script (issue 34: 356 were public).
    expect((await get('/assets/index-1234.js')).status).toBe(200);
    for (const url of ['/healthz', '/readyz', '/missing.png', '/wp-login.php', '/assets-old/x.js', '/assets/index-1234.js.map', '/ASSETS/index-1234.js.map']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // A page of the app still gets the app (a profile that does not exist is a 404 page: public-pages tests).
    const page = await get('/dashboard/manage-profiles/edit/dancer/123');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>oDance</title>');
  });
});

describe('/metrics', () => {
  it('is refused without the bearer token, and with it counts requests by route, GraphQL operations, errors, pool and process', async () => {
    expect((await get('/metrics')).status).toBe(401);
    const wrong = await get('/metrics', { authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'AUTH_UNAUTHORIZED' });
    const client = new HttpClient(app.url);
    await client.get('/config.json');
    await client.post('/graphql', { query: 'query Viewer { me { id } }', operationName: 'Viewer' });
    await client.post('/graphql', { query: 'mutation SignIn($e: String!) { signIn(input: { email: $e, password: "x" }) { id } }', variables: { e: 'nobody@example.com' } });
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/config.json",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/health\/ready",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/graphql"\}/);
    expect(text).toMatch(/graphql_operations_total\{operation="Viewer",outcome="ok"\} 1/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{operation="Viewer"\} 1/);
    expect(text).toMatch(/app_errors_total\{code="AUTH_UNAUTHORIZED"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/^ledger_movements \d+$/m);
    expect(text).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(text).toContain('# TYPE job_runs_total counter');
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });
});

describe('log lines', () => {
  it('carry the GraphQL operation name and error codes; a failed mutation is not a plain "request completed"', async () => {
    const client = new HttpClient(app.url);
    await client.request('POST', '/graphql', { query: 'mutation Transfer { transferOdance(input: { recipientId: "x", amount: 1, idempotencyKey: "k" }) { transfer { id } } }' }, { 'x-request-id': 'log-1' });
    const line = lines.find((l) => l.req?.id === 'log-1' && l.res);
    expect(line).toMatchObject({ level: 30, msg: 'request failed', res: { statusCode: 200 }, graphql: { operation: 'Transfer', errors: ['AUTH_UNAUTHORIZED'] } });
    await client.request('GET', '/api/nothing-here', undefined, { 'x-request-id': 'log-2' });
    expect(lines.find((l) => l.req?.id === 'log-2' && l.res)).toMatchObject({ res: { statusCode: 404 }, error: 'NOT_FOUND' });
  });
});

describe('the oidc-provider runtime warning', () => {
  it('is one JSON log line (on a Node older than 22 LTS), never plain text on stderr', () => {
    const warned = lines.filter((l) => /^oidc-provider WARNING: Unsupported runtime/.test(l.msg));
    const oldNode = Number(process.versions.node.split('.')[0]) < 22;
    expect(warned).toHaveLength(oldNode ? 1 : 0);
    if (oldNode) expect(warned[0]).toMatchObject({ level: 40, node: process.version });
  });
});

// Last: the database goes away for good.
describe('a database outage', () => {
  it('answers GraphQL with 503 SERVICE_UNAVAILABLE (not 200 with me: null), logged at error; readiness says 503', async () => {
    const client = new HttpClient(app.url);
    await client.get('/config.json');
    client.cookies.set('odance_session', 'some-session-token');
    await proxy.cut();
    const res = await client.request('POST', '/graphql', { query: 'query Me { me { id } }' }, { 'x-request-id': 'outage-1' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect((await get('/health/ready')).status).toBe(503);
    expect((await get('/health/live')).status).toBe(200);
    expect(lines.find((l) => l.req?.id === 'outage-1' && l.res)).toMatchObject({ level: 50, graphql: { operation: 'Me', errors: ['SERVICE_UNAVAILABLE'] } });
  });
});
