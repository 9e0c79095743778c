import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink, tokenFromMail } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
  app = await startTestApp({
    SMTP_URL: smtp.url,
    APP_URL: 'http://odance.test',
    ACCOUNT_APPROVAL: 'manual',
    ADMIN_EMAIL: 'boss@example.com',
    ADMIN_PASSWORD: 'BossPass1!',
  });
});
afterAll(async () => {
  await app?.stop();
  await smtp.stop();
});

async function signUpAndConfirm(email: string) {
  const client = new HttpClient(app.url);
  await client.post('/api/auth/signup', { email, password: 'Pending1!', firstName: 'Pat', lastName: 'Pending' });
  const token = tokenFromMail(await smtp.nextMailTo(email), 'http://odance.test/auth/email-confirmation');
  const confirmed = await client.post('/api/auth/email/confirm', { token });
  return { client, confirmed };
}

describe('manual approval (ACCOUNT_APPROVAL=manual)', () => {
  it('keeps a confirmed account inactive until the configured admin approves it, then mails its owner', async () => {
    const { client, confirmed } = await signUpAndConfirm('pat@example.com');
    expect(confirmed.body).toEqual({ email: 'pat@example.com', active: false });
    expect((await client.post('/api/auth/signin', { email: 'pat@example.com', password: 'Pending1!' })).body.code).toBe('AUTH_ACCOUNT_NOT_ACTIVE');

    const admin = new HttpClient(app.url);
    expect((await admin.post('/api/auth/signin', { email: 'boss@example.com', password: 'BossPass1!' })).body.role).toEqual({ name: 'admin' });
    const pending = await admin.graphql('{ pendingAccounts { id email } }');
    const entry = pending.data?.pendingAccounts.find((a: { email: string }) => a.email === 'pat@example.com');
    expect(entry).toBeDefined();

    const approved = await admin.graphql('mutation($id: ID!) { approveAccount(id: $id) { active } }', { id: entry.id });
    expect(approved.data?.approveAccount).toEqual({ active: true });
    expect((await smtp.nextMailTo('pat@example.com')).raw).toMatch(/approved/);
    expect((await client.post('/api/auth/signin', { email: 'pat@example.com', password: 'Pending1!' })).status).toBe(200);
  });

  it('rejecting erases the account', async () => {
    await signUpAndConfirm('rex@example.com');
    const admin = new HttpClient(app.url);
    await admin.post('/api/auth/signin', { email: 'boss@example.com', password: 'BossPass1!' });
    const pending = await admin.graphql('{ pendingAccounts { id email } }');
    const entry = pending.data?.pendingAccounts.find((a: { email: string }) => a.email === 'rex@example.com');
    expect((await admin.graphql('mutation($id: ID!) { rejectAccount(id: $id) }', { id: entry.id })).data?.rejectAccount).toBe(true);
    expect((await admin.graphql('{ pendingAccounts { email } }')).data?.pendingAccounts).not.toContainEqual({ email: 'rex@example.com' });
  });

  it('deactivating signs the account out; admin operations refuse non-admins', async () => {
    const { client, account } = await signedInClient(app);
    const refused = await client.graphql('{ pendingAccounts { id } }');
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await new HttpClient(app.url).graphql('{ pendingAccounts { id } }');
    expect(anonymous.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');

    const admin = new HttpClient(app.url);
    await admin.post('/api/auth/signin', { email: 'boss@example.com', password: 'BossPass1!' });
    const off = await admin.graphql('mutation($id: ID!) { setAccountActive(id: $id, active: false) { active } }', { id: account.id });
    expect(off.data?.setAccountActive).toEqual({ active: false });
    expect((await client.get('/api/account/data')).status).toBe(401);
  });
});
