import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { bearerGraphql, freePort, OAuthFlow } from '../support/oauth-flow.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Members register and manage their own apps; admins see all and verify them; consent says "Unverified app" for an
// app no admin vouched for (PRODUCT.md §14, docs/apps.md "Your own apps").
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

const FIELDS = 'clientId name redirectUris scopes confidential active verified disabledByAdmin ownerId';
const CREATE = `mutation($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { ${FIELDS} } clientSecret } }`;
const MINE = `{ myOAuthClients { ${FIELDS} } }`;
const ALL = `{ oauthClients { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateOAuthClientInput!) { updateOAuthClient(input: $input) { ${FIELDS} } }`;
const ACTIVE = `mutation($id: String!, $active: Boolean!) { setOAuthClientActive(clientId: $id, active: $active) { ${FIELDS} } }`;
const VERIFIED = `mutation($id: String!, $verified: Boolean!) { setOAuthClientVerified(clientId: $id, verified: $verified) { ${FIELDS} } }`;
const input = (extra: Record<string, unknown> = {}) => ({ name: 'School planner', redirectUris: ['http://127.0.0.1/callback'], scopes: ['read'], confidential: false, ...extra });
const errorOf = (res: { errors?: Array<{ extensions: Record<string, unknown> }> }) => res.errors?.[0]?.extensions;

describe('self-service apps', () => {
  it('a member registers an app of their own: unverified, listed for them and for admins, not for other members', async () => {
    const dev = await person(app);
    const other = await person(app);
    const res = await dev.client.graphql(CREATE, { input: input({ confidential: true, redirectUris: ['https://school.example/cb'] }) });
    expect(res.errors).toBeUndefined();
    const { client, clientSecret } = res.data!.createOAuthClient;
    expect(client).toMatchObject({ name: 'School planner', verified: false, active: true, ownerId: dev.id, confidential: true });
    expect(clientSecret).toEqual(expect.any(String));
    expect((await dev.client.graphql(MINE)).data!.myOAuthClients.map((c: { clientId: string }) => c.clientId)).toEqual([client.clientId]);
    expect((await other.client.graphql(MINE)).data!.myOAuthClients).toEqual([]);
    expect((await admin.client.graphql(ALL)).data!.oauthClients).toEqual(expect.arrayContaining([expect.objectContaining({ clientId: client.clientId, ownerId: dev.id })]));
    // An admin's own app is verified at once.
    expect((await admin.client.graphql(CREATE, { input: input() })).data!.createOAuthClient.client.verified).toBe(true);
  });

  it('a member’s app may not ask for admin, and a member has at most 20 apps', async () => {
    const dev = await person(app);
    expect(errorOf(await dev.client.graphql(CREATE, { input: input({ scopes: ['read', 'admin'] }) }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'scopes', reason: 'invalid' } });
    for (let i = 0; i < 20; i += 1) expect((await dev.client.graphql(CREATE, { input: input({ name: `app ${i}` }) })).errors).toBeUndefined();
    expect(errorOf(await dev.client.graphql(CREATE, { input: input() }))).toMatchObject({ code: 'OAUTH_CLIENT_LIMIT_REACHED', status: 409, params: { max: 20 } });
    // A member's token cannot register apps (no scope of theirs is `admin`); an admin token can.
    const token = await bearerToken(dev, ['read', 'profiles', 'transfers', 'notifications']);
    expect(errorOf(await bearerGraphql(app.url, token, CREATE, { input: input() }))).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE' });
    const adminToken = await bearerToken(admin, ['admin']);
    expect((await bearerGraphql(app.url, adminToken, CREATE, { input: input() })).errors).toBeUndefined();
  });

  it('the owner edits and disables their app; an edit takes a verification back; others see no such app', async () => {
    const dev = await person(app);
    const stranger = await person(app);
    const { clientId } = (await dev.client.graphql(CREATE, { input: input() })).data!.createOAuthClient.client;
    expect((await admin.client.graphql(VERIFIED, { id: clientId, verified: true })).data!.setOAuthClientVerified.verified).toBe(true);
    expect(errorOf(await dev.client.graphql(VERIFIED, { id: clientId, verified: true }))).toMatchObject({ code: 'FORBIDDEN' });

    // An admin's edit keeps it verified; the owner's takes it back.
    expect((await admin.client.graphql(UPDATE, { input: { clientId, name: 'Planner (renamed by admin)' } })).data!.updateOAuthClient).toMatchObject({ verified: true });
    const edited = (await dev.client.graphql(UPDATE, { input: { clientId, name: 'Totally official oDance', redirectUris: ['com.school.planner:/cb'] } })).data!.updateOAuthClient;
    expect(edited).toMatchObject({ name: 'Totally official oDance', redirectUris: ['com.school.planner:/cb'], verified: false });
    expect(errorOf(await dev.client.graphql(UPDATE, { input: { clientId, redirectUris: ['http://evil.example/cb'] } }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'redirectUris.0' } });
    expect(errorOf(await dev.client.graphql(UPDATE, { input: { clientId, name: ' ' } }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'name', reason: 'required' } });

    expect(errorOf(await stranger.client.graphql(UPDATE, { input: { clientId, name: 'mine now' } }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await stranger.client.graphql(ACTIVE, { id: clientId, active: false }))).toMatchObject({ code: 'NOT_FOUND' });

    expect((await dev.client.graphql(ACTIVE, { id: clientId, active: false })).data!.setOAuthClientActive).toMatchObject({ active: false, disabledByAdmin: false });
    expect((await dev.client.graphql(ACTIVE, { id: clientId, active: true })).data!.setOAuthClientActive).toMatchObject({ active: true });
  });

  it('an app an admin disabled stays disabled for its owner until an admin enables it', async () => {
    const dev = await person(app);
    const { clientId } = (await dev.client.graphql(CREATE, { input: input() })).data!.createOAuthClient.client;
    expect((await admin.client.graphql(ACTIVE, { id: clientId, active: false })).data!.setOAuthClientActive).toMatchObject({ active: false, disabledByAdmin: true });
    expect(errorOf(await dev.client.graphql(ACTIVE, { id: clientId, active: true }))).toMatchObject({ code: 'OAUTH_CLIENT_DISABLED_BY_ADMIN', status: 403 });
    expect((await dev.client.graphql(MINE)).data!.myOAuthClients[0]).toMatchObject({ active: false, disabledByAdmin: true });
    expect((await admin.client.graphql(ACTIVE, { id: clientId, active: true })).data!.setOAuthClientActive).toMatchObject({ active: true, disabledByAdmin: false });
  });

  it('consent says whether the app is verified, and a member’s app signs people in like any other', async () => {
    const dev = await person(app);
    const user = await person(app, { firstName: 'Una', lastName: 'User' });
    const { clientId } = (await dev.client.graphql(CREATE, { input: input() })).data!.createOAuthClient.client;
    const unverified = await flow.signIn(user, clientId, 'openid read');
    expect(unverified.consentShown).toMatchObject({ prompt: 'consent', client: { name: 'School planner', verified: false } });
    expect(unverified.tokens.access_token).toEqual(expect.any(String));

    await admin.client.graphql(VERIFIED, { id: clientId, verified: true });
    const verified = await flow.signIn(user, clientId, 'openid read');
    expect(verified.consentShown).toMatchObject({ client: { verified: true } });
  });
});

async function bearerToken(owner: Person, scopes: string[]): Promise<string> {
  const res = await owner.client.graphql('mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }', {
    input: { name: `t ${scopes.join('+')}`, scopes, expiresInDays: 7 },
  });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.createPersonalAccessToken.token;
}
