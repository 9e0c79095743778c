import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, personalAccessToken } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('HTTP contract (docs/api.md)', () => {
  it('reports health with the database up', async () => {
    const res = await new HttpClient(app.url).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('has no /metrics without METRICS_TOKEN (a 404, as any unknown path)', async () => {
    const res = await new HttpClient(app.url).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves /config.json with the contract fields and sets a readable XSRF-TOKEN cookie', async () => {
    const client = new HttpClient(app.url);
    const res = await client.get('/config.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      version: expect.any(String),
      authTokenName: 'odance_session',
      apiUrl: '/api',
      graphqlUrl: '/graphql',
      googleSignIn: false,
      odancePriceCents: 100,
      profileTypesComingSoon: [],
      stripeTestMode: true,
      purchases: 'test',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('bearer and anonymous API answers set no XSRF-TOKEN cookie; pages, /config.json and signed-in API answers do (issue 38)', async () => {
    const xsrfSet = (res: { headers: Headers }) => res.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='));
    const anonymousGraphql = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(anonymousGraphql.status).toBe(200);
    expect(xsrfSet(anonymousGraphql)).toBe(false);
    expect(xsrfSet(await fetch(`${app.url}/api/profiles`))).toBe(false);
    expect(xsrfSet(await fetch(`${app.url}/API/profiles`))).toBe(false);
    expect(xsrfSet(await fetch(`${app.url}/api/account/data`))).toBe(false);
    expect(xsrfSet(await fetch(`${app.url}/graphql/schema.graphql`))).toBe(false);
    const owner = await person(app);
    const { token } = await personalAccessToken(owner, { scopes: ['read'] });
    const bearer = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { id } }' }) });
    expect(bearer.status).toBe(200);
    expect(xsrfSet(bearer)).toBe(false);
    expect(xsrfSet(await fetch(`${app.url}/api/account/data`, { headers: { authorization: `Bearer ${token}` } }))).toBe(false);

    // The web app's own sources of it: /config.json, its pages (when built), and a signed-in browser's API answers.
    expect(xsrfSet(await fetch(`${app.url}/config.json`))).toBe(true);
    expect(xsrfSet(await fetch(`${app.url}/health/live`))).toBe(true);
    const session = [...owner.client.cookies].filter(([name]) => name === 'odance_session').map(([k, v]) => `${k}=${v}`).join('; ');
    const signedIn = await fetch(`${app.url}/api/account/data`, { headers: { cookie: session } });
    expect(signedIn.status).toBe(200);
    expect(xsrfSet(signedIn)).toBe(true);
    // A signed-out browser's first unsafe call of a browser-only route works as the web app makes it (/config.json
    // first when it has no cookie, then the header): the password is checked, not refused for the header.
    const browser = new HttpClient(app.url);
    const signIn = await browser.post('/api/auth/signin', { email: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(signIn.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('refuses POST, PUT, PATCH and DELETE that carry the session cookie without a matching X-XSRF-TOKEN, on REST and GraphQL alike', async () => {
    const { client } = await person(app);
    for (const [method, path] of [
      ['POST', '/api/auth/signin'],
      ['PUT', '/api/account/data'],
      ['PATCH', '/api/account/data'],
      ['DELETE', '/api/auth/signout'],
      ['POST', '/graphql'],
    ] as const) {
      const missing = await client.request(method, path, {}, { 'x-xsrf-token': '' });
      expect(missing.status, `${method} ${path}`).toBe(403);
      // /graphql answers in GraphQL's shape, the REST paths in theirs (PRODUCT.md §10).
      if (path === '/graphql') expect(missing.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'HEADER_INVALID', status: 403, params: {} } }] });
      else expect(missing.body).toEqual({ code: 'HEADER_INVALID', status: 403, message: expect.any(String), type: 'error', params: {} });
      const wrong = await client.request(method, path, {}, { 'x-xsrf-token': 'not-the-cookie-value' });
      expect(wrong.status, `${method} ${path}`).toBe(403);
    }
  });

  it('needs no anti-forgery header from an anonymous caller, except on browser-only routes (a forged sign-in)', async () => {
    const anonymous = new HttpClient(app.url);
    await anonymous.get('/config.json');
    const read = await anonymous.request('POST', '/graphql', { query: '{ profiles { total } }' }, { 'x-xsrf-token': '' });
    expect(read.status).toBe(200);
    const signUp = await anonymous.request('POST', '/api/auth/signup', {}, { 'x-xsrf-token': '' });
    expect(signUp.body.code).toBe('VALIDATION_FAILED');
    for (const [method, path] of [['POST', '/api/auth/signin'], ['DELETE', '/api/auth/signout']] as const) {
      const forged = await anonymous.request(method, path, { email: 'a@example.com', password: 'x' }, { 'x-xsrf-token': '' });
      expect(forged.status, path).toBe(403);
      expect(forged.body.code).toBe('HEADER_INVALID');
    }
  });

  it('accepts a POST whose header matches the cookie', async () => {
    const client = new HttpClient(app.url);
    const res = await client.graphql('{ errorCatalogue { code status } }');
    expect(res.status).toBe(200);
    expect(res.data?.errorCatalogue).toContainEqual({ code: 'HEADER_INVALID', status: 403 });
  });

  it('answers an unknown /api path with 404 NOT_FOUND in the error shape', async () => {
    const res = await new HttpClient(app.url).get('/api/no/such/path');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', status: 404, message: 'Not found.', type: 'error', params: {} });
  });

  it('answers malformed JSON with VALIDATION_FAILED, not a 500', async () => {
    const client = new HttpClient(app.url);
    await client.get('/config.json');
    const res = await client.request('POST', '/api/auth/signin', undefined, { 'content-type': 'application/json' });
    const broken = await fetch(`${app.url}/api/auth/signin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      },
      body: '{"email": ',
    });
    expect(res.status).toBeLessThan(500);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'VALIDATION_FAILED', type: 'error' });
  });

  it('sets security headers with a CSP the app satisfies (no CDN)', async () => {
    const res = await new HttpClient(app.url).get('/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('GraphQL hardening', () => {
  it('carries the error catalogue in extensions for a bad operation', async () => {
    const res = await new HttpClient(app.url).graphql('{ noSuchField }');
    expect(res.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_INVALID_OPERATION', status: 400, params: {} });
  });

  it('refuses batched requests', async () => {
    const client = new HttpClient(app.url);
    const res = await client.post('/graphql', [{ query: '{ errorCatalogue { code } }' }, { query: '{ errorCatalogue { code } }' }]);
    expect(res.status).toBe(400);
  });

  it('limits aliases (graphql-armor)', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: errorCatalogue { code }`).join(' ');
    const res = await new HttpClient(app.url).graphql(`{ ${aliases} }`);
    expect(res.errors?.[0].extensions.code).toBe('GRAPHQL_INVALID_OPERATION');
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it('allows introspection outside production', async () => {
    const res = await new HttpClient(app.url).graphql('{ __schema { queryType { name } } }');
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });

  it('compresses large answers the client accepts (br, gzip), never small ones, and varies on Accept-Encoding', async () => {
    const client = new HttpClient(app.url);
    const large = '{ errorCatalogue { code status } }'; // every code of the catalogue: several kilobytes
    const small = '{ __typename }';
    const send = (query: string, acceptEncoding?: string) => client.request('POST', '/graphql', { query }, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    const plain = await send(large, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(1024);
    for (const [accepted, used] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['deflate', null]] as const) {
      const res = await send(large, accepted);
      expect(res.headers.get('content-encoding')).toBe(used);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.body).toEqual(plain.body); // fetch decompresses: the same answer
    }
    const tiny = await send(small, 'gzip, br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(tiny.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('still compresses REST answers and the web app through the compression middleware', async () => {
    const res = await fetch(`${app.url}/api/no-such-path`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
  });
});
