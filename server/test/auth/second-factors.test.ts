import { generate } from 'otplib';
import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { waitFor } from '../support/wait-for.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Second factors (PRODUCT.md §13, docs/decisions.md "Second factors"): TOTP with recovery codes, the sign-in
// contract, throttling, devices, the security mails. TOTP codes come from otplib at fixed times (the app's clock is
// set by the test), so every expectation is exact.

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

// A step boundary: codes of T0 are valid from T0 to T0 + 29 s.
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);
let now = T0;
beforeEach(() => {
  now = T0;
  app.container.clock.now = () => now;
});
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

const BEGIN = `mutation { beginTotpEnrolment { secret otpauthUrl } }`;
const CONFIRM = `mutation Confirm($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`;
const DISABLE = `mutation Disable($password: String) { disableTotp(password: $password) }`;
const FACTORS = `{ secondFactors { totp recoveryCodesLeft enrolmentRequired passkeys { id } } }`;

/** A fresh password account, signed in, with a confirmed authenticator; its secret and recovery codes. */
async function enrolled() {
  const account = await createAccount(app);
  const client = await signIn(app, account);
  const begin = await client.graphql(BEGIN);
  const { secret, otpauthUrl } = begin.data!.beginTotpEnrolment as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/oDance:.+\?.*secret=/);
  const confirm = await client.graphql(CONFIRM, { code: await codeAt(secret, now) });
  expect(confirm.errors).toBeUndefined();
  const recoveryCodes = confirm.data!.confirmTotpEnrolment.recoveryCodes as string[];
  return { account, client, secret, recoveryCodes };
}

const signInWith = (body: Record<string, unknown>, client = new HttpClient(app.url)) => client.post('/api/auth/signin', body).then((res) => ({ res, client }));

describe('TOTP enrolment', () => {
  it('begin → confirm with a code of the app: ten single-use recovery codes, once; a mail tells the owner', async () => {
    const { account, client, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored: Array<{ code_hash: string }> = await app.container.dataSource.query('SELECT code_hash FROM recovery_code WHERE account_id = $1', [account.id]);
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await client.graphql(FACTORS)).data!.secondFactors).toEqual({ totp: true, recoveryCodesLeft: 10, enrolmentRequired: false, passkeys: [] });
    const mail = await smtp.nextMailTo(account.email);
    expect(mail.raw).toMatch(/An authenticator app was added/);
    // Enrolled: a second begin is refused until it is disabled.
    expect((await client.graphql(BEGIN)).errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'totp', reason: 'alreadyExists' } });
  });

  it('a wrong first code does not enrol', async () => {
    const account = await createAccount(app);
    const client = await signIn(app, account);
    const { secret } = (await client.graphql(BEGIN)).data!.beginTotpEnrolment;
    const wrong = (await client.graphql(CONFIRM, { code: await codeAt(secret, now - 10 * 30_000) })).errors?.[0].extensions;
    expect(wrong).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'code', reason: 'invalid' } });
    expect((await client.graphql(FACTORS)).data!.secondFactors.totp).toBe(false);
    expect((await signInWith({ email: account.email, password: account.password })).res.status).toBe(200);
  });
});

