import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SSO_STATE_COOKIE, SsoStateSealer } from '../../src/modules/auth/google/sso-state-cookie.js';
import { namesOf } from '../../src/modules/auth/commands/google-sign-in.js';
import { createAccount, MEMBER_CAN } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const APP_URL = 'http://odance.test';
const CLIENT_ID = 'odance-test-client';

// A real local OpenID provider: authorize → code (with the PKCE challenge remembered) → token → userinfo.
const provider = new OAuth2Server();
let app: TestApp;
// What /userinfo answers next; each test sets the person signing in.
let userinfo: { statusCode: number; body: Record<string, unknown> };
let lastUserinfoRequest: { url: string; authorization: string | undefined } | undefined;

function googleEnv(): Record<string, string> {
  const issuer = provider.issuer.url!;
  return {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'odance-test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    APP_URL,
  };
}

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeUserinfo', (response: { statusCode: number; body: unknown }, req: IncomingMessage) => {
    lastUserinfoRequest = { url: req.url ?? '', authorization: req.headers.authorization };
    response.statusCode = userinfo.statusCode;
    response.body = userinfo.body;
  });
  app = await startTestApp(googleEnv());
});
afterAll(async () => {
  await app?.stop();
  await provider.stop();
});

let sequence = 0;
beforeEach(() => {
  sequence += 1;
  signInAs(googlePerson());
});

function googlePerson(overrides: Record<string, unknown> = {}) {
  return {
    sub: `google-${sequence}-${Date.now()}`,
    email: `dancer${sequence}-${Date.now()}@gmail.test`,
    email_verified: true,
    given_name: 'Lola',
    family_name: 'Flores',
    name: 'Lola Flores',
    ...overrides,
  };
}

function signInAs(body: Record<string, unknown>, statusCode = 200) {
  userinfo = { statusCode, body };
}

/** The browser's part: ask the API for the URL, follow it to the provider, read where it sends us back. */
async function authorize(browser: HttpClient): Promise<{ code: string; state: string; authorizeUrl: URL }> {
  const res = await browser.get('/api/auth/sso/google/url');
  expect(res.status).toBe(200);
  const authorizeUrl = new URL(res.body.url as string);
  const back = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/auth/sso/google`);
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')!, authorizeUrl };
}

async function signInWithGoogle(browser = new HttpClient(app.url)) {
  const { code, state } = await authorize(browser);
  return { browser, res: await browser.post('/api/auth/sso/google/callback', { code, state }) };
}

async function accountRow(email: string) {
  const [row]: Array<Record<string, any>> = await app.container.dataSource.query('SELECT * FROM account WHERE email = $1', [email]);
  return row;
}

describe('GET /api/auth/sso/google/url', () => {
  it('points to the provider with client id, redirect URI, state and an S256 challenge, and binds them to the browser', async () => {
    const browser = new HttpClient(app.url);
    const res = await browser.get('/api/auth/sso/google/url');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(res.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/auth/sso/google`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SSO_STATE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/sso\/google/);
    expect(cookie).not.toMatch(/Secure/i);
    // Sealed: neither the state nor the verifier can be read from the cookie.
    expect(cookie).not.toContain(url.searchParams.get('state')!);

    const again = await browser.get('/api/auth/sso/google/url');
    expect(new URL(again.body.url as string).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('says googleSignIn: true in /config.json', async () => {
    expect((await new HttpClient(app.url).get('/config.json')).body.googleSignIn).toBe(true);
  });
});

