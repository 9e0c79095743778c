import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionClient, signIn, type TestAccount } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Passkeys (PRODUCT.md §13; docs/decisions.md "Passkeys"): enrolled on the Security page, a second factor after the
// password, and a sign-in on their own. Every WebAuthn message is real: a software authenticator (ES256, "none"
// attestation) signs what @simplewebauthn/server verifies, for the relying party APP_URL names.

const APP_URL = 'http://odance.test';
let app: TestApp;
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url, APP_URL });
});
afterAll(async () => {
  await app?.stop();
  await smtp.stop();
});

const BEGIN = `mutation { beginPasskeyEnrolment { options } }`;
const CONFIRM = `mutation Confirm($name: String!, $response: String!) { confirmPasskeyEnrolment(name: $name, response: $response) { passkey { id name lastUsedAt } recoveryCodes } }`;
const REMOVE = `mutation Remove($id: ID!, $password: String, $code: String) { removePasskey(id: $id, password: $password, code: $code) }`;
const FACTORS = `{ secondFactors { totp recoveryCodesLeft passkeys { id name lastUsedAt } } }`;

const newAuthenticator = () => new SoftwareAuthenticator('odance.test', APP_URL);

/** A signed-in account that added `authenticator` as a passkey named "Laptop"; the enrolment's answer. */
async function enrolled(authenticator = newAuthenticator()) {
  const account = await createAccount(app);
  const client = await signIn(app, account);
  const begin = await client.graphql(BEGIN);
  expect(begin.errors).toBeUndefined();
  const options = JSON.parse(begin.data!.beginPasskeyEnrolment.options as string);
  const confirm = await client.graphql(CONFIRM, { name: 'Laptop', response: JSON.stringify(authenticator.register(options)) });
  expect(confirm.errors).toBeUndefined();
  return { account, client, authenticator, options, result: confirm.data!.confirmPasskeyEnrolment as { passkey: { id: string; name: string }; recoveryCodes: string[] } };
}

/** Fresh authentication options, as the sign-in page asks for them. */
async function signInOptions(browser: HttpClient): Promise<{ challenge: string; rpId: string; allowCredentials?: unknown[]; userVerification: string }> {
  const res = await browser.post('/api/auth/signin/passkey/options', {});
  expect(res.status).toBe(200);
  return res.body.options;
}

const refusedPasskey = { code: 'VALIDATION_FAILED', params: { field: 'passkey', reason: 'invalid' } };

