import { buildSchema, getNamedType, isObjectType, isInterfaceType, isUnionType, type GraphQLField } from 'graphql';
import { readFileSync } from 'node:fs';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PATH } from '../../src/app/schema.js';
import { createAccount, oauthClient, person, personalAccessToken, signIn, type Person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { bearerGraphql, freePort, OAuthFlow } from '../support/oauth-flow.js';
import { SmtpSink, tokenFromMail } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { socketWith } from '../support/live-socket.js';

// PRODUCT.md §10 (one access model, fail-closed): each finding of the outside review, attacked from outside.
let app: TestApp;
let replica: TestApp;
let admin: Person;
let flow: OAuthFlow;
const smtp = new SmtpSink();

beforeAll(async () => {
  await smtp.start();
  const port = await freePort();
  app = await startTestApp({ PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url });
  // A second replica on the same database (revocation reaches its sockets too).
  replica = await startTestApp({}, app.databaseUrl);
  flow = new OAuthFlow(new URL(`${app.url.replace('localhost', '127.0.0.1')}/oauth`));
  admin = await person(app, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await replica?.stop();
  await app?.stop();
  await smtp.stop();
});

const ME = '{ me { id } }';

describe('1. a bearer token cannot drive the OAuth consent (browser-only routes)', () => {
  it('a read token alone never logs its owner in to the provider nor approves an app', async () => {
    const owner = await person(app);
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const { client } = await oauthClient(admin);
    const { url } = await flow.authorizationUrl(client.clientId, 'openid offline_access read transfers');
    // The attacker's "browser": the provider's own cookies, and the token in every request.
    const attacker = new HttpClient(app.url);
    const auth = { authorization: `Bearer ${token}` };
    const start = await attacker.request('GET', url.pathname + url.search, undefined, auth);
    expect(start.status).toBe(303);
    const interaction = new URL(start.headers.get('location')!, flow.issuer).pathname;
    const details = await attacker.request('GET', `${interaction}/details`, undefined, auth);
    expect(details.status).toBe(403);
    expect(details.body).toMatchObject({ code: 'FORBIDDEN', params: { reason: 'browserSessionOnly' } });
    const confirm = await attacker.request('POST', `${interaction}/confirm`, {}, auth);
    expect(confirm.status).toBe(403);
    // Without the token the same browser is simply signed out: the page asks it to sign in.
    const signedOut = await attacker.get(`${interaction}/details`);
    expect(signedOut.body).toMatchObject({ prompt: 'login' });
    const grants = await app.container.dataSource.query(`SELECT 1 FROM oauth_payload WHERE model = 'Grant' AND payload->>'accountId' = $1`, [owner.id]);
    expect(grants).toEqual([]);
  });

  it('a session cookie plus a bearer header is refused there too (the token never rides along)', async () => {
    const owner = await person(app);
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const res = await owner.client.request('GET', '/oauth/interaction/whatever/details', undefined, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(403);
  });
});

describe('2. REST paths are authorised as routed, whatever their case', () => {
  it('a read token cannot write through a differently cased path', async () => {
    const owner = await person(app, { firstName: 'Cased' });
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${app.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const renamed = await call('PUT', '/api/Account/data', { firstName: 'Owned', lastName: 'By token' });
    expect(renamed.status).toBe(403);
    const profile = await call('POST', '/api/PROFILE/dancer', { firstName: 'A', lastName: 'B' });
    expect(profile.status).toBe(403);
    expect(await profile.json()).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'profiles' } });
    const [row] = await app.container.dataSource.query<Array<{ first_name: string }>>(`SELECT first_name FROM account WHERE id = $1`, [owner.id]);
    expect(row?.first_name).toBe('Cased');
    const adminRead = await personalAccessToken(admin, { scopes: ['read'] });
    const csv = await fetch(`${app.url}/api/Admin/exports/transfers.csv`, { headers: { authorization: `Bearer ${adminRead.token}` } });
    expect(csv.status).toBe(403);
    expect(await csv.json()).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'admin' } });
  });
});