describe('POST /api/auth/sso/google/callback', () => {
  it('creates an active, confirmed Google account, signs it in and clears the state cookie', async () => {
    const person = googlePerson({ email: `New.Dancer${sequence}@Gmail.test` });
    signInAs(person);
    const { browser, res } = await signInWithGoogle();
    expect(res.status).toBe(200);
    const email = `new.dancer${sequence}@gmail.test`;
    expect(res.body).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Lola',
      lastName: 'Flores',
      role: { name: 'user' },
      balance: { odance: 0 },
      active: true,
      emailConfirmed: true,
      authMethod: 'google',
      mainProfile: null,
      mailOnTransferReceived: true,
      can: MEMBER_CAN,
    });
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('odance_session='))).toMatch(/HttpOnly/i);
    expect(setCookies.find((c) => c.startsWith(`${SSO_STATE_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(browser.cookies.has(SSO_STATE_COOKIE)).toBe(false);

    const data = await browser.get('/api/account/data');
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ id: res.body.id, email, authMethod: 'google' });
    const row = await accountRow(email);
    expect(row).toMatchObject({ google_subject: person.sub, auth_method: 'google', password_hash: null, active: true });
    expect(row?.email_confirmed_at).toBeInstanceOf(Date);
    expect(row?.approved_at).toBeInstanceOf(Date);
    // The access token travels in a header, never in a URL that could end up in a log.
    expect(lastUserinfoRequest?.authorization).toMatch(/^Bearer \S+/);
    expect(lastUserinfoRequest?.url).not.toContain('access_token');
  });

  it('signs a returning Google account into the same account with a new session', async () => {
    const person = googlePerson();
    signInAs(person);
    const first = await signInWithGoogle();
    expect(first.res.status).toBe(200);
    const firstSession = first.browser.cookies.get('odance_session');

    // Same Google subject; the names changed at Google, the account keeps its own.
    signInAs({ ...person, given_name: 'Dolores' });
    const second = await signInWithGoogle(first.browser);
    expect(second.res.status).toBe(200);
    expect(second.res.body.id).toBe(first.res.body.id);
    expect(second.res.body.firstName).toBe('Lola');
    expect(first.browser.cookies.get('odance_session')).not.toBe(firstSession);

    const elsewhere = await signInWithGoogle();
    expect(elsewhere.res.body.id).toBe(first.res.body.id);
    const [{ count }] = await app.container.dataSource.query('SELECT count(*) FROM account WHERE google_subject = $1', [person.sub]);
    expect(Number(count)).toBe(1);
  });

  it('makes exactly one account of concurrent first sign-ins by one person', async () => {
    const person = googlePerson();
    signInAs(person);
    const browsers = [0, 1, 2].map(() => new HttpClient(app.url));
    const grants = await Promise.all(browsers.map((browser) => authorize(browser)));
    const results = await Promise.all(browsers.map((browser, i) => browser.post('/api/auth/sso/google/callback', grants[i])));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const [{ count }] = await app.container.dataSource.query('SELECT count(*) FROM account WHERE email = $1', [person.email]);
    expect(Number(count)).toBe(1);
  });

  it('never takes a concurrent first sign-in of the same person for another identity (8 at once, 5 rounds)', async () => {
    // Before the subject and email lookups were one statement, about 1 in 7 of these got 409 AUTH_EMAIL_ALREADY_IN_USE.
    for (let round = 0; round < 5; round += 1) {
      const person = googlePerson({ sub: `google-race-${round}-${Date.now()}`, email: `race${round}-${Date.now()}@gmail.test` });
      signInAs(person);
      const browsers = Array.from({ length: 8 }, () => new HttpClient(app.url));
      const grants = await Promise.all(browsers.map((browser) => authorize(browser)));
      const results = await Promise.all(browsers.map((browser, i) => browser.post('/api/auth/sso/google/callback', grants[i])));
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    }
  });

  it('refuses an address registered with a password: 409 AUTH_ACCOUNT_REGISTERED_WITH_EMAIL, no session', async () => {
    const existing = await createAccount(app);
    signInAs(googlePerson({ email: existing.email.toUpperCase() }));
    const { browser, res } = await signInWithGoogle();
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'AUTH_ACCOUNT_REGISTERED_WITH_EMAIL', type: 'error' });
    expect(browser.cookies.has('odance_session')).toBe(false);
    expect((await browser.get('/api/account/data')).status).toBe(401);
    expect(await accountRow(existing.email)).toMatchObject({ auth_method: 'email', google_subject: null });
  });

  it('tells a password sign-in on a Google account to use Google', async () => {
    const person = googlePerson();
    signInAs(person);
    expect((await signInWithGoogle()).res.status).toBe(200);
    const res = await new HttpClient(app.url).post('/api/auth/signin', { email: person.email, password: 'Whatever1!' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER');
  });

  it('refuses a deactivated Google account with AUTH_ACCOUNT_NOT_ACTIVE', async () => {
    const person = googlePerson();
    signInAs(person);
    expect((await signInWithGoogle()).res.status).toBe(200);
    await app.container.dataSource.query('UPDATE account SET active = false WHERE google_subject = $1', [person.sub]);
    const { browser, res } = await signInWithGoogle();
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH_ACCOUNT_NOT_ACTIVE');
    expect(browser.cookies.has('odance_session')).toBe(false);
  });

  it('falls back on other names when the profile lacks them', async () => {
    const person = googlePerson({ given_name: undefined, family_name: undefined, name: `${'Ñ'.repeat(40)} de la Vega` });
    signInAs(person);
    const { res } = await signInWithGoogle();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ñ'.repeat(32), lastName: 'de la Vega' });

    expect(namesOf({ email: 'solo@gmail.test', given_name: 'Cher' })).toEqual({ firstName: 'Cher', lastName: '-' });
    expect(namesOf({ email: 'solo@gmail.test' })).toEqual({ firstName: 'solo', lastName: '-' });
    expect(namesOf({ email: 'x@gmail.test', given_name: '  Ana  ', family_name: 'y'.repeat(70) })).toEqual({ firstName: 'Ana', lastName: 'y'.repeat(64) });
  });

  describe('state bound to the browser', () => {
    it("refuses another browser's state with 400 AUTH_INVALID_SSO_STATE", async () => {
      const victim = new HttpClient(app.url);
      const { code, state } = await authorize(victim);
      const attacker = new HttpClient(app.url);
      await attacker.get('/api/auth/sso/google/url');
      const res = await attacker.post('/api/auth/sso/google/callback', { code, state });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH_INVALID_SSO_STATE');
      // A browser that never started a sign-in at all
      const stranger = await new HttpClient(app.url).post('/api/auth/sso/google/callback', { code, state });
      expect(stranger.body.code).toBe('AUTH_INVALID_SSO_STATE');
    });

    it('refuses a tampered state or a tampered cookie', async () => {
      const browser = new HttpClient(app.url);
      const { code, state } = await authorize(browser);
      const sealed = browser.cookies.get(SSO_STATE_COOKIE)!;
      const tamperedState = await browser.post('/api/auth/sso/google/callback', { code, state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` });
      expect(tamperedState.status).toBe(400);
      expect(tamperedState.body.code).toBe('AUTH_INVALID_SSO_STATE');

      // One attempt per URL: the cookie is gone after a failed one too.
      expect(browser.cookies.has(SSO_STATE_COOKIE)).toBe(false);
      expect((await browser.post('/api/auth/sso/google/callback', { code, state })).body.code).toBe('AUTH_INVALID_SSO_STATE');

      const flipped = Buffer.from(sealed, 'base64url');
      flipped[flipped.length - 1]! ^= 1;
      browser.cookies.set(SSO_STATE_COOKIE, flipped.toString('base64url'));
      const tamperedCookie = await browser.post('/api/auth/sso/google/callback', { code, state });
      expect(tamperedCookie.body.code).toBe('AUTH_INVALID_SSO_STATE');

      const forged = new SsoStateSealer('some-other-secret-some-other-secret-0123').seal({ state, verifier: 'v'.repeat(43), expiresAt: Date.now() + 60_000 });
      browser.cookies.set(SSO_STATE_COOKIE, forged);
      expect((await browser.post('/api/auth/sso/google/callback', { code, state })).body.code).toBe('AUTH_INVALID_SSO_STATE');
    });

    it('refuses an expired state', async () => {
      const browser = new HttpClient(app.url);
      const { code, state } = await authorize(browser);
      const sealer = new SsoStateSealer(app.container.config.sessionSecret);
      const saved = sealer.unseal(browser.cookies.get(SSO_STATE_COOKIE)!)!;
      expect(saved.state).toBe(state);
      expect(saved.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
      browser.cookies.set(SSO_STATE_COOKIE, sealer.seal({ ...saved, expiresAt: Date.now() - 1 }));
      const res = await browser.post('/api/auth/sso/google/callback', { code, state });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH_INVALID_SSO_STATE');
    });

    it('refuses a missing state, and a missing code', async () => {
      const browser = new HttpClient(app.url);
      const { code, state } = await authorize(browser);
      expect((await browser.post('/api/auth/sso/google/callback', { code })).body.code).toBe('AUTH_INVALID_SSO_STATE');
      expect((await browser.post('/api/auth/sso/google/callback', { state: 42, code })).body.code).toBe('AUTH_INVALID_SSO_STATE');
      const res = await browser.post('/api/auth/sso/google/callback', { state });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH_INVALID_SSO_CODE');
    });
  });

  describe('the provider', () => {
    it('refusing the code: 400 AUTH_INVALID_SSO_CODE', async () => {
      const browser = new HttpClient(app.url);
      const { state } = await authorize(browser);
      const res = await browser.post('/api/auth/sso/google/callback', { code: 'not-a-code-the-provider-issued', state });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH_INVALID_SSO_CODE');
    });

    it('refusing a code issued for another PKCE challenge (the verifier is bound to the URL the browser got)', async () => {
      const browser = new HttpClient(app.url);
      const first = await authorize(browser);
      // A second sign-in URL in the same browser replaces the first one's state and verifier.
      const second = await authorize(browser);
      const res = await browser.post('/api/auth/sso/google/callback', { code: first.code, state: second.state });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH_INVALID_SSO_CODE');
    });

    it('failing at the token endpoint: 502 AUTH_FAILED_TO_GET_USER_DATA', async () => {
      const failures = [
        { statusCode: 503, body: { error: 'temporarily_unavailable' } },
        { statusCode: 500, body: '' },
        { statusCode: 200, body: { token_type: 'Bearer' } },
      ];
      for (const failure of failures) {
        provider.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => Object.assign(response, failure));
        const { browser, res } = await signInWithGoogle();
        expect(res.status).toBe(502);
        expect(res.body.code).toBe('AUTH_FAILED_TO_GET_USER_DATA');
        expect(browser.cookies.has('odance_session')).toBe(false);
      }
    });

    it('answering userinfo without a verified email, or failing: 502 AUTH_FAILED_TO_GET_USER_DATA', async () => {
      for (const body of [googlePerson({ email_verified: false }), googlePerson({ email: undefined }), { sub: 'only-a-subject' }]) {
        signInAs(body);
        const { browser, res } = await signInWithGoogle();
        expect(res.status).toBe(502);
        expect(res.body.code).toBe('AUTH_FAILED_TO_GET_USER_DATA');
        expect(browser.cookies.has('odance_session')).toBe(false);
      }
      signInAs({ error: 'server_error' }, 500);
      const failed = await signInWithGoogle();
      expect(failed.res.status).toBe(502);
      expect(failed.res.body.code).toBe('AUTH_FAILED_TO_GET_USER_DATA');
    });
  });
});