describe('enrolment', () => {
  it('adds a passkey under its name: options for this relying party, a first factor brings ten recovery codes, a mail tells the owner', async () => {
    const { account, client, authenticator, options, result } = await enrolled();
    expect(options.rp).toEqual({ name: 'oDance', id: 'odance.test' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    // The user handle is the account id, never the email.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(account.id);
    expect(result.passkey).toMatchObject({ id: authenticator.id, name: 'Laptop' });
    expect(result.recoveryCodes).toHaveLength(10);
    expect((await client.graphql(FACTORS)).data!.secondFactors).toEqual({ totp: false, recoveryCodesLeft: 10, passkeys: [{ id: authenticator.id, name: 'Laptop', lastUsedAt: null }] });
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/A passkey \(&quot;Laptop&quot;\) was added|A passkey \("Laptop"\) was added/);

    // A second passkey: no new recovery codes (the first ones still work); the first is excluded from its options.
    const again = JSON.parse((await client.graphql(BEGIN)).data!.beginPasskeyEnrolment.options as string);
    expect(again.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    const second = await client.graphql(CONFIRM, { name: 'Phone', response: JSON.stringify(newAuthenticator().register(again)) });
    expect(second.data!.confirmPasskeyEnrolment.recoveryCodes).toEqual([]);
    expect((await client.graphql(FACTORS)).data!.secondFactors.passkeys.map((p: { name: string }) => p.name)).toEqual(['Laptop', 'Phone']);
  });

  it('refuses an answer made for another origin, a challenge used twice, another account’s challenge, and a credential already stored', async () => {
    const account = await createAccount(app);
    const client = await signIn(app, account);
    const authenticator = newAuthenticator();
    const options = JSON.parse((await client.graphql(BEGIN)).data!.beginPasskeyEnrolment.options as string);
    // Another site relaying oDance's challenge: the browser writes that site's origin, which is refused (and the challenge is spent).
    const foreign = await client.graphql(CONFIRM, { name: 'Evil', response: JSON.stringify(authenticator.register(options, { origin: 'http://evil.test' })) });
    expect(foreign.errors?.[0].extensions).toMatchObject(refusedPasskey);
    const replay = await client.graphql(CONFIRM, { name: 'Laptop', response: JSON.stringify(authenticator.register(options)) });
    expect(replay.errors?.[0].extensions).toMatchObject(refusedPasskey);

    // A challenge issued to someone else does not enrol in this account.
    const other = await signIn(app, await createAccount(app));
    const othersOptions = JSON.parse((await other.graphql(BEGIN)).data!.beginPasskeyEnrolment.options as string);
    expect((await client.graphql(CONFIRM, { name: 'Laptop', response: JSON.stringify(authenticator.register(othersOptions)) })).errors?.[0].extensions).toMatchObject(refusedPasskey);

    // Garbage and bad names: VALIDATION_FAILED on the field, never a 500.
    const fresh = JSON.parse((await client.graphql(BEGIN)).data!.beginPasskeyEnrolment.options as string);
    expect((await client.graphql(CONFIRM, { name: 'Laptop', response: '{not json' })).errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'response' } });
    expect((await client.graphql(CONFIRM, { name: ' ', response: JSON.stringify(authenticator.register(fresh)) })).errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'name', reason: 'required' },
    });
    const ok = await client.graphql(CONFIRM, { name: 'Laptop', response: JSON.stringify(authenticator.register(fresh)) });
    expect(ok.errors).toBeUndefined();
    const stored = JSON.parse((await other.graphql(BEGIN)).data!.beginPasskeyEnrolment.options as string);
    expect((await other.graphql(CONFIRM, { name: 'Stolen', response: JSON.stringify(authenticator.register(stored)) })).errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'passkey', reason: 'alreadyExists' },
    });
    expect((await client.graphql(FACTORS)).data!.secondFactors.passkeys).toHaveLength(1);
  });

  it('is for a browser session only, and for the signed-in', async () => {
    expect((await new HttpClient(app.url).graphql(BEGIN)).errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
  });
});

