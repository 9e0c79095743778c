import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOAuthKeys, rotateOAuthKeys } from '../../src/modules/oauth/oauth-keys.js';
import { purgeExpired } from '../../src/modules/system/retention/retention.js';
import { grantOdance, oauthClient, person, personalAccessToken, type Person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { bearerGraphql, freePort, OAuthFlow } from '../support/oauth-flow.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 15: the OAuth 2.1 / OpenID Connect provider (modules/oauth/README.md), driven by a real certified client
// (openid-client) as a partner's script would, with a browser's cookie session for the sign-in and consent steps.
let app: TestApp;
let admin: Person;
let issuer: URL;
let flow: OAuthFlow;

beforeAll(async () => {
  const port = await freePort();
  // The issuer must be the URL the client reaches: APP_URL on a port chosen beforehand.
  app = await startTestApp({ PORT: String(port), APP_URL: `http://127.0.0.1:${port}` });
  issuer = new URL(`${app.url.replace('localhost', '127.0.0.1')}/oauth`);
  flow = new OAuthFlow(issuer);
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

const CREATE_CLIENT = `mutation($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) { client { clientId name redirectUris scopes confidential active } clientSecret } }`;
const ME = '{ me { id email balance { odance } } }';

const clientConfig = (clientId: string, secret?: string | null) => flow.clientConfig(clientId, secret);
const authorize = (browser: HttpClient, url: URL, decision: 'allow' | 'deny' = 'allow') => flow.authorize(browser, url, decision);
const signInWithApp = (user: Person, clientId: string, scope: string, options: { secret?: string | null; port?: number } = {}) => flow.signIn(user, clientId, scope, options);
const bearer = (token: string, query: string, variables: Record<string, unknown> = {}) => bearerGraphql(app.url, token, query, variables);

describe('OAuth 2.1 / OpenID Connect provider', () => {
  it('discovery at /oauth/.well-known/openid-configuration: code flow with PKCE S256 only, revocation, the API scopes', async () => {
    const res = await fetch(`${issuer.href}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const metadata = (await res.json()) as Record<string, any>;
    expect(metadata.issuer).toBe(issuer.href);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.revocation_endpoint).toBe(`${issuer.href}/token/revocation`);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
    const jwks = (await (await fetch(metadata.jwks_uri)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('a native app gets tokens with the scopes allowed, moves oDance with them, refreshes with rotation and revokes', async () => {
    const ana = await person(app, { firstName: 'Ana', lastName: 'Nativa' });
    const ben = await person(app);
    await grantOdance(app, ana.id, 100);
    const { client } = await oauthClient(admin);
    const { config, tokens, consentShown } = await signInWithApp(ana, client.clientId, 'openid email profile offline_access read transfers');
    expect(consentShown).toMatchObject({ prompt: 'consent', client: { name: 'Studio app' }, account: { name: 'Ana Nativa' } });
    expect(consentShown!.scopes.map((s: { scope: string }) => s.scope)).toEqual(['openid', 'email', 'profile', 'offline_access', 'read', 'transfers']);
    expect(tokens.claims()).toMatchObject({ sub: ana.id, name: 'Ana Nativa', email_verified: true });
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining(['read', 'transfers']));

    // The access token is a bearer token with the granted scopes: no cookie, no anti-forgery header.
    const me = await bearer(tokens.access_token, ME);
    expect(me.data?.me).toMatchObject({ id: ana.id, balance: { odance: 100 } });
    const sent = await bearer(tokens.access_token, TRANSFER, { input: { recipientId: ben.id, amount: 30, idempotencyKey: newKey() } });
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    const adminQuery = await bearer(tokens.access_token, '{ pendingAccounts { id } }');
    expect(adminQuery.status).toBe(403);
    expect(adminQuery.errors?.[0].extensions).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'admin' } });

    // Rotation: the refresh token works once; using the old one again is refused and revokes the grant.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await bearer(refreshed.access_token, ME)).data?.me.id).toBe(ana.id);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await bearer(refreshed.access_token, ME)).status).toBe(401);

    // Revocation of a fresh grant's access token.
    const again = await signInWithApp(ana, client.clientId, 'openid read');
    expect((await bearer(again.tokens.access_token, ME)).status).toBe(200);
    await oidc.tokenRevocation(again.config, again.tokens.access_token);
    const revoked = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${again.tokens.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: ME }) });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('userinfo answers the access token with the OpenID scopes granted, and the same token still calls the API (PRODUCT.md §14)', async () => {
    const eve = await person(app, { firstName: 'Eve', lastName: 'Info' });
    const { client } = await oauthClient(admin);
    const { config, tokens } = await signInWithApp(eve, client.clientId, 'openid email profile offline_access read');
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access', 'read']));
    const info = await oidc.fetchUserInfo(config, tokens.access_token, eve.id);
    expect(info).toMatchObject({ sub: eve.id, email: eve.account.email, email_verified: true, name: 'Eve Info', given_name: 'Eve', family_name: 'Info' });
    expect((await bearer(tokens.access_token, ME)).data?.me.id).toBe(eve.id);
    // A refreshed token answers alike.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(await oidc.fetchUserInfo(config, refreshed.access_token, eve.id)).toMatchObject({ sub: eve.id, email: eve.account.email });
    expect((await bearer(refreshed.access_token, ME)).data?.me.id).toBe(eve.id);

    // Only the claims of the scopes granted: `openid` alone gives `sub`.
    const { config: bare, tokens: bareTokens } = await signInWithApp(eve, client.clientId, 'openid read');
    const minimal = await oidc.fetchUserInfo(bare, bareTokens.access_token, eve.id);
    expect(minimal.sub).toBe(eve.id);
    expect(minimal).not.toHaveProperty('email');
    expect(minimal).not.toHaveProperty('name');

    // A token without `openid` is the API's alone: userinfo refuses it as RFC 6750 says.
    const { config: apiOnly, tokens: apiTokens } = await signInWithApp(eve, client.clientId, 'read');
    await expect(oidc.fetchUserInfo(apiOnly, apiTokens.access_token, eve.id)).rejects.toBeTruthy();
    expect((await bearer(apiTokens.access_token, ME)).data?.me.id).toBe(eve.id);
  });

  it('buyOdance from an app ends the checkout at one of its registered redirect URIs (a loopback one on any port), nowhere else', async () => {
    const kim = await person(app);
    const { client } = await oauthClient(admin);
    const { tokens } = await signInWithApp(kim, client.clientId, 'openid transfers');
    const BUY = 'mutation($input: BuyOdanceInput!) { buyOdance(input: $input) { checkoutUrl payment { id } } }';
    const bought = await bearer(tokens.access_token, BUY, { input: { amount: 2, returnUrl: 'http://127.0.0.1:61234/callback', idempotencyKey: 'app-purchase-0001' } });
    expect(bought.errors, JSON.stringify(bought.errors)).toBeUndefined();
    const { payment, checkoutUrl } = bought.data!.buyOdance;
    // The buyer pays in the browser (the test checkout), and lands back in the app.
    const path = new URL(checkoutUrl).pathname;
    const page = await kim.client.get(path);
    const field = page.text.match(/name="_xsrf" value="([^"]+)"/)![1]!;
    const paid = await fetch(`${app.url}${path}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...kim.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: new URLSearchParams({ _xsrf: field }).toString(),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:61234/callback?payment=${payment.id}&status=paid`);
    // The same key again: the same payment.
    const again = await bearer(tokens.access_token, BUY, { input: { amount: 2, returnUrl: 'http://127.0.0.1:61234/callback', idempotencyKey: 'app-purchase-0001' } });
    expect(again.data!.buyOdance.payment.id).toBe(payment.id);

    // Not registered by this app, or not an app at all: refused before anything is bought.
    for (const returnUrl of ['http://127.0.0.1:61234/other', 'https://evil.example/callback', 'http://localhost:61234/callback']) {
      const refused = await bearer(tokens.access_token, BUY, { input: { amount: 2, returnUrl } });
      expect(refused.errors?.[0].extensions, returnUrl).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'returnUrl', reason: 'invalid' } });
    }
    const { token: personal } = await personalAccessToken(kim, { scopes: ['transfers'] });
    const script = await bearer(personal, BUY, { input: { amount: 2, returnUrl: 'http://127.0.0.1:61234/callback' } });
    expect(script.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'returnUrl' } });
    const browser = await kim.client.graphql(BUY, { input: { amount: 2, returnUrl: 'http://127.0.0.1:61234/callback' } });
    expect(browser.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'returnUrl' } });
  });

  it('revoking one access token ends the whole grant: its refresh token too (docs/apps.md)', async () => {
    const ida = await person(app);
    const { client } = await oauthClient(admin);
    const { config, tokens } = await signInWithApp(ida, client.clientId, 'openid offline_access read');
    await oidc.tokenRevocation(config, tokens.access_token);
    expect((await bearer(tokens.access_token, ME)).status).toBe(401);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a token without a scope is refused that operation: read only cannot transfer', async () => {
    const ana = await person(app);
    const { client } = await oauthClient(admin, { scopes: ['read'] });
    const { tokens } = await signInWithApp(ana, client.clientId, 'openid read');
    const sent = await bearer(tokens.access_token, TRANSFER, { input: { recipientId: admin.id, amount: 1, idempotencyKey: newKey() } });
    expect(sent.status).toBe(403);
    expect(sent.errors?.[0].extensions).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'transfers' } });
    // A scope the app was not registered for cannot be asked for at all.
    const config = await clientConfig(client.clientId);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'http://127.0.0.1:4000/callback',
      scope: 'openid transfers',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const res = await ana.client.get(url.pathname + url.search);
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('PKCE is required, and Deny sends the app access_denied', async () => {
    const ana = await person(app);
    const { client } = await oauthClient(admin);
    const config = await clientConfig(client.clientId);
    const withoutPkce = oidc.buildAuthorizationUrl(config, { redirect_uri: 'http://127.0.0.1:4000/callback', scope: 'openid read' });
    const refused = await ana.client.get(withoutPkce.pathname + withoutPkce.search);
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'http://127.0.0.1:4000/callback',
      scope: 'openid read',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 'xyz',
    });
    const { callback } = await authorize(ana.client, url, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('xyz');
  });

  it('a confidential app authenticates with its secret, shown once', async () => {
    const ana = await person(app);
    const { client, clientSecret } = await oauthClient(admin, { confidential: true, redirectUris: ['https://partner.example/callback'] });
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const listed = await admin.client.graphql('{ oauthClients { clientId confidential } }');
    expect(JSON.stringify(listed.data)).not.toContain(clientSecret!);
    const config = await clientConfig(client.clientId, clientSecret);
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'https://partner.example/callback',
      scope: 'openid read',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const { callback } = await authorize(ana.client, url);
    const wrongSecret = await clientConfig(client.clientId, 'not-the-secret');
    const refused = (await oidc.authorizationCodeGrant(wrongSecret, callback, { pkceCodeVerifier: verifier }).catch((error: unknown) => error)) as {
      status: number;
      cause: Array<{ parameters: { error: string } }>;
    };
    expect(refused.status).toBe(401);
    expect(refused.cause[0]?.parameters.error).toBe('invalid_client');
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
    expect((await bearer(tokens.access_token, ME)).data?.me.id).toBe(ana.id);
  });

  it('the Security page lists the apps I allowed and revokes one; an admin disables an app and its tokens stop', async () => {
    const ana = await person(app);
    const first = await oauthClient(admin, { name: 'Class planner' });
    const second = await oauthClient(admin, { name: 'Ticket scanner' });
    const one = await signInWithApp(ana, first.client.clientId, 'openid offline_access read');
    const two = await signInWithApp(ana, second.client.clientId, 'openid read');
    const listed = await ana.client.graphql('{ authorizedApps { clientId name scopes } }');
    expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
    expect(listed.data!.authorizedApps.map((a: { name: string }) => a.name).sort()).toEqual(['Class planner', 'Ticket scanner']);
    expect(listed.data!.authorizedApps.find((a: { name: string }) => a.name === 'Class planner').scopes).toEqual(expect.arrayContaining(['openid', 'read']));

    const revoke = await ana.client.graphql('mutation($id: String!) { revokeAuthorizedApp(clientId: $id) }', { id: first.client.clientId });
    expect(revoke.errors).toBeUndefined();
    expect((await bearer(one.tokens.access_token, ME)).status).toBe(401);
    await expect(oidc.refreshTokenGrant(one.config, one.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await bearer(two.tokens.access_token, ME)).status).toBe(200);

    // A token cannot revoke apps (browser session only).
    const byToken = await bearer(two.tokens.access_token, 'mutation($id: String!) { revokeAuthorizedApp(clientId: $id) }', { id: second.client.clientId });
    expect(byToken.status).toBe(403);

    const disabled = await admin.client.graphql('mutation($id: String!) { setOAuthClientActive(clientId: $id, active: false) { active } }', { id: second.client.clientId });
    expect(disabled.data!.setOAuthClientActive.active).toBe(false);
    expect((await bearer(two.tokens.access_token, ME)).status).toBe(401);
    const discovery = await clientConfig(second.client.clientId);
    const url = oidc.buildAuthorizationUrl(discovery, {
      redirect_uri: 'http://127.0.0.1:4000/callback',
      scope: 'openid read',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const refused = await ana.client.get(url.pathname + url.search);
    expect(refused.status).toBe(400);
    expect((await ana.client.graphql('{ authorizedApps { name } }')).data!.authorizedApps).toEqual([]);
  });

  it('apps are registered by signed-in people (members: test/oauth/self-service-apps.test.ts), with redirect URIs OAuth 2.1 allows', async () => {
    const res = await new HttpClient(app.url).graphql(CREATE_CLIENT, { input: { name: 'x', redirectUris: ['https://a.example/cb'], scopes: ['read'], confidential: false } });
    expect(res.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
    for (const bad of ['http://partner.example/cb', 'http://localhost/cb', 'https://a.example/cb#frag', 'myapp:/cb']) {
      const refused = await admin.client.graphql(CREATE_CLIENT, { input: { name: 'x', redirectUris: [bad], scopes: ['read'], confidential: false } });
      expect(refused.errors?.[0].extensions, bad).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'redirectUris.0', reason: 'invalid' } });
    }
    const mixed = await admin.client.graphql(CREATE_CLIENT, { input: { name: 'x', redirectUris: ['https://a.example/cb', 'com.example.app:/cb'], scopes: ['read'], confidential: false } });
    expect(mixed.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'redirectUris' } });
    const native = await admin.client.graphql(CREATE_CLIENT, { input: { name: 'x', redirectUris: ['com.example.app:/cb', 'http://127.0.0.1/cb'], scopes: ['read'], confidential: false } });
    expect(native.errors).toBeUndefined();
  });

  it('keys live in the database, shared by replicas, and rotate on purpose keeping the previous one', async () => {
    const before = await loadOAuthKeys(app.container.dataSource);
    const rotated = await rotateOAuthKeys(app.container.dataSource, new Date());
    expect(rotated.jwks.map((key) => key.kid)).toEqual([expect.any(String), before.jwks[0]?.kid]);
    // A replica started after the rotation publishes both keys, the new one first (it signs).
    const replica = await startTestApp({}, app.databaseUrl);
    try {
      const metadata = (await (await fetch(`${replica.url}/oauth/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
      const jwksPath = new URL(metadata.jwks_uri).pathname;
      const jwks = (await (await fetch(`${replica.url}${jwksPath}`)).json()) as { keys: Array<{ kid: string }> };
      expect(jwks.keys.map((key) => key.kid)).toEqual(rotated.jwks.map((key) => key.kid));
    } finally {
      await replica.stop();
    }
  });

  it('an expired interaction is a clear NOT_FOUND, and the retention job purges expired provider rows', async () => {
    const ana = await person(app);
    const details = await ana.client.get('/oauth/interaction/unknown-uid/details');
    expect(details.status).toBe(404);
    expect(details.body).toMatchObject({ code: 'NOT_FOUND', params: { reason: 'interactionExpired' } });
    await app.container.dataSource.query(`INSERT INTO oauth_payload (model, id, payload, expires_at) VALUES ('Session', 'old', '{}', now() - interval '1 minute')`);
    const counts = await purgeExpired(app.container);
    expect(counts?.oauthPayloads).toBeGreaterThanOrEqual(1);
    expect(await app.container.dataSource.query(`SELECT 1 FROM oauth_payload WHERE id = 'old'`)).toEqual([]);
  });
});