describe('a Google account with a second factor (the second step after Google)', () => {
  const BEGIN = `mutation { beginTotpEnrolment { secret } }`;
  const CONFIRM = `mutation Confirm($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`;
  // TOTP at fixed times (the app's clock, set here): codes of T0 are valid from T0 to T0 + 29 s.
  const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
  const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
  let realNow: () => number;
  beforeAll(() => {
    realNow = app.container.clock.now.bind(app.container.clock);
    app.container.clock.now = () => T0;
  });
  afterAll(() => {
    app.container.clock.now = realNow;
  });

  /** A Google person who signed in once and turned on an authenticator app; its secret and recovery codes. */
  async function withTotp() {
    const person = googlePerson();
    signInAs(person);
    const first = await signInWithGoogle();
    expect(first.res.status).toBe(200);
    const { secret } = (await first.browser.graphql(BEGIN)).data!.beginTotpEnrolment as { secret: string };
    const confirm = await first.browser.graphql(CONFIRM, { code: await codeAt(secret, T0) });
    expect(confirm.errors).toBeUndefined();
    return { person, id: first.res.body.id as string, secret, recoveryCodes: confirm.data!.confirmTotpEnrolment.recoveryCodes as string[] };
  }

  it('Google alone answers 401 AUTH_SECOND_FACTOR_REQUIRED with a pending sign-in and no session; a code of the app then signs in, once', async () => {
    const { person, id, secret } = await withTotp();
    signInAs(person);
    const { browser, res } = await signInWithGoogle();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', params: { methods: ['totp', 'recovery'], pendingSignIn: expect.any(String) } });
    expect(browser.cookies.has('odance_session')).toBe(false);
    const pendingSignIn = res.body.params.pendingSignIn as string;

    // A wrong code: VALIDATION_FAILED on the code, no session, and the pending sign-in still usable.
    const wrong = await browser.post('/api/auth/signin/second-factor', { pendingSignIn, totpCode: await codeAt(secret, T0 - 10 * 30_000) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'totpCode', reason: 'invalid' } });
    expect(browser.cookies.has('odance_session')).toBe(false);
    // The code enrolment used (same step) is refused too: a code works once.
    expect((await browser.post('/api/auth/signin/second-factor', { pendingSignIn, totpCode: await codeAt(secret, T0) })).status).toBe(400);

    const ok = await browser.post('/api/auth/signin/second-factor', { pendingSignIn, totpCode: await codeAt(secret, T0 + 30_000) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, authMethod: 'google' });
    expect((await browser.get('/api/account/data')).status).toBe(200);
    // The pending sign-in was spent with the session it opened.
    const again = await new HttpClient(app.url).post('/api/auth/signin/second-factor', { pendingSignIn, recoveryCode: 'aaaaa-bbbbb' });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('a recovery code instead of the app; a made-up pending sign-in is refused', async () => {
    const { person, id, recoveryCodes } = await withTotp();
    signInAs(person);
    const { browser, res } = await signInWithGoogle();
    const ok = await browser.post('/api/auth/signin/second-factor', { pendingSignIn: res.body.params.pendingSignIn, recoveryCode: recoveryCodes[0] });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(id);
    const madeUp = await new HttpClient(app.url).post('/api/auth/signin/second-factor', { pendingSignIn: 'made-up', totpCode: '123456' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.code).toBe('AUTH_SESSION_EXPIRED');
  });

  it('a passkey as the second step after Google', async () => {
    const person = googlePerson();
    signInAs(person);
    const first = await signInWithGoogle();
    const authenticator = new SoftwareAuthenticator('odance.test', APP_URL);
    const options = JSON.parse((await first.browser.graphql(`mutation { beginPasskeyEnrolment { options } }`)).data!.beginPasskeyEnrolment.options as string);
    const enrol = await first.browser.graphql(`mutation C($response: String!) { confirmPasskeyEnrolment(name: "Key", response: $response) { recoveryCodes } }`, {
      response: JSON.stringify(authenticator.register(options)),
    });
    expect(enrol.errors).toBeUndefined();
    signInAs(person);
    const { browser, res } = await signInWithGoogle();
    expect(res.body).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', params: { methods: ['passkey', 'recovery'] } });
    const challenge = (await browser.post('/api/auth/signin/passkey/options', {})).body.options;
    const ok = await browser.post('/api/auth/signin/second-factor', { pendingSignIn: res.body.params.pendingSignIn, passkey: authenticator.assert(challenge) });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(first.res.body.id);
  });
});

describe('with ACCOUNT_APPROVAL=manual', () => {
  let manual: TestApp;
  beforeAll(async () => {
    manual = await startTestApp({ ...googleEnv(), ACCOUNT_APPROVAL: 'manual' });
  });
  afterAll(async () => manual?.stop());

  it('creates the account inactive, awaiting approval, and answers AUTH_ACCOUNT_NOT_ACTIVE', async () => {
    const person = googlePerson();
    signInAs(person);
    const browser = new HttpClient(manual.url);
    const { code, state } = await authorize(browser);
    const res = await browser.post('/api/auth/sso/google/callback', { code, state });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH_ACCOUNT_NOT_ACTIVE');
    expect(browser.cookies.has('odance_session')).toBe(false);
    const [row] = await manual.container.dataSource.query('SELECT * FROM account WHERE google_subject = $1', [person.sub]);
    expect(row).toMatchObject({ active: false, approved_at: null, auth_method: 'google', email: person.email });
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
  });
});

describe('without Google configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp({ APP_URL });
  });
  afterAll(async () => plain?.stop());

  it('answers 501 NOT_IMPLEMENTED_YET and says googleSignIn: false', async () => {
    const browser = new HttpClient(plain.url);
    const url = await browser.get('/api/auth/sso/google/url');
    expect(url.status).toBe(501);
    expect(url.body).toMatchObject({ code: 'NOT_IMPLEMENTED_YET', status: 501, type: 'error' });
    const callback = await browser.post('/api/auth/sso/google/callback', { code: 'x', state: 'y' });
    expect(callback.status).toBe(501);
    expect((await browser.get('/config.json')).body.googleSignIn).toBe(false);
  });
});