describe('sign-in with a passkey alone', () => {
  it('signs the passkey’s account in: discoverable options (no credential list), a session, the passkey’s last use', async () => {
    const { account, client, authenticator } = await enrolled();
    const browser = new HttpClient(app.url);
    const options = await signInOptions(browser);
    expect(options).toMatchObject({ rpId: 'odance.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(options) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: account.id, email: account.email });
    expect((await browser.get('/api/account/data')).status).toBe(200);
    const [passkey] = (await client.graphql(FACTORS)).data!.secondFactors.passkeys;
    expect(passkey.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, a spent challenge, a made-up challenge, another origin, and an unverified user', async () => {
    const { authenticator } = await enrolled();
    const browser = new HttpClient(app.url);
    const options = await signInOptions(browser);
    const answer = authenticator.assert(options);
    expect((await browser.post('/api/auth/signin/passkey', { passkey: answer })).status).toBe(200);
    // The same answer again (a captured request): the challenge was spent.
    const replay = await new HttpClient(app.url).post('/api/auth/signin/passkey', { passkey: answer });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject(refusedPasskey);
    // A fresh signature over the spent challenge, or over one the server never issued.
    expect((await new HttpClient(app.url).post('/api/auth/signin/passkey', { passkey: authenticator.assert(options) })).body).toMatchObject(refusedPasskey);
    expect((await new HttpClient(app.url).post('/api/auth/signin/passkey', { passkey: authenticator.assert({ challenge: 'bWFkZS11cA' }) })).body).toMatchObject(refusedPasskey);

    // A phishing site relaying a real challenge: its origin is in what the browser signed.
    const phished = new HttpClient(app.url);
    const res = await phished.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(phished), { origin: 'http://odance.test.evil.example' }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(refusedPasskey);
    expect(phished.cookies.has(app.container.config.authTokenName)).toBe(false);
    // Presence without verification (no fingerprint, no PIN) is not enough to replace a password.
    expect((await phished.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(phished), { userVerified: false }) })).body).toMatchObject(refusedPasskey);
    // Malformed bodies are VALIDATION_FAILED on their field.
    expect((await phished.post('/api/auth/signin/passkey', { passkey: { id: 'x' } })).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const { authenticator } = await enrolled();
    const browser = new HttpClient(app.url);
    expect((await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(browser), { counter: 5 }) })).status).toBe(200);
    expect(await app.container.dataSource.query('SELECT counter FROM passkey WHERE id = $1', [authenticator.id])).toEqual([{ counter: '5' }]);
    for (const counter of [3, 5]) {
      const res = await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(browser), { counter }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(refusedPasskey);
    }
    expect((await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(browser), { counter: 6 }) })).status).toBe(200);
  });

  it('is throttled per IP like password sign-ins, counted before the answer is checked', async () => {
    const from = '127.0.0.77';
    const { authenticator } = await enrolled();
    const browser = new HttpClient(`http://127.0.0.1:${app.port}`, { from });
    // 50 answers to challenges the server never issued: each counted, each refused.
    for (let i = 0; i < 50; i += 1) {
      const wrong = await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert({ challenge: `bWFkZS11cC${i}` }) });
      expect(wrong.status).toBe(400);
    }
    const res = await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(browser)) });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('a passkey as the second factor', () => {
  it('password alone: 401 with "passkey" among the methods; the password with a passkey answer signs in', async () => {
    const { account, authenticator } = await enrolled();
    const browser = new HttpClient(app.url);
    const bare = await browser.post('/api/auth/signin', { email: account.email, password: account.password });
    expect(bare.status).toBe(401);
    expect(bare.body).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', params: { methods: ['passkey', 'recovery'] } });
    const res = await browser.post('/api/auth/signin', { email: account.email, password: account.password, passkey: authenticator.assert(await signInOptions(browser)) });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(account.id);
  });

  it('refuses another account’s passkey and a replayed answer', async () => {
    const { account } = await enrolled();
    const { authenticator: stranger } = await enrolled();
    const browser = new HttpClient(app.url);
    const res = await browser.post('/api/auth/signin', { email: account.email, password: account.password, passkey: stranger.assert(await signInOptions(browser)) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(refusedPasskey);
    expect(browser.cookies.has(app.container.config.authTokenName)).toBe(false);
  });
});

describe('removing a passkey', () => {
  async function removeWith(client: HttpClient, id: string, variables: Record<string, unknown>) {
    return client.graphql(REMOVE, { id, ...variables });
  }

  it('needs the password; then the passkey no longer signs in, and with no factor left the recovery codes go and the password alone signs in', async () => {
    const { account, client, authenticator } = await enrolled();
    await smtp.nextMailTo(account.email);
    expect((await removeWith(client, authenticator.id, {})).errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'password', reason: 'required' } });
    expect((await removeWith(client, authenticator.id, { password: 'Wrong123!' })).errors?.[0].extensions.code).toBe('ACCOUNT_INVALID_CURRENT_PASSWORD');
    // Someone else's passkey is not found for this account.
    const other = await enrolled();
    expect((await removeWith(client, other.authenticator.id, { password: account.password })).errors?.[0].extensions.code).toBe('NOT_FOUND');

    expect((await removeWith(client, authenticator.id, { password: account.password })).data?.removePasskey).toBe(true);
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/Laptop.{0,12} was removed/);
    expect((await client.graphql(FACTORS)).data!.secondFactors).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: [] });
    const browser = new HttpClient(app.url);
    const res = await browser.post('/api/auth/signin/passkey', { passkey: authenticator.assert(await signInOptions(browser)) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(refusedPasskey);
    expect((await browser.post('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('a Google account proves itself with a recovery code', async () => {
    const account: TestAccount = await createAccount(app, { authMethod: 'google' });
    const client = await sessionClient(app, account.id);
    const authenticator = newAuthenticator();
    const options = JSON.parse((await client.graphql(BEGIN)).data!.beginPasskeyEnrolment.options as string);
    const { recoveryCodes } = (await client.graphql(CONFIRM, { name: 'Key', response: JSON.stringify(authenticator.register(options)) })).data!.confirmPasskeyEnrolment;
    expect((await removeWith(client, authenticator.id, {})).errors?.[0].extensions).toMatchObject({ params: { field: 'code', reason: 'required' } });
    expect((await removeWith(client, authenticator.id, { code: 'aaaaa-bbbbb' })).errors?.[0].extensions).toMatchObject({ params: { field: 'code', reason: 'invalid' } });
    expect((await removeWith(client, authenticator.id, { code: recoveryCodes[0] })).data?.removePasskey).toBe(true);
  });
});
