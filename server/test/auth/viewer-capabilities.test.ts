import { randomUUID } from 'node:crypto';
import { API_SCOPES, type ApiScope } from '@odance/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../src/modules/account-rows/account.entity.js';
import { createAccount, sessionClient, MEMBER_CAN } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// `me.can` (modules/auth/capabilities.ts) against what the operations it names actually do, for each role and for
// an admin whose role is on hold until a second factor is enrolled (SECOND_FACTOR_REQUIRED_FOR).

const ME = `{ me { can { administer manageDistributors viewAllPayments verifyProfiles distribute grantableScopes appScopes } } }`;

/** One guarded operation a capability opens; its answer's first error code (null: allowed). */
const PROBES: Record<'administer' | 'manageDistributors' | 'viewAllPayments' | 'verifyProfiles' | 'distribute', (client: HttpClient) => Promise<string | null>> = {
  administer: (client) => firstCode(client.graphql(`{ pendingAccounts { id } }`)),
  manageDistributors: (client) => firstCode(client.graphql(`{ distributorTermLimits { limitMax } }`)),
  viewAllPayments: (client) => firstCode(client.graphql(`{ moneyTotals { boughtByCard } }`)),
  // An unknown profile: the role is checked first, so an allowed viewer is told NOT_FOUND, a refused one FORBIDDEN.
  verifyProfiles: (client) =>
    firstCode(client.graphql(`mutation($id: ID!) { setProfileVerified(type: school, id: $id, verified: true) { id } }`, { id: randomUUID() }), ['NOT_FOUND']),
  distribute: (client) => firstCode(client.graphql(`{ myDistributor { id } }`)),
};

const REFUSALS = ['FORBIDDEN', 'AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED'];

async function firstCode(result: Promise<{ errors?: Array<{ extensions: { code: string } }> }>, meansAllowed: string[] = []): Promise<string | null> {
  const code = (await result).errors?.[0]?.extensions.code ?? null;
  return code && meansAllowed.includes(code) ? null : code;
}

async function tokenRefusal(client: HttpClient, scope: ApiScope): Promise<string | null> {
  const res = await client.graphql(`mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`, {
    input: { name: `probe ${scope}`, scopes: [scope], expiresInDays: 7 },
  });
  return res.errors?.[0]?.extensions.code ?? null;
}

async function appRefusal(client: HttpClient, scope: ApiScope): Promise<string | null> {
  const res = await client.graphql(`mutation($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { clientId } } }`, {
    input: { name: `probe ${scope}`, redirectUris: ['https://app.example/callback'], scopes: [scope], confidential: false },
  });
  return res.errors?.[0]?.extensions.code ?? null;
}

/** Every scope but `admin`: what a member's app may ask for (docs/apps.md). */
const APP_SCOPES = API_SCOPES.filter((scope) => scope !== 'admin');

describe('me.can', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SECOND_FACTOR_REQUIRED_FOR: 'admin' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** A session for a fresh account of `role`; `enrolled`: with a second factor, as an enrolment records it. */
  async function viewer(role: RoleName, enrolled: boolean): Promise<HttpClient> {
    const account = await createAccount(app, { role });
    if (enrolled) await app.container.dataSource.query('UPDATE account SET second_factor_at = now() WHERE id = $1', [account.id]);
    return sessionClient(app, account.id);
  }

  const cases: Array<[string, RoleName, boolean, Record<keyof typeof PROBES, boolean>, ApiScope[]]> = [
    ['a member', 'user', false, { administer: false, manageDistributors: false, viewAllPayments: false, verifyProfiles: false, distribute: false }, ['read', 'profiles', 'transfers', 'notifications', 'webhooks']],
    ['a distributor', 'distributor', false, { administer: false, manageDistributors: false, viewAllPayments: false, verifyProfiles: false, distribute: true }, ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks']],
    ['an admin with a second factor', 'admin', true, { administer: true, manageDistributors: true, viewAllPayments: true, verifyProfiles: true, distribute: true }, [...API_SCOPES]],
    ['an admin on hold (no second factor)', 'admin', false, { administer: false, manageDistributors: false, viewAllPayments: false, verifyProfiles: false, distribute: false }, ['read', 'profiles', 'transfers', 'notifications', 'webhooks']],
  ];

  it.each(cases)('tells %s what the operations allow', async (_who, role, enrolled, expected, scopes) => {
    const client = await viewer(role, enrolled);
    const me = await client.graphql(ME);
    expect(me.errors, JSON.stringify(me.errors)).toBeUndefined();
    const can = me.data!.me.can;
    expect(can).toEqual({ ...expected, grantableScopes: scopes, appScopes: expected.administer ? [...API_SCOPES] : APP_SCOPES });
    for (const [capability, probe] of Object.entries(PROBES) as Array<[keyof typeof PROBES, (client: HttpClient) => Promise<string | null>]>) {
      const code = await probe(client);
      if (can[capability]) expect(code, capability).toBeNull();
      else expect(REFUSALS, `${capability}: ${code}`).toContain(code);
    }
    for (const scope of API_SCOPES) {
      const code = await tokenRefusal(client, scope);
      if (can.grantableScopes.includes(scope)) expect(code, scope).toBeNull();
      else expect(code, scope).toBe('VALIDATION_FAILED');
      const appCode = await appRefusal(client, scope);
      if (can.appScopes.includes(scope)) expect(appCode, `app ${scope}`).toBeNull();
      else expect(appCode, `app ${scope}`).toBe('VALIDATION_FAILED');
    }
  });

  it('answers the same in the user JSON of a sign-in and of GET /account/data', async () => {
    const admin = await createAccount(app, { role: 'admin' });
    const client = new HttpClient(app.url);
    const signedIn = await client.post('/api/auth/signin', { email: admin.email, password: admin.password });
    expect(signedIn.status).toBe(200);
    const onHold = MEMBER_CAN;
    expect(signedIn.body.can).toEqual(onHold);
    expect((await client.get('/api/account/data')).body.can).toEqual(onHold);
  });
});
