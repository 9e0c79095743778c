import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createProfile, person, signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
  app = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.stop();
  await smtp.stop();
});

describe('account data', () => {
  it('needs a session', async () => {
    const client = new HttpClient(app.url);
    for (const res of [await client.get('/api/account/data'), await client.put('/api/account/data', { firstName: 'A', lastName: 'B' }), await client.get('/api/accounts/search?name=a')]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH_UNAUTHORIZED');
    }
  });

  it('updates names over REST and GraphQL through the same rules', async () => {
    const { client } = await signedInClient(app);
    const res = await client.put('/api/account/data', { firstName: 'Lea', lastName: 'Lopez' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Lea', lastName: 'Lopez' });
    const bad = await client.put('/api/account/data', { firstName: 'x'.repeat(33), lastName: 'Lopez' });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'firstName', reason: 'tooLong' } });
    const gql = await client.graphql('mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { firstName lastName } }', {
      input: { firstName: 'Lea', lastName: '' },
    });
    expect(gql.errors?.[0].extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400, params: { field: 'lastName', reason: 'required' } });
  });

  it('refuses a NUL character as invalid (PostgreSQL text cannot hold it), nothing stored', async () => {
    const { client } = await signedInClient(app, { lastName: 'Before' });
    const res = await client.put('/api/account/data', { firstName: '!', lastName: '\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'lastName', reason: 'invalid' } });
    const gql = await client.graphql('mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { lastName } }', {
      input: { firstName: 'Le\u0000a', lastName: 'Lopez' },
    });
    expect(gql.errors?.[0].extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400, params: { field: 'firstName', reason: 'invalid' } });
    expect((await client.get('/api/account/data')).body).toMatchObject({ lastName: 'Before' });
  });
});

describe('password change', () => {
  it('checks the current password, refuses the same one, and ends the other sessions only', async () => {
    const { client, account } = await signedInClient(app);
    const other = new HttpClient(app.url);
    await other.post('/api/auth/signin', account);

    expect((await client.post('/api/account/password', { currentPassword: 'Wrong123!', newPassword: 'Changed1!' })).body.code).toBe('ACCOUNT_INVALID_CURRENT_PASSWORD');
    expect((await client.post('/api/account/password', { currentPassword: account.password, newPassword: account.password })).body.code).toBe(
      'ACCOUNT_NEW_PASSWORD_SAME_AS_CURRENT',
    );
    expect((await client.post('/api/account/password', { currentPassword: account.password, newPassword: 'short' })).body.params).toEqual({
      field: 'newPassword',
      reason: 'tooShort',
      min: 8,
    });
    const ok = await client.post('/api/account/password', { currentPassword: account.password, newPassword: 'Changed1!' });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/account/data')).status).toBe(200);
    expect((await other.get('/api/account/data')).status).toBe(401);
    expect((await smtp.nextMailTo(account.email)).raw).toMatch(/Subject: Your password was changed/);
  });
});

describe('account deletion', () => {
  it('needs the password, then erases personal data, ends sessions and frees the address', async () => {
    const { client, account } = await signedInClient(app);
    expect((await client.delete('/api/account', { password: 'Wrong123!' })).body.code).toBe('ACCOUNT_INVALID_CURRENT_PASSWORD');
    const res = await client.delete('/api/account', { password: account.password });
    expect(res.status).toBe(204);
    expect((await client.get('/api/account/data')).status).toBe(401);
    const [row] = await app.container.dataSource.query('SELECT email, first_name, password_hash, deleted_at FROM account WHERE id = $1', [account.id]);
    expect(row.email).not.toContain(account.email);
    expect(row.first_name).toBe('Deleted');
    expect(row.password_hash).toBeNull();
    expect(row.deleted_at).not.toBeNull();
    expect((await new HttpClient(app.url).post('/api/auth/signin', account)).body.code).toBe('AUTH_INVALID_CREDENTIALS');
    expect((await new HttpClient(app.url).post('/api/auth/signup', { ...account, password: 'Again123!' })).status).toBe(201);
  });
});

describe('account search', () => {
  it('finds active accounts by name without emails, own account only when asked', async () => {
    const { client, account } = await signedInClient(app, { firstName: 'Zoltan', lastName: 'Searchable' });
    await createAccount(app, { firstName: 'Zora', lastName: 'Searchable' });
    await createAccount(app, { firstName: 'Zed', lastName: 'Searchable', active: false });
    const res = await client.get('/api/accounts/search?name=searchable');
    expect(res.status).toBe(200);
    expect(res.body.accounts.map((a: { firstName: string }) => a.firstName)).toEqual(['Zora']);
    expect(Object.keys(res.body.accounts[0]).sort()).toEqual(['avatar', 'country', 'firstName', 'id', 'joinedAt', 'lastName', 'mainProfileType']);
    const withOwn = await client.get('/api/accounts/search?name=searchable&withOwn=true');
    expect(withOwn.body.accounts.map((a: { id: string }) => a.id)).toContain(account.id);
    const gql = await client.graphql('{ searchAccounts(name: "zor") { firstName } }');
    expect(gql.data?.searchAccounts).toEqual([{ firstName: 'Zora' }]);
  });

  it('tells namesakes apart: the main profile\'s type and country, or when the account joined (docs/web-app.md#pickers)', async () => {
    const { client } = await signedInClient(app);
    const dancer = await person(app, { firstName: 'Maria', lastName: 'Namesake' });
    await createProfile(dancer.client, 'dancer', { firstName: 'Maria', lastName: 'Namesake', country: 'AT' });
    const trainer = await person(app, { firstName: 'Maria', lastName: 'Namesake' });
    await createProfile(trainer.client, 'trainer', { firstName: 'Maria', lastName: 'Namesake', country: 'ES' });
    const newcomer = await person(app, { firstName: 'Maria', lastName: 'Namesake' });
    await app.container.dataSource.query(`UPDATE account SET created_at = '2026-03-14T10:00:00Z' WHERE id = $1`, [newcomer.id]);

    const gql = await client.graphql('{ searchAccounts(name: "maria namesake") { id firstName lastName mainProfileType country joinedAt } }');
    const byId = new Map(gql.data?.searchAccounts.map((found: { id: string }) => [found.id, found]));
    expect(byId.size).toBe(3);
    expect(byId.get(dancer.id)).toMatchObject({ mainProfileType: 'dancer', country: 'AT' });
    expect(byId.get(trainer.id)).toMatchObject({ mainProfileType: 'trainer', country: 'ES' });
    expect(byId.get(newcomer.id)).toMatchObject({ mainProfileType: null, country: null, joinedAt: '2026-03-14T10:00:00.000Z' });

    // The recipient a receive link names is the same summary.
    const one = await client.graphql('query($id: ID!) { accountSummary(id: $id) { mainProfileType country } }', { id: dancer.id });
    expect(one.data?.accountSummary).toEqual({ mainProfileType: 'dancer', country: 'AT' });
  });

  it('treats % and _ literally', async () => {
    const { client } = await signedInClient(app);
    expect((await client.get('/api/accounts/search?name=%25')).body.accounts).toEqual([]);
  });
});
