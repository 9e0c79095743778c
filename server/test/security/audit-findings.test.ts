import { spawn } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/kernel/config.js';
import { createLogger } from '../../src/kernel/logger.js';
import { passwordWork } from '../../src/modules/auth/password.js';
import { fromLoopback } from '../../src/shared/http/loopback-only.js';
import { createAccount } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink, tokenFromMail } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 13 items 3, 5, 6, 7, 9 (the sign-in items are in sign-in-abuse.test.ts).
let app: TestApp;
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url, APP_URL: 'http://odance.test' });
});
afterAll(async () => {
  await app?.stop();
  await smtp.stop();
});

describe('no password hash for a request that will be refused', () => {
  it('64 parallel reset-set requests with bogus tokens hash nothing; past the IP allowance they are 429 with Retry-After', async () => {
    const before = passwordWork.hashes;
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        new HttpClient(`http://127.0.0.1:${app.port}`, { from: '127.0.0.21' }).post('/api/auth/password/reset/set', { token: `bogus-${i}`, password: 'NewSecret9?' }),
      ),
    );
    expect(passwordWork.hashes - before).toBe(0);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([400, 429]));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(20);
    for (const a of answers.filter((a) => a.status === 429)) expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a sign-up with a taken address hashes nothing; sign-ups are limited per IP', async () => {
    const taken = await createAccount(app);
    const client = () => new HttpClient(`http://127.0.0.1:${app.port}`, { from: '127.0.0.22' });
    const before = passwordWork.hashes;
    const answer = await client().post('/api/auth/signup', { email: taken.email, password: 'Secret123!', firstName: 'A', lastName: 'B' });
    expect(answer.body.code).toBe('AUTH_EMAIL_ALREADY_IN_USE');
    expect(passwordWork.hashes - before).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await client().post('/api/auth/signup', { email: `many-${i}-${Date.now()}@example.com`, password: 'Secret123!', firstName: 'A', lastName: 'B' })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(19); // the taken address was the first of 20
    const refused = await client().post('/api/auth/signup', { email: `one-more-${Date.now()}@example.com`, password: 'Secret123!', firstName: 'A', lastName: 'B' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('hashing runs with bounded concurrency: a flood past the queue is refused with 503 and Retry-After', async () => {
    const accounts = await Promise.all(Array.from({ length: 60 }, () => createAccount(app)));
    // 60 sign-ins from 60 addresses and 60 accounts: none is throttled, all need argon2 at once.
    const answers = await Promise.all(
      accounts.map((account, i) =>
        new HttpClient(`http://127.0.0.1:${app.port}`, { from: `127.0.1.${i + 1}` }).post('/api/auth/signin', { email: account.email, password: 'Wrong-password-1' }),
      ),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', params: { reason: 'busy' } });
    expect(busy[0]!.headers.get('retry-after')).toBe('2');
    expect(answers.filter((a) => a.status === 401).length).toBeGreaterThanOrEqual(30);
  });
});

describe('a password change', () => {
  it('revokes the reset link mailed before it', async () => {
    const account = await createAccount(app);
    await new HttpClient(app.url).post('/api/auth/password/reset', { email: account.email });
    const token = tokenFromMail(await smtp.nextMailTo(account.email), 'http://odance.test/auth/password-reset');
    const client = new HttpClient(app.url);
    expect((await client.post('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(200);
    expect((await client.post('/api/account/password', { currentPassword: account.password, newPassword: 'Changed9secret!' })).status).toBe(200);
    const reset = await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'Attacker9pass!' });
    expect(reset.body.code).toBe('AUTH_INVALID_PASSWORD_RESET_TOKEN');
  });
});

describe('logs', () => {
  it('never carry the token of a visited reset or confirmation link', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const logged = await startTestApp({ LOG_LEVEL: 'info' }, undefined, logger);
    try {
      await fetch(`${logged.url}/auth/password-reset?token=SECRET-RESET-TOKEN`);
      await fetch(`${logged.url}/auth/email-confirmation?token=SECRET-CONFIRM&state=S1&code=C1`);
      await fetch(`${logged.url}/api/nothing?code=SECRET-CODE`);
    } finally {
      await logged.stop();
    }
    const all = lines.join('\n');
    expect(all).toContain('/auth/password-reset?token=[redacted]');
    for (const secret of ['SECRET-RESET-TOKEN', 'SECRET-CONFIRM', 'S1', 'C1', 'SECRET-CODE']) expect(all).not.toContain(secret);
  });

  it('`npm start` in production without SMTP_URL exits 1 with one line naming it', async () => {
    const serverRoot = path.resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1:9/x', SESSION_SECRET: 'p'.repeat(40), SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe('Missing environment variable SMTP_URL (required in production)');
  });

  it('production refuses to start without SMTP_URL, with one line naming it', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1/x', SESSION_SECRET: 'p'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(new ConfigError('Missing environment variable SMTP_URL (required in production)'));
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://127.0.0.1:25' })).not.toThrow();
  });
});

describe('development routes', () => {
  it('answer loopback clients only: a forwarded client behind a trusted proxy gets 404', async () => {
    expect((await new HttpClient(app.url).get('/dev/mailbox')).status).toBe(200);
    const proxied = await startTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const forwarded = await new HttpClient(proxied.url).request('GET', '/dev/mailbox', undefined, { 'x-forwarded-for': '203.0.113.7' });
      expect(forwarded.status).toBe(404);
      expect(forwarded.text).not.toContain('Development mailbox');
      expect((await new HttpClient(proxied.url).get('/dev/mailbox')).status).toBe(200);
    } finally {
      await proxied.stop();
    }
    // Without a trusted proxy the header is ignored: the socket decides.
    expect((await new HttpClient(app.url).request('GET', '/dev/mailbox', undefined, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
  });

  it('a socket from another address is not loopback, whatever it claims', () => {
    const req = (socket: string, ip: string) => ({ socket: { remoteAddress: socket }, ip }) as unknown as Request;
    expect(fromLoopback(req('192.0.2.10', '127.0.0.1'))).toBe(false);
    expect(fromLoopback(req('::ffff:127.0.0.1', '::ffff:127.0.0.1'))).toBe(true);
    expect(fromLoopback(req('::1', '::1'))).toBe(true);
  });

  it('do not exist in production', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', SMTP_URL: smtp.url });
    try {
      expect((await new HttpClient(prod.url).get('/dev/mailbox')).status).toBe(404);
    } finally {
      await prod.stop();
    }
  });
});

describe('answers that were 500s', () => {
  it('U+0000 in list and search parameters is a 400, in REST and GraphQL', async () => {
    const anonymous = new HttpClient(app.url);
    const rest = await anonymous.get('/api/profiles?search=%00');
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('QUERY_INVALID_PARAM');
    const { client } = await (async () => {
      const account = await createAccount(app);
      const c = new HttpClient(app.url);
      await c.post('/api/auth/signin', { email: account.email, password: account.password });
      return { client: c };
    })();
    for (const query of ['{ profiles(search: "a\\u0000b") { total } }', '{ myProfiles(search: "\\u0000") { total } }']) {
      const answer = await client.graphql(query);
      expect(answer.errors?.[0]?.extensions?.status, query).toBe(400);
    }
  });

  it('a missing or traversing file under /media or /assets is a 404, not a 500', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const dist = path.join(app.container.config.dataDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const served = await startTestApp({ CLIENT_DIST: dist, LOG_LEVEL: 'info' }, undefined, logger);
    try {
      for (const p of ['/media/missing.webp', '/assets/missing-abc.js', '/media/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
        const answer = await fetch(served.url + p);
        expect(answer.status, p).toBe(404);
      }
    } finally {
      await served.stop();
    }
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });

  it('in production: introspection by a non-admin is 403 FORBIDDEN, and no error suggests schema names', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', SMTP_URL: smtp.url });
    try {
      const anonymous = new HttpClient(prod.url);
      const introspection = await anonymous.request('POST', '/graphql', { query: '{ __schema { types { name } } }' });
      expect(introspection.status).toBe(403);
      expect(introspection.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const typo = await anonymous.graphql('{ profiles(filter: { type: [dancr] }) { total } }');
      expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
      const field = await anonymous.graphql('{ profile { nam } }');
      expect(JSON.stringify(field.errors)).not.toMatch(/Did you mean/);
    } finally {
      await prod.stop();
    }
  });
});
