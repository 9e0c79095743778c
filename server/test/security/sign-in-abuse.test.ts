import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../../src/modules/auth/password.js';
import { createAccount } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 13 items 1, 2 and 4: attempts are counted before the password is verified; the owner's trusted browser
// keeps its own allowance; password checks behind a session are throttled; every 429 says when to come back.
let app: TestApp;
let loopbackUrl: string;
beforeAll(async () => {
  app = await startTestApp();
  loopbackUrl = `http://127.0.0.1:${app.port}`;
});
afterAll(async () => {
  await app.stop();
});

const signIn = (client: HttpClient, email: string, password: string) => client.post('/api/auth/signin', { email, password });

describe('sign-in throttle', () => {
  it('verifies at most the per-account limit of 100 parallel wrong passwords, and the trusted browser still signs in', async () => {
    const owner = await createAccount(app);
    const ownersBrowser = new HttpClient(app.url);
    expect((await signIn(ownersBrowser, owner.email, owner.password)).status).toBe(200);
    expect(ownersBrowser.cookies.has('odance_device')).toBe(true);

    const attacker = new HttpClient(app.url);
    await attacker.get('/config.json');
    const before = passwordWork.verifications;
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn(attacker, owner.email, 'Wrong-password-1')));
    const verified = passwordWork.verifications - before;
    expect(verified).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(verified);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(95);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);

    // The account is locked for untrusted devices, even with the right password …
    const stranger = new HttpClient(app.url);
    expect((await signIn(stranger, owner.email, owner.password)).status).toBe(429);
    // … but the owner's browser, which signed in before, has its own allowance.
    expect((await signIn(ownersBrowser, owner.email, owner.password)).status).toBe(200);
  });

  it('a device cookie is bound to its account and its signature', async () => {
    const owner = await createAccount(app);
    const other = await createAccount(app);
    const browser = new HttpClient(app.url);
    expect((await signIn(browser, owner.email, owner.password)).status).toBe(200);
    const cookie = browser.cookies.get('odance_device')!;
    // Lock `other` for untrusted devices.
    const attacker = new HttpClient(app.url);
    for (let i = 0; i < 5; i += 1) expect((await signIn(attacker, other.email, 'Wrong-password-1')).status).toBe(401);
    // owner's device cookie does not make the browser trusted for `other`.
    expect((await signIn(browser, other.email, other.password)).status).toBe(429);
    // A forged signature is no device cookie.
    const forger = new HttpClient(app.url);
    forger.cookies.set('odance_device', cookie.replace(/\.[^.]+$/, '.AAAA'));
    expect((await signIn(forger, other.email, other.password)).status).toBe(429);
  });

  it('counts at most the per-IP limit of parallel guesses on many accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 20 }, () => createAccount(app)));
    // A fresh client address: all of 127.0.0.0/8 is loopback, and the test app trusts no proxy.
    const before = passwordWork.verifications;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(new HttpClient(loopbackUrl, { from: '127.0.0.9' }), accounts[i % 20]!.email, 'Wrong-password-1')),
    );
    expect(passwordWork.verifications - before).toBeLessThanOrEqual(50);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(50);
  });

  it('an X-Forwarded-For does not move a client to another IP allowance when no proxy is trusted', async () => {
    const accounts = await Promise.all(Array.from({ length: 11 }, () => createAccount(app)));
    const from = '127.0.0.10';
    let lastStatus = 0;
    for (let i = 0; i < 55; i += 1) {
      const client = new HttpClient(loopbackUrl, { from });
      const res = await client.request('POST', '/api/auth/signin', { email: accounts[i % 11]!.email, password: 'Wrong-password-1' }, { 'x-forwarded-for': `198.51.100.${i}` });
      lastStatus = res.status;
    }
    expect(lastStatus).toBe(429);
  });
});

describe('password checks behind a session', () => {
  it('throttles POST /api/account/password and DELETE /api/account per account, and the GraphQL twin', async () => {
    const account = await createAccount(app);
    const client = new HttpClient(app.url);
    const signedIn = await signIn(client, account.email, account.password);
    expect(signedIn.status, signedIn.text + JSON.stringify(await app.container.dataSource.query('SELECT key, count(*) FROM rate_event GROUP BY key'))).toBe(200);
    const before = passwordWork.verifications;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? client.post('/api/account/password', { currentPassword: 'Wrong-password-1', newPassword: 'Another9secret!' })
          : client.delete('/api/account', { password: 'Wrong-password-1' }),
      ),
    );
    expect(passwordWork.verifications - before).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length, JSON.stringify(answers.slice(0, 2).map((a) => a.body))).toBeGreaterThanOrEqual(15);
    const gql = await client.graphql('mutation { changePassword(input: {currentPassword: "Wrong-password-1", newPassword: "Another9secret!"}) }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Still signed in and still there: the throttle refused the guesses, it did not act on them.
    expect((await client.graphql('{ me { id } }')).data?.me?.id).toBe(account.id);
  });
});
