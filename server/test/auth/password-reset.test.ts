import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink, tokenFromMail } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

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

const RESET_LINK = 'http://odance.test/auth/password-reset';

describe('password reset', () => {
  it('mails a link, sets the new password once, and ends every session', async () => {
    const account = await createAccount(app);
    const browserA = new HttpClient(app.url);
    const browserB = new HttpClient(app.url);
    await browserA.post('/api/auth/signin', account);
    await browserB.post('/api/auth/signin', account);

    const request = await new HttpClient(app.url).post('/api/auth/password/reset', { email: account.email });
    expect(request.status).toBe(200);
    const token = tokenFromMail(await smtp.nextMailTo(account.email), RESET_LINK);

    const weak = await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'weak' });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'password', reason: 'tooShort' } });

    const set = await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'NewSecret9?' });
    expect(set.status).toBe(200);
    expect((await browserA.get('/api/account/data')).status).toBe(401);
    expect((await browserB.get('/api/account/data')).status).toBe(401);

    const reused = await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'Another9?x' });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('AUTH_INVALID_PASSWORD_RESET_TOKEN');

    expect((await new HttpClient(app.url).post('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(401);
    expect((await new HttpClient(app.url).post('/api/auth/signin', { email: account.email, password: 'NewSecret9?' })).status).toBe(200);
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/Subject: Your password was changed/);
  });

  it('answers 200 for an unknown address and throttles both known and unknown within 60 s', async () => {
    const account = await createAccount(app);
    const client = new HttpClient(app.url);
    expect((await client.post('/api/auth/password/reset', { email: 'unknown-person@example.com' })).status).toBe(200);
    const unknownAgain = await client.post('/api/auth/password/reset', { email: 'unknown-person@example.com' });
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.body.code).toBe('AUTH_RESET_TOKEN_ALREADY_SENT');
    expect((await client.post('/api/auth/password/reset', { email: account.email })).status).toBe(200);
    expect((await client.post('/api/auth/password/reset', { email: account.email })).body.code).toBe('AUTH_RESET_TOKEN_ALREADY_SENT');
    await smtp.nextMailTo(account.email);
  });

  it('refuses an expired token', async () => {
    const account = await createAccount(app);
    await new HttpClient(app.url).post('/api/auth/password/reset', { email: account.email });
    const token = tokenFromMail(await smtp.nextMailTo(account.email), RESET_LINK);
    await app.container.dataSource.query(`UPDATE auth_token SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [account.id]);
    const res = await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'NewSecret9?' });
    expect(res.body.code).toBe('AUTH_INVALID_PASSWORD_RESET_TOKEN');
  });

  it('refuses made-up tokens', async () => {
    for (const token of ['nope', '', 42, null]) {
      const res = await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'NewSecret9?' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('AUTH_INVALID_PASSWORD_RESET_TOKEN');
    }
  });
});
