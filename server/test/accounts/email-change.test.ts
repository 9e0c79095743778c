import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, person, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink, tokenFromMail } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Changing the address one signs in with (docs/product.md#accounts): confirmed by the new address, told to the old one
// with an undo link valid 7 days.

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

let counter = 0;
const fresh = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
const signInStatus = async (email: string, password: string) => (await new HttpClient(app.url).post('/api/auth/signin', { email, password })).status;
const emailOf = async (id: string) => (await app.container.dataSource.query('SELECT email FROM account WHERE id = $1', [id]))[0].email as string;

const REQUEST_EMAIL_CHANGE = `mutation Change($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) }`;

describe('email change', () => {
  it('202 → the new address confirms → sign-in takes the new address only from then on; the old one got a notice', async () => {
    const { client, account } = await signedInClient(app);
    const newEmail = fresh('New');
    const res = await client.post('/api/account/email', { newEmail, password: account.password });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ newEmail: newEmail.toLowerCase() });

    const confirmMail = await smtp.nextMailTo(newEmail.toLowerCase());
    expect(confirmMail.raw).toMatch(/Subject: Confirm your new email address/);
    const notice = await smtp.nextMailTo(account.email);
    expect(notice.raw).toMatch(/Subject: Your oDance email address is being changed/);
    expect(tokenFromMail(notice, 'http://odance.test/auth/email-change/undo')).toBeTruthy();

    // Not confirmed yet: the old address still signs in, the new one does not.
    expect(await signInStatus(newEmail, account.password)).toBe(401);
    expect(await signInStatus(account.email, account.password)).toBe(200);

    const token = tokenFromMail(confirmMail, 'http://odance.test/auth/email-change');
    const confirm = await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ email: newEmail.toLowerCase() });
    expect(await emailOf(account.id)).toBe(newEmail.toLowerCase());
    expect(await signInStatus(newEmail, account.password)).toBe(200);
    expect(await signInStatus(account.email, account.password)).toBe(401);
    expect((await client.get('/api/account/data')).body.email).toBe(newEmail.toLowerCase());

    // Used once.
    expect((await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token })).body.code).toBe('AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN');
  });

  it('the undo link reverts a confirmed change and signs every session out', async () => {
    const { client, account } = await signedInClient(app);
    const newEmail = fresh('taken-over');
    expect((await client.post('/api/account/email', { newEmail, password: account.password })).status).toBe(202);
    const confirmToken = tokenFromMail(await smtp.nextMailTo(newEmail), 'http://odance.test/auth/email-change');
    const undoToken = tokenFromMail(await smtp.nextMailTo(account.email), 'http://odance.test/auth/email-change/undo');
    expect((await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token: confirmToken })).status).toBe(200);

    const undo = await new HttpClient(app.url).post('/api/auth/email/change/undo', { token: undoToken });
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ email: account.email });
    expect(await emailOf(account.id)).toBe(account.email);
    expect((await client.get('/api/account/data')).status).toBe(401);
    expect(await signInStatus(account.email, account.password)).toBe(200);
    expect((await new HttpClient(app.url).post('/api/auth/email/change/undo', { token: undoToken })).body.code).toBe('AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN');
  });

  it('an undo before confirmation cancels the change: its confirmation link no longer works', async () => {
    const { client, account } = await signedInClient(app);
    const newEmail = fresh('canceled');
    await client.post('/api/account/email', { newEmail, password: account.password });
    const confirmToken = tokenFromMail(await smtp.nextMailTo(newEmail), 'http://odance.test/auth/email-change');
    const undoToken = tokenFromMail(await smtp.nextMailTo(account.email), 'http://odance.test/auth/email-change/undo');
    expect((await new HttpClient(app.url).post('/api/auth/email/change/undo', { token: undoToken })).body).toEqual({ email: account.email });
    expect((await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token: confirmToken })).body.code).toBe('AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN');
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it('the undo link works for 7 days, not after', async () => {
    const { client, account } = await signedInClient(app);
    const newEmail = fresh('late');
    await client.post('/api/account/email', { newEmail, password: account.password });
    await smtp.nextMailTo(newEmail);
    const undoToken = tokenFromMail(await smtp.nextMailTo(account.email), 'http://odance.test/auth/email-change/undo');
    const [row] = await app.container.dataSource.query(
      `SELECT round(extract(epoch FROM undo_expires_at - created_at) / 3600)::int AS hours FROM email_change WHERE account_id = $1`,
      [account.id],
    );
    expect(row.hours).toBe(7 * 24);
    await app.container.dataSource.query(`UPDATE email_change SET undo_expires_at = now() - interval '1 second' WHERE account_id = $1`, [account.id]);
    expect((await new HttpClient(app.url).post('/api/auth/email/change/undo', { token: undoToken })).body.code).toBe('AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN');
  });

  it('refuses a taken address (at the request, and at confirmation if taken meanwhile), the same address, and bad input', async () => {
    const { client, account } = await signedInClient(app);
    const other = await createAccount(app);
    const taken = await client.post('/api/account/email', { newEmail: other.email.toUpperCase(), password: account.password });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('AUTH_EMAIL_ALREADY_IN_USE');
    expect((await client.post('/api/account/email', { newEmail: account.email, password: account.password })).body.params).toMatchObject({
      field: 'newEmail',
      reason: 'invalid',
    });
    for (const [body, field, reason] of [
      [{ newEmail: 'not-an-email', password: account.password }, 'newEmail', 'invalid'],
      [{ password: account.password }, 'newEmail', 'required'],
      [{ newEmail: fresh('x') }, 'password', 'required'],
      [{ newEmail: fresh('x'), password: 12 }, 'password', 'invalid'],
    ] as const) {
      const res = await client.post('/api/account/email', body);
      expect(res.status).toBe(400);
      expect(res.body.params).toMatchObject({ field, reason });
    }
    expect((await new HttpClient(app.url).post('/api/auth/email/change/confirm', {})).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'token', reason: 'required' },
    });
    for (const token of [12, '', 'x'.repeat(500), 'never-issued']) {
      const res = await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token });
      expect([token, res.status, res.body.code]).toEqual([token, 400, 'AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN']);
    }

    // Someone signs up with the address while the change waits for its confirmation.
    const racing = fresh('race');
    await client.post('/api/account/email', { newEmail: racing, password: account.password });
    const confirmToken = tokenFromMail(await smtp.nextMailTo(racing), 'http://odance.test/auth/email-change');
    await createAccount(app, { email: racing });
    const late = await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token: confirmToken });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('AUTH_EMAIL_ALREADY_IN_USE');
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it('checks the password, throttled like a password change; Google accounts cannot; the GraphQL mutation is the same command', async () => {
    const { client, account } = await signedInClient(app);
    expect((await client.post('/api/account/email', { newEmail: fresh('g'), password: 'Wrong123!' })).body.code).toBe('ACCOUNT_INVALID_CURRENT_PASSWORD');
    const viaGraphQL = await client.graphql(REQUEST_EMAIL_CHANGE, { input: { newEmail: fresh('gql'), password: 'Wrong123!' } });
    expect(viaGraphQL.errors?.[0].extensions.code).toBe('ACCOUNT_INVALID_CURRENT_PASSWORD');
    for (let i = 0; i < 3; i += 1) await client.post('/api/account/email', { newEmail: fresh('g'), password: 'Wrong123!' });
    const throttled = await client.post('/api/account/email', { newEmail: fresh('g'), password: account.password });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('TOO_MANY_REQUESTS');

    const google = await person(app);
    expect((await google.client.post('/api/account/email', { newEmail: fresh('g'), password: 'Whatever1!' })).body.code).toBe('ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER');
    expect((await new HttpClient(app.url).post('/api/account/email', { newEmail: fresh('g'), password: 'x' })).status).toBe(401);

    const { client: other, account: otherAccount } = await signedInClient(app);
    const newEmail = fresh('gql-ok');
    const ok = await other.graphql(REQUEST_EMAIL_CHANGE, { input: { newEmail, password: otherAccount.password } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ requestEmailChange: newEmail });
    expect((await smtp.nextMailTo(newEmail)).raw).toMatch(/Subject: Confirm your new email address/);
  });

  it('erasing the account deletes its requested changes (they hold both addresses)', async () => {
    const { client, account } = await signedInClient(app);
    const newEmail = fresh('erased');
    await client.post('/api/account/email', { newEmail, password: account.password });
    const confirmToken = tokenFromMail(await smtp.nextMailTo(newEmail), 'http://odance.test/auth/email-change');
    expect((await client.delete('/api/account', { password: account.password })).status).toBe(204);
    expect(await app.container.dataSource.query('SELECT 1 FROM email_change WHERE account_id = $1', [account.id])).toEqual([]);
    expect((await new HttpClient(app.url).post('/api/auth/email/change/confirm', { token: confirmToken })).body.code).toBe('AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN');
  });
});
