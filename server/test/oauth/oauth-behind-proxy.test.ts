import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { createLogger } from '../../src/kernel/logger.js';
import { startApp, type RunningApp } from '../../src/app/start.js';
import { oauthClient, person } from '../support/factories.js';
import { startTestApp } from '../support/test-app.js';

// Issue 34 item 5 / PRODUCT.md §12: behind a proxy that does not say `X-Forwarded-Proto: https`, the OAuth pages
// answer a clear catalogue error, never a 500.
let app: RunningApp;
let clientId: string;
const warnings: string[] = [];
beforeAll(async () => {
  // The app registry is an admin's GraphQL call: made on the same database before the production server starts.
  const setup = await startTestApp();
  clientId = (await oauthClient(await person(setup, { role: 'admin' }))).client.clientId;
  await setup.stop();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    APP_URL: 'https://odance.example',
    DATABASE_URL: setup.databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'odance-oauth-proxy-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'loopback',
  });
  app = await startApp(config, createLogger('warn', { write: (line: string) => void warnings.push(JSON.parse(line).msg) }));
});
afterAll(() => app?.stop());

const authorize = () =>
  `/oauth/auth?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString()}`;
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${app.url}${url}`, { headers, redirect: 'manual' });

describe('OAuth behind a proxy (NODE_ENV=production)', () => {
  it.each([
    ['the authorization endpoint', authorize],
    ['the discovery document', () => '/oauth/.well-known/openid-configuration'],
    ['the sign-in and consent page', () => '/oauth/interaction/abc'],
    ['the consent page’s calls', () => '/oauth/interaction/abc/details'],
  ])('without X-Forwarded-Proto: https, %s answers 400 VALIDATION_FAILED httpsRequired', async (_what, url) => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Array<Record<string, string>>) {
      const res = await get(url(), headers);
      expect(res.status, url()).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'X-Forwarded-Proto', reason: 'httpsRequired' } });
    }
    expect(warnings.filter((msg) => /OAuth request arrived over plain HTTP/.test(msg))).toHaveLength(1);
  });

  it('with X-Forwarded-Proto: https the provider answers: discovery names the https issuer, authorization redirects to sign-in', async () => {
    const discovery = await get('/oauth/.well-known/openid-configuration', { 'x-forwarded-proto': 'https' });
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({ issuer: 'https://odance.example/oauth' });
    const auth = await get(authorize(), { 'x-forwarded-proto': 'https' });
    expect(auth.status).toBe(303);
    expect(auth.headers.get('location')).toMatch(/\/oauth\/interaction\//);
  });
});
