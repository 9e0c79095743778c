import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, MEMBER_CAN } from '../support/factories.js';
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

const newPerson = (email: string) => ({ email, password: 'Dancing1!', firstName: 'Mia', lastName: 'Moreno' });

describe('sign-up → confirmation mail → confirm → sign in → sign out', () => {
  it('walks the whole flow over HTTP with the token read from the delivered mail', async () => {
    const client = new HttpClient(app.url);
    const signUp = await client.post('/api/auth/signup', newPerson('Mia@Example.com'));
    expect(signUp.status).toBe(201);
    expect(signUp.body).toEqual({ email: 'mia@example.com' });

    const notYet = await client.post('/api/auth/signin', { email: 'mia@example.com', password: 'Dancing1!' });
    expect(notYet.status).toBe(403);
    expect(notYet.body.code).toBe('AUTH_EMAIL_NOT_CONFIRMED');

    const mail = await smtp.nextMailTo('mia@example.com');
    expect(mail.raw).toMatch(/Subject: Confirm your email address/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = tokenFromMail(mail, 'http://odance.test/auth/email-confirmation');

    const confirm = await client.post('/api/auth/email/confirm', { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ email: 'mia@example.com', active: true });
    // Opened again: not an error, the address is confirmed (issue 17 item 13).
    const again = await client.post('/api/auth/email/confirm', { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: 'mia@example.com', active: true, alreadyConfirmed: true });
    expect((await client.post('/api/auth/email/confirm', { token: 'never-issued' })).body.code).toBe('AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN');

    const signIn = await client.post('/api/auth/signin', { email: 'MIA@example.com', password: 'Dancing1!' });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({
      id: expect.any(String),
      email: 'mia@example.com',
      firstName: 'Mia',
      lastName: 'Moreno',
      role: { name: 'user' },
      balance: { odance: 0 },
      active: true,
      emailConfirmed: true,
      authMethod: 'email',
      mainProfile: null,
      mailOnTransferReceived: true,
      can: MEMBER_CAN,
    });
    const sessionCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('odance_session='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    expect((await client.get('/api/account/data')).body.email).toBe('mia@example.com');
    expect((await client.graphql('{ me { email balance { odance } role { name } } }')).data?.me).toEqual({
      email: 'mia@example.com',
      balance: { odance: 0 },
      role: { name: 'user' },
    });

    const signOut = await client.delete('/api/auth/signout');
    expect(signOut.status).toBe(204);
    const after = await client.get('/api/account/data');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('AUTH_UNAUTHORIZED');
    expect((await client.graphql('{ me { id } }')).data?.me).toBeNull();
  });

  it('refuses a second sign-up with the same address, in any case', async () => {
    const client = new HttpClient(app.url);
    expect((await client.post('/api/auth/signup', newPerson('twice@example.com'))).status).toBe(201);
    const second = await client.post('/api/auth/signup', newPerson('TWICE@example.com'));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('AUTH_EMAIL_ALREADY_IN_USE');
  });

  it('makes exactly one account of two concurrent sign-ups with one address', async () => {
    const results = await Promise.all([0, 1, 2].map(() => new HttpClient(app.url).post('/api/auth/signup', newPerson('race@example.com'))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [{ count }] = await app.container.dataSource.query(`SELECT count(*) FROM account WHERE email = 'race@example.com'`);
    expect(Number(count)).toBe(1);
  });

  it.each([
    [{ email: 'not-an-email', password: 'Dancing1!', firstName: 'A', lastName: 'B' }, 'email', 'invalid'],
    [{ password: 'Dancing1!', firstName: 'A', lastName: 'B' }, 'email', 'required'],
    [{ email: 'v1@example.com', password: 'Da1!', firstName: 'A', lastName: 'B' }, 'password', 'tooShort'],
    [{ email: 'v2@example.com', password: `Da1!${'x'.repeat(61)}`, firstName: 'A', lastName: 'B' }, 'password', 'tooLong'],
    [{ email: 'v3@example.com', password: 'dancing1!', firstName: 'A', lastName: 'B' }, 'password', 'invalid'],
    [{ email: 'v4@example.com', password: 'Dancing12', firstName: 'A', lastName: 'B' }, 'password', 'invalid'],
    [{ email: 'v5@example.com', password: 'Dancing1!', firstName: '', lastName: 'B' }, 'firstName', 'required'],
    [{ email: 'v6@example.com', password: 'Dancing1!', firstName: 'x'.repeat(33), lastName: 'B' }, 'firstName', 'tooLong'],
    [{ email: 'v7@example.com', password: 'Dancing1!', firstName: 'A', lastName: 'y'.repeat(65) }, 'lastName', 'tooLong'],
    [{ email: 'v8@example.com', password: 'Dancing1!', firstName: 'A' }, 'lastName', 'required'],
    // Passwords (docs/product.md#rules): a space is special but not a digit; a tab is not printable; length counts characters.
    [{ email: 'v9@example.com', password: 'Correct horse battery', firstName: 'A', lastName: 'B' }, 'password', 'invalid'],
    [{ email: 'v10@example.com', password: 'Dancing1\t', firstName: 'A', lastName: 'B' }, 'password', 'invalid'],
    [{ email: 'v11@example.com', password: 'Aa1!\u{1F483}\u{1F483}\u{1F483}', firstName: 'A', lastName: 'B' }, 'password', 'tooShort'],
  ])('refuses %o with VALIDATION_FAILED on %s (%s) and stores nothing', async (body, field, reason) => {
    const res = await new HttpClient(app.url).post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', type: 'error', params: { field, reason } });
    const email = (body as { email?: string }).email;
    if (email) {
      const rows = await app.container.dataSource.query('SELECT 1 FROM account WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    }
  });

  it.each(['Correct horse-battery 9', 'Dancing_1.', 'dancing-FLOOR-2', 'Tango~1 ', 'Élan vital 3', `Aa1 ${'x'.repeat(60)}`, 'Salsa1\u{1F483}\u{1F483}'])(
    'accepts the password %j: any printable character but a letter or digit is special',
    async (password) => {
      const email = `pass-${Math.random().toString(36).slice(2)}@example.com`;
      const client = new HttpClient(app.url);
      expect((await client.post('/api/auth/signup', { email, password, firstName: 'Pat', lastName: 'Phrase' })).status).toBe(201);
      const token = tokenFromMail(await smtp.nextMailTo(email), 'http://odance.test/auth/email-confirmation');
      expect((await client.post('/api/auth/email/confirm', { token })).status).toBe(200);
      expect((await client.post('/api/auth/signin', { email, password })).status).toBe(200);
    },
  );

  it('resends a confirmation at most once a minute per address, alike for unknown addresses', async () => {
    const client = new HttpClient(app.url);
    await client.post('/api/auth/signup', newPerson('resend@example.com'));
    await smtp.nextMailTo('resend@example.com');
    // Sign-up's own mail starts the window: an immediate resend is refused.
    expect((await client.post('/api/auth/email/resend', { email: 'resend@example.com' })).body.code).toBe('AUTH_CONFIRMATION_TOKEN_ALREADY_SENT');
    await app.container.dataSource.query(`UPDATE rate_event SET created_at = created_at - interval '61 seconds' WHERE key = 'confirm:resend@example.com'`);
    expect((await client.post('/api/auth/email/resend', { email: 'resend@example.com' })).status).toBe(200);
    const mail = await smtp.nextMailTo('resend@example.com');
    expect(tokenFromMail(mail, 'http://odance.test/auth/email-confirmation')).toBeTruthy();
    const second = await client.post('/api/auth/email/resend', { email: 'resend@example.com' });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('AUTH_CONFIRMATION_TOKEN_ALREADY_SENT');
    expect((await client.post('/api/auth/email/resend', { email: 'nobody-here@example.com' })).status).toBe(200);
  });
});

describe('sign-in rules', () => {
  it('answers alike for a wrong password and an unknown address', async () => {
    const account = await createAccount(app);
    const wrong = await new HttpClient(app.url).post('/api/auth/signin', { email: account.email, password: 'Wrong123!' });
    const unknown = await new HttpClient(app.url).post('/api/auth/signin', { email: 'ghost@example.com', password: 'Wrong123!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('checks credentials before confirmation and confirmation before activity', async () => {
    const unconfirmed = await createAccount(app, { confirmed: false, active: false });
    expect((await new HttpClient(app.url).post('/api/auth/signin', { email: unconfirmed.email, password: 'Nope1234!' })).body.code).toBe('AUTH_INVALID_CREDENTIALS');
    expect((await new HttpClient(app.url).post('/api/auth/signin', { email: unconfirmed.email, password: unconfirmed.password })).body.code).toBe('AUTH_EMAIL_NOT_CONFIRMED');
    const inactive = await createAccount(app, { active: false });
    const res = await new HttpClient(app.url).post('/api/auth/signin', { email: inactive.email, password: inactive.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH_ACCOUNT_NOT_ACTIVE');
  });

  it('tells a Google account to use Google', async () => {
    const google = await createAccount(app, { authMethod: 'google' });
    const res = await new HttpClient(app.url).post('/api/auth/signin', { email: google.email, password: 'Whatever1!' });
    expect(res.body.code).toBe('ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER');
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const account = await createAccount(app);
    const client = new HttpClient(app.url);
    await client.post('/api/auth/signin', account);
    const first = client.cookies.get('odance_session');
    await client.post('/api/auth/signin', account);
    const second = client.cookies.get('odance_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = new HttpClient(app.url);
    stale.cookies.set('odance_session', first!);
    expect((await stale.get('/api/account/data')).status).toBe(401);
  });

  it('throttles repeated failures for an account with 429, kept in the database', async () => {
    const account = await createAccount(app);
    const client = new HttpClient(app.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/signin', { email: account.email, password: 'Wrong123!' })).status).toBe(401);
    }
    const blocked = await client.post('/api/auth/signin', { email: account.email, password: account.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    // Only for a short window: once it has passed, the owner signs in.
    await app.container.dataSource.query(`UPDATE rate_event SET created_at = created_at - interval '6 minutes'`);
    expect((await client.post('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(200);
  });
});