describe('sign-in with a second factor', () => {
  it('password alone: 401 AUTH_SECOND_FACTOR_REQUIRED with the methods, and no session', async () => {
    const { account } = await enrolled();
    const { res, client } = await signInWith({ email: account.email, password: account.password });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'AUTH_SECOND_FACTOR_REQUIRED', params: { methods: ['totp', 'recovery'] } });
    expect(client.cookies.has('odance_session')).toBe(false);
    expect((await client.get('/api/account/data')).status).toBe(401);
  });

  it('with a current totpCode: signed in; the same code again (same step) is refused', async () => {
    const { account, secret } = await enrolled();
    now = T0 + 60_000; // two steps after enrolment's code
    const code = await codeAt(secret, now);
    const { res, client } = await signInWith({ email: account.email, password: account.password, totpCode: code });
    expect(res.status).toBe(200);
    expect((await client.get('/api/account/data')).body.email).toBe(account.email);

    now += 5_000; // same step
    const replay = await signInWith({ email: account.email, password: account.password, totpCode: code });
    expect(replay.res.status).toBe(400);
    expect(replay.res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'totpCode', reason: 'invalid' } });
    expect(replay.client.cookies.has('odance_session')).toBe(false);
  });

  it('one step of drift is accepted, an expired code (two steps old) is not', async () => {
    const { account, secret } = await enrolled();
    now = T0 + 10 * 30_000;
    const late = await signInWith({ email: account.email, password: account.password, totpCode: await codeAt(secret, now - 30_000) });
    expect(late.res.status).toBe(200);
    now += 3 * 30_000;
    const expired = await signInWith({ email: account.email, password: account.password, totpCode: await codeAt(secret, now - 2 * 30_000) });
    expect(expired.res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'totpCode' } });
  });

  it('a recovery code signs in once (typed in capitals with spaces too); then it is spent', async () => {
    const { account, client, recoveryCodes } = await enrolled();
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `;
    const first = await signInWith({ email: account.email, password: account.password, recoveryCode: typed });
    expect(first.res.status).toBe(200);
    const again = await signInWith({ email: account.email, password: account.password, recoveryCode: recoveryCodes[3] });
    expect(again.res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'recoveryCode', reason: 'invalid' } });
    expect((await client.graphql(FACTORS)).data!.secondFactors.recoveryCodesLeft).toBe(9);
  });

  it('wrong codes are throttled with the password attempts: the sixth try in 5 minutes is 429, even with a right code', async () => {
    const { account, secret } = await enrolled();
    now = T0 + 120_000;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signInWith({ email: account.email, password: account.password, totpCode: '000000' })).res.status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const right = await signInWith({ email: account.email, password: account.password, totpCode: await codeAt(secret, now) });
    expect(right.res.status).toBe(429);
    expect(right.res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(right.client.cookies.has('odance_session')).toBe(false);
  });

  it('disableTotp(password) removes the factor and the recovery codes: the password alone signs in again; a mail tells the owner', async () => {
    const { account, client } = await enrolled();
    await smtp.nextMailTo(account.email); // the "added" mail
    const wrong = await client.graphql(DISABLE, { password: 'Wrong123!' });
    expect(wrong.errors?.[0].extensions.code).toBe('ACCOUNT_INVALID_CURRENT_PASSWORD');
    expect((await client.graphql(DISABLE, { password: account.password })).data?.disableTotp).toBe(true);
    expect((await client.graphql(FACTORS)).data!.secondFactors).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect((await signInWith({ email: account.email, password: account.password })).res.status).toBe(200);
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/authenticator app was removed/);
  });

  it('the factor operations are the browser’s own: a personal token cannot call them', async () => {
    const { client } = await enrolled();
    const created = await client.graphql(`mutation { createPersonalAccessToken(input: {name: "script", scopes: [read, profiles]}) { token } }`);
    const token = created.data!.createPersonalAccessToken.token as string;
    const bearer = new HttpClient(app.url);
    const res = await bearer.request('POST', '/graphql', { query: FACTORS }, { authorization: `Bearer ${token}` });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', params: { reason: 'browserSessionOnly' } });
  });
});

describe('devices', () => {
  const SESSIONS = `{ sessions { id device current createdAt lastUsedAt } }`;
  const firefox = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
  const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' };

  it('lists the signed-in browsers with the current one first; endSession signs the other out at once', async () => {
    const account = await createAccount(app);
    const laptop = new HttpClient(app.url);
    expect((await laptop.request('POST', '/api/auth/signin', { email: account.email, password: account.password }, firefox)).status).toBe(200);
    const phone = new HttpClient(app.url);
    expect((await phone.request('POST', '/api/auth/signin', { email: account.email, password: account.password }, iphone)).status).toBe(200);

    const listed = (await laptop.graphql(SESSIONS)).data!.sessions as Array<{ id: string; device: string; current: boolean }>;
    expect(listed.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox on Linux', current: true },
      { device: 'Safari on iOS', current: false },
    ]);
    const phoneSession = listed[1]!.id;
    expect((await phone.get('/api/account/data')).status).toBe(200);
    const ended = await laptop.graphql(`mutation End($id: ID!) { endSession(id: $id) }`, { id: phoneSession });
    expect(ended.data?.endSession).toBe(true);
    expect((await phone.get('/api/account/data')).status).toBe(401);
    expect((await laptop.graphql(SESSIONS)).data!.sessions).toHaveLength(1);
  });

  it("someone else's session id is NOT_FOUND and stays signed in", async () => {
    const a = await createAccount(app);
    const b = await createAccount(app);
    const aClient = await signIn(app, a);
    const bClient = await signIn(app, b);
    const bSession = (await bClient.graphql(SESSIONS)).data!.sessions[0].id as string;
    const res = await aClient.graphql(`mutation End($id: ID!) { endSession(id: $id) }`, { id: bSession });
    expect(res.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await bClient.get('/api/account/data')).status).toBe(200);
  });

  it('a sign-in from a new browser mails the owner; the same browser again does not; the first sign-in ever does not', async () => {
    const account = await createAccount(app);
    const first = new HttpClient(app.url);
    expect((await first.request('POST', '/api/auth/signin', { email: account.email, password: account.password }, firefox)).status).toBe(200);
    // Same browser (it holds the device cookie) signs in again: no mail.
    expect((await first.request('POST', '/api/auth/signin', { email: account.email, password: account.password }, firefox)).status).toBe(200);
    const other = new HttpClient(app.url);
    expect((await other.request('POST', '/api/auth/signin', { email: account.email, password: account.password }, iphone)).status).toBe(200);
    await waitFor(() => smtp.signInNotices.some((mail) => mail.to.includes(account.email)));
    const notices = smtp.signInNotices.filter((mail) => mail.to.includes(account.email));
    // Written with the sign-in, so the outbox tells exactly how many there were: the third sign-in's only.
    const [{ count }] = await app.container.dataSource.query(`SELECT count(*)::int AS count FROM outbox_mail WHERE "to" = $1 AND subject LIKE 'New sign-in%'`, [account.email]);
    expect(count).toBe(1);
    const [mail] = notices;
    assert(mail, 'a sign-in notice');
    expect(mail.raw).toMatch(/Subject: New sign-in to your oDance account/);
    expect(mail.raw).toMatch(/Safari on iOS/);
    // Quoted-printable soft line breaks joined.
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/odance\.test\/dashboard\/security/);
  });

  it('a new personal access token mails the owner', async () => {
    const account = await createAccount(app);
    const client = await signIn(app, account);
    await client.graphql(`mutation { createPersonalAccessToken(input: {name: "backup script", scopes: [read]}) { token } }`);
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/personal access token "backup script" was created/);
  });
});

describe('lost second factor: the admin reset', () => {
  const RESET = `mutation Reset($input: ResetSecondFactorsInput!) { resetSecondFactors(input: $input) }`;

  it('removes every factor, is audited, mails the member and signs them out; a member cannot call it', async () => {
    const { account, client } = await enrolled();
    await smtp.nextMailTo(account.email);
    const admin = await createAccount(app, { role: 'admin' });
    const adminClient = await signIn(app, admin);
    expect((await client.graphql(RESET, { input: { accountId: account.id, reason: 'x' } })).errors?.[0].extensions.code).toBe('FORBIDDEN');

    const res = await adminClient.graphql(RESET, { input: { accountId: account.id, reason: 'Called in, verified by ID document' } });
    expect(res.data?.resetSecondFactors).toBe(true);
    const [audit] = await app.container.dataSource.query('SELECT admin_id, action, details FROM admin_audit WHERE target_account_id = $1', [account.id]);
    expect(audit).toMatchObject({ admin_id: admin.id, action: 'second_factors_reset', details: { reason: 'Called in, verified by ID document', totp: true, passkeys: 0 } });
    expect((await client.get('/api/account/data')).status).toBe(401);
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/An administrator removed your second factors/);
    expect((await signInWith({ email: account.email, password: account.password })).res.status).toBe(200);
  });
});
