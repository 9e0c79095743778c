import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PATH } from '../../src/app/schema.js';
import { distributorOf, grantOdance, person, personalAccessToken, type Person } from '../support/factories.js';
import { MAKE_DISTRIBUTION } from '../distributors/fixtures.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { HttpClient } from '../support/http-client.js';
import type { GraphQLErrors } from '../support/oauth-flow.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 15 (bearer tokens, scopes, personal access tokens, CORS): README "API access".
let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

const CREATE = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token personalAccessToken { id name scopes expiresAt lastUsedAt } } }`;

/** A bare client: no cookies, no anti-forgery header, only the bearer token. */
async function bearer(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Record<string, any>;
  return { status: res.status, body, headers: res.headers, data: body.data, errors: body.errors as GraphQLErrors | undefined };
}

describe('bearer tokens', () => {
  it('a personal token is created only from a browser session, shown once, and listed without it', async () => {
    const owner = await person(app);
    const { token, id } = await personalAccessToken(owner, { scopes: ['read'] });
    expect(token).toMatch(/^odp_[A-Za-z0-9_-]{43}$/);
    const listed = await owner.client.graphql('{ personalAccessTokens { id name scopes lastUsedAt } }');
    expect(listed.data!.personalAccessTokens).toEqual([{ id, name: 'script read', scopes: ['read'], lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(token);
    // A token cannot mint tokens.
    const minted = await bearer(token, CREATE, { input: { name: 'x', scopes: ['read'] } });
    expect(minted.status).toBe(403);
    expect(minted.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // Scopes beyond the role are refused.
    const beyond = await owner.client.graphql(CREATE, { input: { name: 'x', scopes: ['admin'] } });
    expect(beyond.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'scopes', scope: 'admin' } });
    const tooLong = await owner.client.graphql(CREATE, { input: { name: 'x', scopes: ['read'], expiresInDays: 366 } });
    expect(tooLong.errors![0].extensions.params).toMatchObject({ field: 'expiresInDays', reason: 'tooLong' });
  });

  it('me: the token alone authenticates (cookies ignored), lastUsedAt is recorded', async () => {
    const owner = await person(app);
    const other = await person(app);
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: [...other.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(((await res.json()) as any).data.me.id).toBe(owner.id);
    const listed = await owner.client.graphql('{ personalAccessTokens { lastUsedAt } }');
    expect(listed.data!.personalAccessTokens[0].lastUsedAt).not.toBeNull();
    // A session cookie's token is no bearer token.
    const cookieToken = owner.client.cookies.get('odance_session')!;
    expect((await bearer(cookieToken, '{ me { id } }')).status).toBe(401);
  });

  it('transferOdance: with `transfers` (no anti-forgery header, idempotent), without it 403 with params.scope', async () => {
    const owner = await person(app);
    const recipient = await person(app);
    await grantOdance(app, owner.id, 100);
    const { token } = await personalAccessToken(owner, { scopes: ['read', 'transfers'] });
    const input = { recipientId: recipient.id, amount: 7, idempotencyKey: newKey() };
    const first = await bearer(token, TRANSFER, { input });
    expect(first.errors).toBeUndefined();
    const again = await bearer(token, TRANSFER, { input });
    expect(again.data.transferOdance.transfer.id).toBe(first.data.transferOdance.transfer.id);
    expect((await bearer(token, '{ me { balance { odance } } }')).data.me.balance.odance).toBe(93);

    const readOnly = await personalAccessToken(owner, { scopes: ['read'] });
    const refused = await bearer(readOnly.token, TRANSFER, { input: { ...input, idempotencyKey: newKey() } });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', status: 403, params: { scope: 'transfers' } });
    // A root fragment spread does not escape the check.
    const spread = await bearer(readOnly.token, `mutation($input: TransferOdanceInput!) { ...T } fragment T on Mutation { transferOdance(input: $input) { transfer { id } } }`, { input: { ...input, idempotencyKey: newKey() } });
    expect(spread.status).toBe(403);

    // A cookie request still needs the anti-forgery header.
    const cookieOnly = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify({ query: TRANSFER, variables: { input: { ...input, idempotencyKey: newKey() } } }),
    });
    expect(cookieOnly.status).toBe(403);
  });

  it('makeDistribution with `distributions`; an admin query with `admin`, and without it', async () => {
    const seller = await distributorOf(app, admin);
    const buyer = await person(app);
    const { token } = await personalAccessToken(seller, { scopes: ['distributions'] });
    const made = await bearer(token, MAKE_DISTRIBUTION, { input: { recipientId: buyer.id, amount: 5, idempotencyKey: newKey() } });
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    expect(made.data.makeDistribution.distribution.amount).toBe(5);

    const adminToken = await personalAccessToken(admin, { scopes: ['admin'] });
    const listed = await bearer(adminToken.token, '{ pendingAccounts { id } }');
    expect(listed.errors).toBeUndefined();
    const readAdmin = await personalAccessToken(admin, { scopes: ['read'] });
    const refused = await bearer(readAdmin.token, '{ pendingAccounts { id } }');
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'admin' } });
  });

  it('revoked, expired, unknown and malformed tokens are 401 with WWW-Authenticate, even for public reads', async () => {
    const owner = await person(app);
    const revoked = await personalAccessToken(owner, { scopes: ['read'] });
    expect((await owner.client.graphql(`mutation { revokePersonalAccessToken(id: "${revoked.id}") }`)).data!.revokePersonalAccessToken).toBe(true);
    const expired = await personalAccessToken(owner, { scopes: ['read'] });
    await app.container.dataSource.query(`UPDATE session SET expires_at = now() - interval '1 second' WHERE kind = 'personal' AND left(token_hash, 16) = $1`, [expired.id]);
    for (const token of [revoked.token, expired.token, 'odp_unknown', 'not a token!']) {
      const res = await bearer(token, '{ profiles { total } }');
      expect(res.status, token).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(res.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
    }
  });

  it('a call that needs a viewer and came without any credential is 401 with WWW-Authenticate: Bearer (RFC 6750, no error attribute)', async () => {
    const signedOut = await fetch(`${app.url}/api/account/data`);
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as any).code).toBe('AUTH_UNAUTHORIZED');
    expect(signedOut.headers.get('www-authenticate')).toBe('Bearer');
    // A session cookie that no longer signs anyone in is no credential either.
    const stale = await fetch(`${app.url}/api/profile/main`, { headers: { cookie: 'odance_session=ended-session-token' } });
    expect(stale.status).toBe(401);
    expect(stale.headers.get('www-authenticate')).toBe('Bearer');
    // A refused token keeps its own error attribute.
    const unknown = await fetch(`${app.url}/api/account/data`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('REST paths take the token too, with their scopes', async () => {
    const owner = await person(app);
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const get = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${app.url}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    expect((await get('/account/data')).status).toBe(200);
    const put = await get('/account/data', 'PUT', { firstName: 'A', lastName: 'B' });
    expect(put.status).toBe(403);
    const create = await get('/profile/dancer', 'POST', { firstName: 'A', lastName: 'B' });
    expect(create.status).toBe(403);
    expect(await create.json()).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'profiles' } });
    expect(create.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="profiles"');
    const bad = await fetch(`${app.url}/api/account/data`, { headers: { authorization: 'Bearer odp_nope' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });
});

describe('GET /graphql/schema.graphql', () => {
  it('serves the committed schema as text, to anyone', async () => {
    const res = await fetch(`${app.url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(readFileSync(CONTRACT_PATH, 'utf8'));
  });
});