describe('3. revocation is complete: a password change, a reset, deactivation and deletion end OAuth grants too', () => {
  it('a password change ends the refresh token, the access tokens and the personal tokens', async () => {
    const account = await createAccount(app);
    const browser = await signIn(app, account);
    const { client } = await oauthClient(admin);
    const { config, tokens } = await flow.signIn({ client: browser }, client.clientId, 'openid offline_access read');
    const pat = await personalAccessToken(browser, { scopes: ['read'] });
    expect((await bearerGraphql(app.url, tokens.access_token, ME)).status).toBe(200);
    const changed = await browser.post('/api/account/password', { currentPassword: account.password, newPassword: 'Another9?pass' });
    expect(changed.status).toBe(200);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await bearerGraphql(app.url, tokens.access_token, ME)).status).toBe(401);
    expect((await bearerGraphql(app.url, pat.token, ME)).status).toBe(401);
    // The browser that changed it stays signed in.
    expect((await browser.graphql(ME)).data!.me.id).toBe(account.id);
  });

  it('a password reset ends them too', async () => {
    const account = await createAccount(app);
    const browser = await signIn(app, account);
    const { client } = await oauthClient(admin);
    const { config, tokens } = await flow.signIn({ client: browser }, client.clientId, 'openid offline_access read');
    expect((await new HttpClient(app.url).post('/api/auth/password/reset', { email: account.email })).status).toBe(200);
    const token = tokenFromMail(await smtp.nextMailTo(account.email), `${app.container.config.appUrl}/auth/password-reset`);
    expect((await new HttpClient(app.url).post('/api/auth/password/reset/set', { token, password: 'Reset9?password' })).status).toBe(200);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await bearerGraphql(app.url, tokens.access_token, ME)).status).toBe(401);
  });

  it('deactivation by an admin and deletion end every grant of the account', async () => {
    for (const end of ['deactivate', 'delete'] as const) {
      const member = await person(app);
      const { client } = await oauthClient(admin);
      const { config, tokens } = await flow.signIn(member, client.clientId, 'openid offline_access read');
      if (end === 'deactivate') {
        const off = await admin.client.graphql('mutation($id: ID!) { setAccountActive(id: $id, active: false) { active } }', { id: member.id });
        expect(off.errors).toBeUndefined();
      } else {
        expect((await member.client.delete('/api/account', {})).status).toBe(204);
      }
      await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!), end).rejects.toMatchObject({ error: 'invalid_grant' });
      const left = await app.container.dataSource.query(`SELECT model FROM oauth_payload WHERE payload->>'accountId' = $1`, [member.id]);
      expect(left, end).toEqual([]);
    }
  });
});

describe('4. revocation closes the sockets it covers with 4401 within 2 s, on every replica', () => {
  it('revoking a token closes its subscription on the other replica; signing out closes the browser socket', async () => {
    const owner = await person(app);
    const { token, id } = await personalAccessToken(owner, { scopes: ['read'] });
    const tokenSocket = openSocket(replica, { headers: {} }, { authorization: `Bearer ${token}` });
    const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const browserSocket = openSocket(replica, { headers: { cookie, origin: replica.container.config.appUrl } }, {});
    await Promise.all([tokenSocket.subscribed, browserSocket.subscribed]);

    let started = Date.now();
    const revoked = await owner.client.graphql(`mutation { revokePersonalAccessToken(id: "${id}") }`);
    expect(revoked.errors).toBeUndefined();
    expect(await tokenSocket.closed).toMatchObject({ code: 4401 });
    // Closed by the revocation itself, not by the socket's periodic session check (LIVE_SESSION_RECHECK_MS, 30 s):
    // the bound only tells the two apart on a loaded machine.
    expect(Date.now() - started).toBeLessThan(10_000);

    started = Date.now();
    expect((await owner.client.delete('/api/auth/signout')).status).toBe(204);
    expect(await browserSocket.closed).toMatchObject({ code: 4401 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('5. `read` writes nothing', () => {
  it('markNotificationsRead needs `notifications`', async () => {
    const owner = await person(app);
    const read = await personalAccessToken(owner, { scopes: ['read'] });
    const refused = await bearerGraphql(app.url, read.token, 'mutation { markNotificationsRead }');
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'notifications' } });
    const allowed = await personalAccessToken(owner, { scopes: ['read', 'notifications'] });
    expect((await bearerGraphql(app.url, allowed.token, 'mutation { markNotificationsRead }')).errors).toBeUndefined();
  });

  it('every mutation of the schema is refused to a read token before it runs', async () => {
    const { token } = await personalAccessToken(admin, { scopes: ['read'] });
    const schema = buildSchema(readFileSync(CONTRACT_PATH, 'utf8'));
    const mutation = schema.getMutationType()!;
    const outcomes: Record<string, string> = {};
    for (const field of Object.values(mutation.getFields())) {
      const res = await bearerGraphql(app.url, token, mutationDocument(field));
      outcomes[field.name] = String(res.errors?.[0]?.extensions.code ?? 'ran');
    }
    expect(Object.entries(outcomes).filter(([, code]) => code !== 'ACCESS_INSUFFICIENT_SCOPE' && code !== 'FORBIDDEN')).toEqual([]);
  });
});

describe('6. refusals on /graphql keep the GraphQL shape and are never 500', () => {
  it.each(['test', 'production'])('in %s: syntax errors, the token limit, bad JSON, too large and anti-forgery', async (mode) => {
    const target = mode === 'production' ? await startTestApp({ NODE_ENV: 'production', SMTP_URL: smtp.url }, app.databaseUrl) : app;
    try {
      const post = (body: string, headers: Record<string, string> = {}) =>
        fetch(`${target.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      const cases: Array<[string, Response, number]> = [
        ['syntax', await post(JSON.stringify({ query: '{ profiles { total ' })), 400],
        ['tokens', await post(JSON.stringify({ query: `{ ${'__typename '.repeat(2100)}}` })), 400],
        ['bad json', await post('{"query": '), 400],
        ['too large', await post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(300 * 1024)}` })), 413],
        ['anti-forgery', await post(JSON.stringify({ query: '{ __typename }' }), { cookie: `${target.container.config.authTokenName}=abc; XSRF-TOKEN=${'a'.repeat(32)}` }), 403],
      ];
      for (const [name, res, status] of cases) {
        expect(res.status, name).toBe(status);
        const body = (await res.json()) as { errors?: Array<{ message: string; extensions: { code: string; status: number } }> };
        expect(body.errors?.[0]?.extensions?.status, name).toBe(status);
        expect(typeof body.errors?.[0]?.message, name).toBe('string');
      }
    } finally {
      if (target !== app) await target.stop();
    }
  });
});

