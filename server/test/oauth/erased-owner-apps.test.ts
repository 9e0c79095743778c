import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { bearerGraphql, freePort, OAuthFlow } from '../support/oauth-flow.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// An app belongs to the member who registered it (docs/apps.md "Your own apps"): when that member's account is
// erased, the app must stop working for everyone who allowed it, as if its owner had disabled it.
let app: TestApp;
let admin: Person;
let flow: OAuthFlow;

beforeAll(async () => {
  const port = await freePort();
  app = await startTestApp({ PORT: String(port), APP_URL: `http://127.0.0.1:${port}` });
  flow = new OAuthFlow(new URL(`${app.url.replace('localhost', '127.0.0.1')}/oauth`));
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

const CREATE = 'mutation($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { clientId } clientSecret } }';
const ALL = '{ oauthClients { clientId active ownerId } }';
const ME = '{ me { id } }';

async function ownedApp(owner: Person): Promise<{ clientId: string; clientSecret: string }> {
  const res = await owner.client.graphql(CREATE, { input: { name: 'Studio sync', redirectUris: ['http://127.0.0.1/callback'], scopes: ['read'], confidential: true } });
  expect(res.errors).toBeUndefined();
  return { clientId: res.data!.createOAuthClient.client.clientId, clientSecret: res.data!.createOAuthClient.clientSecret };
}

describe('an erased member’s apps', () => {
  it('closing the owner’s account disables the app: its tokens, refresh tokens and new sign-ins stop working', async () => {
    const dev = await person(app);
    const user = await person(app);
    const bystanderDev = await person(app);
    const { clientId, clientSecret } = await ownedApp(dev);
    const other = await ownedApp(bystanderDev);

    const signedIn = await flow.signIn(user, clientId, 'openid read offline_access', { secret: clientSecret });
    const otherSignedIn = await flow.signIn(user, other.clientId, 'openid read', { secret: other.clientSecret });
    expect((await bearerGraphql(app.url, signedIn.tokens.access_token, ME)).data?.me.id).toBe(user.id);
    expect(signedIn.tokens.refresh_token).toEqual(expect.any(String));

    const closed = await dev.client.delete('/api/account', {});
    expect(closed.status, closed.text).toBe(204);

    // The access token the app holds is refused at once.
    expect((await bearerGraphql(app.url, signedIn.tokens.access_token, ME)).status).toBe(401);
    // Its refresh token gets no new access token: the provider no longer knows the client.
    await expect(oidc.refreshTokenGrant(signedIn.config, signedIn.tokens.refresh_token!)).rejects.toThrow();
    // A new authorization with its client id is refused before any consent.
    const { url } = await flow.authorizationUrl(clientId, 'openid read');
    const start = await user.client.get(url.pathname + url.search);
    expect(start.status).not.toBe(303);
    expect(start.headers.get('location') ?? '').not.toContain('/oauth/interaction/');

    // An admin still sees the app, disabled; another member's app is untouched.
    const listed = (await admin.client.graphql(ALL)).data!.oauthClients as Array<{ clientId: string; active: boolean }>;
    expect(listed.find((c) => c.clientId === clientId)).toMatchObject({ active: false });
    expect(listed.find((c) => c.clientId === other.clientId)).toMatchObject({ active: true });
    expect((await bearerGraphql(app.url, otherSignedIn.tokens.access_token, ME)).data?.me.id).toBe(user.id);
  });
});