describe('CORS', () => {
  it('answers a foreign preflight with * and never allows credentials; media is cross-origin', async () => {
    for (const path of ['/graphql', '/api/profiles']) {
      const preflight = await fetch(app.url + path, {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const answer = await fetch(`${app.url}/api/profiles`, { headers: { origin: 'https://partner.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const media = await fetch(`${app.url}/media/nothing.webp`);
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('introspection in production', () => {
  it('is open to bearer tokens with `read`, refused (403) to anonymous callers', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' }, app.databaseUrl);
    try {
      const owner = await person(app);
      const { token } = await personalAccessToken(owner, { scopes: ['read'] });
      const query = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
      const anonymous = await fetch(`${prod.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query });
      expect(anonymous.status).toBe(403);
      const partner = await fetch(`${prod.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: query });
      expect(((await partner.json()) as any).data.__schema.queryType.name).toBe('Query');
    } finally {
      await prod.stop();
    }
  });
});

describe('API rate limit', () => {
  it('per token and per anonymous IP, shared by two app instances on one database; 429 with Retry-After; sessions are not counted', async () => {
    const limited = await startTestApp({ API_RATE_LIMIT: '5' }, app.databaseUrl);
    const other = await startTestApp({ API_RATE_LIMIT: '5' }, app.databaseUrl);
    try {
      const owner = await person(app);
      const { token } = await personalAccessToken(owner, { scopes: ['read'] });
      const call = (base: string, headers: Record<string, string> = {}) =>
        fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ me { id } }' }) });
      // Five calls spread over both replicas, then the sixth is refused on either. A replica asks PostgreSQL for a
      // key's count at most every SYNC_MS (100 ms, modules/auth/api-rate-limit.ts) and counts in memory between.
      // The pause is that rule, not a guess at how long something takes: calls 150 ms apart each make their replica
      // ask PostgreSQL, which answers before the call does, so each sees the other replica's calls.
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await call(i % 2 ? other.url : limited.url, { authorization: `Bearer ${token}` })).status);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const refused = await call(limited.url, { authorization: `Bearer ${token}` });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as any).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      // `other` last asked PostgreSQL at its previous call, two pauses ago: it asks again, and the count is over.
      expect((await call(other.url, { authorization: `Bearer ${token}` })).status).toBe(429);
      // Another token has its own allowance; a browser session is not counted.
      expect((await call(limited.url, { authorization: `Bearer ${(await personalAccessToken(owner, { scopes: ['read'] })).token}` })).status).toBe(200);
      const cookie = [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const xsrf = owner.client.cookies.get('XSRF-TOKEN')!;
      for (let i = 0; i < 8; i += 1) expect((await call(limited.url, { cookie, 'x-xsrf-token': xsrf })).status).toBe(200);
      // A burst on one replica is counted in memory at once: no more than the limit gets through.
      const burstToken = (await personalAccessToken(owner, { scopes: ['read'] })).token;
      const burst = await Promise.all(Array.from({ length: 12 }, () => call(limited.url, { authorization: `Bearer ${burstToken}` })));
      expect(burst.filter((r) => r.status === 200).length).toBeLessThanOrEqual(5);
      expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7);
      // Anonymous REST calls count per IP.
      const anonymous = await Promise.all(Array.from({ length: 7 }, () => fetch(`${limited.url}/api/profiles`)));
      expect(anonymous.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(2);
    } finally {
      await limited.stop();
      await other.stop();
    }
  });
});

describe('API rate limit headers and unknown tokens (PRODUCT.md §14)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ API_RATE_LIMIT: '4' }, app.databaseUrl);
  });
  afterAll(async () => {
    await limited?.stop();
  });
  const from = (address: string) => new HttpClient(limited.url, { from: address });
  const limits = (res: { headers: Headers }) => ({
    limit: res.headers.get('ratelimit-limit'),
    remaining: res.headers.get('ratelimit-remaining'),
    reset: Number(res.headers.get('ratelimit-reset')),
  });
  const ME = { query: '{ me { id } }' };

  it('RateLimit-Limit/-Remaining/-Reset (seconds) on every counted answer and on 429s; a browser session is not counted', async () => {
    const owner = await person(app);
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const partner = from('127.0.0.61');
    const call = () => partner.request('POST', '/graphql', ME, { authorization: `Bearer ${token}` });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await call());
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((r) => limits(r).limit)).toEqual(['4', '4', '4', '4', '4']);
    expect(answers.map((r) => limits(r).remaining)).toEqual(['3', '2', '1', '0', '0']);
    for (const answer of answers) {
      expect(limits(answer).reset).toBeGreaterThan(0);
      expect(limits(answer).reset).toBeLessThanOrEqual(60);
    }
    expect(Number(answers[4]!.headers.get('retry-after'))).toBe(limits(answers[4]!).reset);
    // Browsers on other origins may read them (CORS).
    expect(answers[0]!.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset/);

    // Anonymous calls from an address carry them too; a browser session is not counted, so has none.
    const visitor = await from('127.0.0.63').get('/api/profiles');
    expect(visitor.status).toBe(200);
    expect(limits(visitor)).toMatchObject({ limit: '4', remaining: '3' });
    const browser = new HttpClient(limited.url, { from: '127.0.0.64' });
    for (const [name, value] of owner.client.cookies) browser.cookies.set(name, value);
    const signedIn = await browser.get('/api/account/data');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('ratelimit-limit')).toBeNull();
  });

  it('made-up tokens spend their address’s anonymous allowance (401, then 429 for the address’s anonymous calls too); a real token keeps its own', async () => {
    const owner = await person(app);
    const stranger = from('127.0.0.62');
    const madeUp = [];
    for (let i = 0; i < 4; i += 1) madeUp.push(await stranger.request('GET', '/api/account/data', undefined, { authorization: `Bearer made-up-${i}-${newKey()}` }));
    expect(madeUp.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(madeUp[0]!.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    const fifth = await stranger.request('POST', '/graphql', ME, { authorization: `Bearer made-up-5-${newKey()}` });
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(madeUp.map((r) => limits(r).remaining)).toEqual(['3', '2', '1', '0']);
    expect(limits(fifth)).toMatchObject({ limit: '4', remaining: '0' });
    const anonymous = await stranger.get('/api/profiles');
    expect(anonymous.status).toBe(429);
    expect(anonymous.body.code).toBe('TOO_MANY_REQUESTS');
    // A malformed header counts there too.
    expect((await stranger.request('GET', '/api/profiles', undefined, { authorization: 'Basic abc' })).status).toBe(429);
    // A real token from that address keeps its own allowance.
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const own = await stranger.request('POST', '/graphql', ME, { authorization: `Bearer ${token}` });
    expect(own.status).toBe(200);
    expect(limits(own)).toMatchObject({ limit: '4', remaining: '3' });
  });
});

describe('automatic persisted queries', () => {
  it('are off on every replica alike: a hash is refused as PersistedQueryNotSupported; the client then sends the text', async () => {
    const hash = 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38';
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const { token } = await personalAccessToken(admin, { scopes: ['read'] });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const hashOnly = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ extensions }) });
    const refused = (await hashOnly.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    // The message is what APQ clients (Apollo's link) look for to fall back; the code is the catalogue's.
    expect(refused.errors[0]).toMatchObject({ message: 'PersistedQueryNotSupported', extensions: { code: 'GRAPHQL_INVALID_OPERATION' } });
    const withText = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(((await withText.json()) as { data: unknown }).data).toEqual({ __typename: 'Query' });
  });
});