describe('in production, where behaviour differs most', () => {
  it('cased paths, browser-only routes and anonymous reads hold as in development', async () => {
    // Behind a TLS-terminating proxy on this machine, as production runs (the OAuth pages want https).
    const prod = await startTestApp({ NODE_ENV: 'production', SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' }, app.databaseUrl);
    try {
      const owner = await person(prod);
      const { token } = await personalAccessToken(owner, { scopes: ['read'] });
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${prod.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
          body: body ? JSON.stringify(body) : undefined,
        });
      expect((await call('PUT', '/api/ACCOUNT/Data', { firstName: 'A', lastName: 'B' })).status).toBe(403);
      expect((await call('POST', '/api/Profile/dancer', { firstName: 'A', lastName: 'B' })).status).toBe(403);
      expect((await call('GET', '/oauth/interaction/any/details')).status).toBe(403);
      expect((await call('POST', '/oauth/interaction/any/confirm', {})).status).toBe(403);
      const anonymous = await fetch(`${prod.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
        body: JSON.stringify({ query: '{ profiles { total } }' }),
      });
      expect(anonymous.status).toBe(200);
    } finally {
      await prod.stop();
    }
  });
});

describe('7. anonymous reads from any origin', () => {
  it('a partner page without cookie or token reads public data with POST /graphql', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
      body: JSON.stringify({ query: '{ profiles { total } }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { profiles: { total: number } } }).data.profiles.total).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('9. consent for a disabled app', () => {
  it('is refused and stores no grant that would come back when the app is enabled again', async () => {
    const member = await person(app);
    const { client } = await oauthClient(admin);
    const { url } = await flow.authorizationUrl(client.clientId, 'openid read');
    const start = await member.client.get(url.pathname + url.search);
    let location = flow.pathOf(start.headers.get('location')!);
    // Signed in to oDance: the provider logs the member in, then asks for consent.
    for (let step = 0; step < 6 && !location.endsWith('/details'); step += 1) {
      const interaction = /^\/oauth\/interaction\/[^/]+$/.exec(location);
      if (interaction) {
        const details = await member.client.get(`${location}/details`);
        if (details.body.prompt === 'consent') {
          location = `${location}/details`;
          break;
        }
        location = flow.pathOf(details.body.redirectTo);
      } else {
        location = flow.pathOf((await member.client.get(location)).headers.get('location')!);
      }
    }
    const interaction = location.replace(/\/details$/, '');
    const off = await admin.client.graphql('mutation($id: String!) { setOAuthClientActive(clientId: $id, active: false) { active } }', { id: client.clientId });
    expect(off.errors).toBeUndefined();
    const confirm = await member.client.post(`${interaction}/confirm`);
    expect(confirm.status).toBe(404);
    expect(confirm.body).toMatchObject({ code: 'NOT_FOUND', params: { reason: 'appDisabled' } });
    await admin.client.graphql('mutation($id: String!) { setOAuthClientActive(clientId: $id, active: true) { active } }', { id: client.clientId });
    const grants = await app.container.dataSource.query(`SELECT 1 FROM oauth_payload WHERE model = 'Grant' AND payload->>'accountId' = $1`, [member.id]);
    expect(grants).toEqual([]);
  });
});

/** A mutation document naming every argument as a variable (sent without values: a refusal comes first). */
function mutationDocument(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const type = getNamedType(field.type);
  const selection = isObjectType(type) || isInterfaceType(type) || isUnionType(type) ? ' { __typename }' : '';
  return `mutation${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** A graphql-ws client subscribed to balanceChanged; `closed` resolves with the server's close code. */
function openSocket(target: TestApp, init: { headers: Record<string, string> }, connectionParams: Record<string, unknown>) {
  const { client, closed, connected } = socketWith(target, init, connectionParams);
  client.subscribe({ query: 'subscription { balanceChanged { odance } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  return { client, closed, subscribed: connected };
}
