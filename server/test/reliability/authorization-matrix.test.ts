import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredAccess, tokenNeed, type TokenNeed } from '../support/access.js';
import { API_SCOPES, SCOPE_ROLES, type ApiScope } from '../../src/modules/auth/scopes.js';
import { type AccountOverrides, createAccount, createProfile, makeDistributor, oauthClient, person, personalAccessToken, signIn } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { newKey } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Every query and mutation of schema.graphql × {anonymous, user, other user, distributor, admin}, with the
 * expected outcome in ONE table (MATRIX). "other user" acts on what "user" owns (their profile, payment…).
 * `ok` = answered without errors; otherwise the error code expected. The completeness test fails when the
 * schema has an operation without a row (or a row names an operation the schema no longer has).
 *
 * The token dimension (README "API access"): each row again with a bearer token of the role the operation is
 * for, holding the scope it needs (→ the cookie's outcome for that role), and holding every other scope of the
 * role but that one (→ ACCESS_INSUFFICIENT_SCOPE). The needed scope is the operation's own declaration (`@Access`
 * beside its resolver, modules/auth/access.ts); an operation without one fails here too.
 */

type Role = 'anonymous' | 'user' | 'otherUser' | 'distributor' | 'admin';
/** An error code, or 'ok'. */
type Outcome = string;
const ROLES: Role[] = ['anonymous', 'user', 'otherUser', 'distributor', 'admin'];

interface Fixtures {
  app: TestApp;
  ids: Record<Exclude<Role, 'anonymous'>, string>;
  distributorId: string;
  userProfile: { id: string; type: string };
  userPaymentId: string;
  /** A distribution from "distributor" to "user": a row of both their histories, of no one else's. */
  userDistributionId: string;
  /** A throw-away account of any state, for operations that change or erase their target. */
  freshAccount(overrides?: AccountOverrides): Promise<string>;
  adminClient: HttpClient;
  distributorClient: HttpClient;
  userClient: HttpClient;
}

interface Row {
  operation: string;
  document: string;
  variables?: (f: Fixtures, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The viewer is a fresh account of the role (the operation changes the viewer: password, erasure). */
  freshViewer?: boolean;
  expect: Record<Role, Outcome>;
}

const U = 'AUTH_UNAUTHORIZED';
const F = 'FORBIDDEN';
const open = { anonymous: 'ok', user: 'ok', otherUser: 'ok', distributor: 'ok', admin: 'ok' };
const signedIn = { anonymous: U, user: 'ok', otherUser: 'ok', distributor: 'ok', admin: 'ok' };
const adminOnly = { anonymous: U, user: F, otherUser: F, distributor: F, admin: 'ok' };
const ownerOrAdmin = { anonymous: U, user: 'ok', otherUser: F, distributor: F, admin: 'ok' };
// Reads of one distributor: an admin any, the distributor its own, anyone else FORBIDDEN (ids cannot be probed).
const distributorRead = { anonymous: U, user: F, otherUser: F, distributor: 'ok', admin: 'ok' };
// A payment of "user": their own, an admin any; to anyone else it does not exist.
const paymentRead = { anonymous: U, user: 'ok', otherUser: 'PAYMENT_NOT_FOUND', distributor: 'PAYMENT_NOT_FOUND', admin: 'ok' };
// A receipt of the history: its two parties only, an admin included among the others (the admin list has it).
const partiesRead = { anonymous: U, user: 'ok', otherUser: 'NOT_FOUND', distributor: 'ok', admin: 'NOT_FOUND' };

const PROFILE_FIELDS = 'id type displayName canEdit';
const DISTRIBUTOR_FIELDS = 'id active creditLimit';

const MATRIX: Row[] = [
  // ── queries ──
  { operation: 'errorCatalogue', document: '{ errorCatalogue { code status } }', expect: open },
  { operation: 'me', document: '{ me { id } }', expect: open },
  { operation: 'profile', document: `query($id: ID!, $type: ProfileType!) { profile(id: $id, type: $type) { ${PROFILE_FIELDS} } }`, variables: (f) => f.userProfile, expect: open },
  { operation: 'profiles', document: `{ profiles(pageSize: 5) { total profiles { ${PROFILE_FIELDS} } } }`, expect: open },
  { operation: 'suggestProfiles', document: `{ suggestProfiles(search: "Matrix", first: 5) { ${PROFILE_FIELDS} } }`, expect: open },
  { operation: 'myProfiles', document: `{ myProfiles { total profiles { ${PROFILE_FIELDS} } } }`, expect: signedIn },
  { operation: 'myPayments', document: '{ myPayments { payments { id } } }', expect: signedIn },
  { operation: 'myTransfers', document: '{ myTransfers { transfers { id } } }', expect: signedIn },
  { operation: 'myTransfer', document: 'query($id: ID!) { myTransfer(id: $id) { id kind } }', variables: (f) => ({ id: f.userDistributionId }), expect: partiesRead },
  { operation: 'accountSummary', document: 'query($id: ID!) { accountSummary(id: $id) { id firstName } }', variables: (f) => ({ id: f.ids.user }), expect: signedIn },
  { operation: 'searchAccounts', document: '{ searchAccounts(name: "Matrix") { id } }', expect: signedIn },
  { operation: 'payment', document: 'query($id: ID!) { payment(id: $id) { id status } }', variables: (f) => ({ id: f.userPaymentId }), expect: paymentRead },
  { operation: 'invoice', document: 'query($id: ID!) { invoice(paymentId: $id) { paymentId } }', variables: (f) => ({ id: f.userPaymentId }), expect: paymentRead },
  { operation: 'affiliationRequests', document: '{ affiliationRequests { id status } }', expect: signedIn },
  { operation: 'pendingAccounts', document: '{ pendingAccounts { id } }', expect: adminOnly },
  { operation: 'members', document: '{ members(search: "Matrix", pageSize: 5) { total members { id email balance } } }', expect: adminOnly },
  { operation: 'moneyTotals', document: '{ moneyTotals { inCirculation boughtByCard } }', expect: adminOnly },
  {
    operation: 'profileByHandle',
    document: `query($handle: String!) { profileByHandle(handle: $handle) { ${PROFILE_FIELDS} } }`,
    variables: async (f) => ({ handle: (await createProfile(f.userClient, 'school')).name }),
    expect: open,
  },
  { operation: 'myDistributor', document: `{ myDistributor { ${DISTRIBUTOR_FIELDS} } }`, expect: { anonymous: U, user: F, otherUser: F, distributor: 'ok', admin: 'ok' } },
  { operation: 'distributor', document: `query($id: ID!) { distributor(id: $id) { ${DISTRIBUTOR_FIELDS} } }`, variables: (f) => ({ id: f.distributorId }), expect: distributorRead },
  { operation: 'distributions', document: 'query($id: ID) { distributions(distributorId: $id) { total } }', variables: (f) => ({ id: f.distributorId }), expect: distributorRead },
  { operation: 'distributorStatistics', document: 'query($id: ID) { distributorStatistics(distributorId: $id) { __typename } }', variables: (f) => ({ id: f.distributorId }), expect: distributorRead },
  { operation: 'distributorCollections', document: 'query($id: ID!) { distributorCollections(distributorId: $id) { total } }', variables: (f) => ({ id: f.distributorId }), expect: distributorRead },
  {
    operation: 'distributionQuote',
    document: '{ distributionQuote(amount: 10) { fiatCents revenueCents feesCents } }',
    // Like makeDistribution: an admin passes the role check but holds no distributor record.
    expect: { anonymous: U, user: F, otherUser: F, distributor: 'ok', admin: 'DISTRIBUTOR_NOT_FOUND' },
  },
  { operation: 'distributorTermLimits', document: '{ distributorTermLimits { limitMax } }', expect: adminOnly },
  { operation: 'distributors', document: '{ distributors { total } }', expect: adminOnly },
  { operation: 'transfers', document: '{ transfers { total } }', expect: adminOnly },
  { operation: 'allPayments', document: '{ allPayments { total } }', expect: adminOnly },
  { operation: 'personalAccessTokens', document: '{ personalAccessTokens { id } }', expect: signedIn },

  // ── mutations: personal access tokens (the token dimension is server/test/security/api-access.test.ts) ──
  { operation: 'createPersonalAccessToken', document: 'mutation { createPersonalAccessToken(input: { name: "matrix", scopes: [read] }) { token } }', expect: signedIn },
  {
    operation: 'revokePersonalAccessToken',
    document: 'mutation { revokePersonalAccessToken(id: "0000000000000000") }',
    expect: { anonymous: U, user: 'NOT_FOUND', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },

  // ── money requests (server/test/money-requests/money-requests.test.ts has the behaviour) ──
  { operation: 'moneyRequests', document: '{ moneyRequests { total } }', expect: signedIn },
  {
    operation: 'moneyRequest',
    document: 'query { moneyRequest(id: "00000000-0000-4000-8000-000000000000") { id } }',
    expect: { anonymous: U, user: 'MONEY_REQUEST_NOT_FOUND', otherUser: 'MONEY_REQUEST_NOT_FOUND', distributor: 'MONEY_REQUEST_NOT_FOUND', admin: 'MONEY_REQUEST_NOT_FOUND' },
  },
  {
    operation: 'requestOdance',
    document: 'mutation($input: RequestOdanceInput!) { requestOdance(input: $input) { moneyRequest { id status } } }',
    variables: (f, role) => ({ input: { fromAccountId: role === 'user' ? f.ids.otherUser : f.ids.user, amount: 1, message: 'Matrix' } }),
    expect: signedIn,
  },
  {
    operation: 'declineMoneyRequest',
    document: 'mutation { declineMoneyRequest(id: "00000000-0000-4000-8000-000000000000") { id } }',
    expect: { anonymous: U, user: 'MONEY_REQUEST_NOT_FOUND', otherUser: 'MONEY_REQUEST_NOT_FOUND', distributor: 'MONEY_REQUEST_NOT_FOUND', admin: 'MONEY_REQUEST_NOT_FOUND' },
  },
  {
    operation: 'cancelMoneyRequest',
    document: 'mutation { cancelMoneyRequest(id: "00000000-0000-4000-8000-000000000000") { id } }',
    expect: { anonymous: U, user: 'MONEY_REQUEST_NOT_FOUND', otherUser: 'MONEY_REQUEST_NOT_FOUND', distributor: 'MONEY_REQUEST_NOT_FOUND', admin: 'MONEY_REQUEST_NOT_FOUND' },
  },

  // ── second factors and devices (server/test/auth/second-factors.test.ts has the behaviour) ──
  { operation: 'secondFactors', document: '{ secondFactors { totp } }', expect: signedIn },
  { operation: 'sessions', document: '{ sessions { id } }', expect: signedIn },
  { operation: 'beginTotpEnrolment', document: 'mutation { beginTotpEnrolment { otpauthUrl } }', freshViewer: true, expect: signedIn },
  {
    operation: 'confirmTotpEnrolment',
    document: 'mutation { confirmTotpEnrolment(code: "000000") { recoveryCodes } }',
    freshViewer: true,
    expect: { anonymous: U, user: 'VALIDATION_FAILED', otherUser: 'VALIDATION_FAILED', distributor: 'VALIDATION_FAILED', admin: 'VALIDATION_FAILED' },
  },
  {
    operation: 'disableTotp',
    document: 'mutation { disableTotp(password: "Wrong-password-1") }',
    freshViewer: true,
    expect: { anonymous: U, user: 'ACCOUNT_INVALID_CURRENT_PASSWORD', otherUser: 'ACCOUNT_INVALID_CURRENT_PASSWORD', distributor: 'ACCOUNT_INVALID_CURRENT_PASSWORD', admin: 'ACCOUNT_INVALID_CURRENT_PASSWORD' },
  },
  { operation: 'beginPasskeyEnrolment', document: 'mutation { beginPasskeyEnrolment { options } }', freshViewer: true, expect: signedIn },
  {
    operation: 'confirmPasskeyEnrolment',
    document: 'mutation { confirmPasskeyEnrolment(name: "Laptop", response: "{}") { recoveryCodes } }',
    freshViewer: true,
    expect: { anonymous: U, user: 'VALIDATION_FAILED', otherUser: 'VALIDATION_FAILED', distributor: 'VALIDATION_FAILED', admin: 'VALIDATION_FAILED' },
  },
  {
    operation: 'removePasskey',
    document: 'mutation { removePasskey(id: "not-a-passkey", password: "Wrong-password-1") }',
    freshViewer: true,
    expect: { anonymous: U, user: 'ACCOUNT_INVALID_CURRENT_PASSWORD', otherUser: 'ACCOUNT_INVALID_CURRENT_PASSWORD', distributor: 'ACCOUNT_INVALID_CURRENT_PASSWORD', admin: 'ACCOUNT_INVALID_CURRENT_PASSWORD' },
  },
  {
    operation: 'endSession',
    document: 'mutation { endSession(id: "00000000-0000-0000-0000-000000000000") }',
    expect: { anonymous: U, user: 'NOT_FOUND', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  {
    operation: 'resetSecondFactors',
    document: 'mutation($input: ResetSecondFactorsInput!) { resetSecondFactors(input: $input) }',
    variables: async (f) => ({ input: { accountId: await f.freshAccount(), reason: 'matrix' } }),
    expect: adminOnly,
  },

  // ── OAuth apps: every member's own apps, the admin's registry of all, the viewer's allowed apps ──
  { operation: 'oauthClients', document: '{ oauthClients { clientId } }', expect: adminOnly },
  { operation: 'myOAuthClients', document: '{ myOAuthClients { clientId } }', expect: signedIn },
  { operation: 'authorizedApps', document: '{ authorizedApps { clientId } }', expect: signedIn },
  {
    operation: 'createOAuthClient',
    document: 'mutation { createOAuthClient(input: { name: "matrix", redirectUris: ["https://matrix.example/cb"], scopes: [read], confidential: false }) { clientSecret } }',
    expect: signedIn,
  },
  // On "user"'s app: its owner or an admin; to anyone else it does not exist.
  {
    operation: 'setOAuthClientActive',
    document: 'mutation($id: String!) { setOAuthClientActive(clientId: $id, active: false) { active } }',
    variables: async (f) => ({ id: await freshOAuthClient(f, f.ids.user) }),
    expect: { anonymous: U, user: 'ok', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'ok' },
  },
  {
    operation: 'updateOAuthClient',
    document: 'mutation($id: String!) { updateOAuthClient(input: { clientId: $id, name: "matrix 2" }) { name } }',
    variables: async (f) => ({ id: await freshOAuthClient(f, f.ids.user) }),
    expect: { anonymous: U, user: 'ok', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'ok' },
  },
  {
    operation: 'setOAuthClientVerified',
    document: 'mutation($id: String!) { setOAuthClientVerified(clientId: $id, verified: true) { verified } }',
    variables: async (f) => ({ id: await freshOAuthClient(f, f.ids.user) }),
    expect: adminOnly,
  },
  {
    operation: 'revokeAuthorizedApp',
    document: 'mutation { revokeAuthorizedApp(clientId: "odc_never_allowed_by_anyone") }',
    expect: { anonymous: U, user: 'NOT_FOUND', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },

  // ── notifications ──
  { operation: 'notifications', document: '{ notifications(pageSize: 5) { total notifications { id } } }', expect: signedIn },
  { operation: 'unreadNotificationCount', document: '{ unreadNotificationCount }', expect: signedIn },
  { operation: 'markNotificationsRead', document: 'mutation { markNotificationsRead }', expect: signedIn },

  // ── webhooks: the viewer's own endpoints (an unknown or someone else's endpoint reads as missing) ──
  { operation: 'webhookEndpoints', document: '{ webhookEndpoints { id } }', expect: signedIn },
  {
    operation: 'webhookDeliveries',
    document: '{ webhookDeliveries(endpointId: "00000000-0000-4000-8000-000000000000") { id } }',
    expect: { anonymous: U, user: 'NOT_FOUND', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  {
    operation: 'createWebhookEndpoint',
    document: 'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/matrix", events: ["transfer.received"] }) { secret } }',
    expect: signedIn,
  },
  {
    operation: 'deleteWebhookEndpoint',
    document: 'mutation { deleteWebhookEndpoint(id: "00000000-0000-4000-8000-000000000000") }',
    expect: { anonymous: U, user: 'NOT_FOUND', otherUser: 'NOT_FOUND', distributor: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },

  // ── mutations: the viewer's own account ──
  { operation: 'updateAccount', document: 'mutation { updateAccount(input: { firstName: "Matrix", lastName: "Row" }) { id } }', expect: signedIn },
  {
    operation: 'changePassword',
    document: 'mutation { changePassword(input: { currentPassword: "Secret123!", newPassword: "Changed123!x" }) }',
    freshViewer: true,
    expect: signedIn,
  },
  {
    operation: 'requestEmailChange',
    document: 'mutation { requestEmailChange(input: { newEmail: "matrix-row@example.com", password: "Secret123!" }) }',
    freshViewer: true,
    expect: signedIn,
  },
  { operation: 'deleteAccount', document: 'mutation { deleteAccount(input: { password: "Secret123!" }) }', freshViewer: true, expect: signedIn },
  { operation: 'buyOdance', document: 'mutation { buyOdance(input: { amount: 10 }) { payment { id } checkoutUrl } }', expect: signedIn },
  {
    operation: 'transferOdance',
    document: 'mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }',
    variables: (f, role) => ({ input: { recipientId: role === 'user' ? f.ids.otherUser : f.ids.user, amount: 1, idempotencyKey: newKey() } }),
    expect: signedIn,
  },
  {
    operation: 'createProfile',
    document: `mutation($input: CreateProfileInput!) { createProfile(input: $input) { ${PROFILE_FIELDS} } }`,
    variables: () => ({ input: { type: 'dancer', firstName: 'Matrix', lastName: 'Dancer' } }),
    expect: signedIn,
  },

  // ── mutations on what "user" owns ──
  {
    operation: 'updateProfile',
    document: `mutation($id: ID!) { updateProfile(id: $id, input: { bio: "Edited by the matrix" }) { ${PROFILE_FIELDS} } }`,
    variables: (f) => ({ id: f.userProfile.id }),
    expect: ownerOrAdmin,
  },
  {
    operation: 'answerAffiliationRequest',
    document: 'mutation($id: ID!) { answerAffiliationRequest(id: $id, accept: true) { id status } }',
    variables: async (f) => ({ id: await affiliationRequestTo(f) }),
    expect: ownerOrAdmin,
  },
  { operation: 'setMainProfile', document: 'mutation($id: ID!) { setMainProfile(id: $id) { id } }', variables: (f) => ({ id: f.userProfile.id }), expect: ownerOrAdmin },
  {
    operation: 'deleteProfile',
    document: 'mutation($id: ID!) { deleteProfile(id: $id) { id } }',
    variables: async (f) => ({ id: (await profileOf(f.userClient)).id }),
    expect: ownerOrAdmin,
  },
  { operation: 'confirmPayment', document: 'mutation($id: ID!) { confirmPayment(id: $id) { id } }', variables: (f) => ({ id: f.userPaymentId }), expect: paymentRead },
  {
    operation: 'retryPayment',
    document: 'mutation($id: ID!) { retryPayment(id: $id) { payment { id } } }',
    variables: async (f) => ({ id: await expiredPaymentOf(f) }),
    // Only the buyer retries: for an admin too, someone else's payment does not exist here.
    expect: { anonymous: U, user: 'ok', otherUser: 'PAYMENT_NOT_FOUND', distributor: 'PAYMENT_NOT_FOUND', admin: 'PAYMENT_NOT_FOUND' },
  },

  {
    operation: 'cancelPayment',
    document: 'mutation($id: ID!) { cancelPayment(id: $id) { id status } }',
    variables: async (f) => ({ id: await pendingPaymentOf(f) }),
    // Only the buyer cancels: for an admin too, someone else's payment does not exist here.
    expect: { anonymous: U, user: 'ok', otherUser: 'PAYMENT_NOT_FOUND', distributor: 'PAYMENT_NOT_FOUND', admin: 'PAYMENT_NOT_FOUND' },
  },

  // ── admin: profiles ──
  {
    operation: 'setProfileVerified',
    document: 'mutation($id: ID!) { setProfileVerified(type: school, id: $id, verified: true) { id verified } }',
    variables: async (f) => ({ id: (await createProfile(f.userClient, 'school')).id }),
    expect: adminOnly,
  },

  // ── admin: accounts ──
  {
    operation: 'approveAccount',
    document: 'mutation($id: ID!) { approveAccount(id: $id) { id } }',
    variables: async (f) => ({ id: await f.freshAccount({ active: false }) }),
    expect: adminOnly,
  },
  {
    operation: 'rejectAccount',
    document: 'mutation($id: ID!) { rejectAccount(id: $id) }',
    variables: async (f) => ({ id: await pendingAccount(f) }),
    expect: adminOnly,
  },
  {
    operation: 'setAccountActive',
    document: 'mutation($id: ID!) { setAccountActive(id: $id, active: false) { id } }',
    variables: async (f) => ({ id: await f.freshAccount() }),
    expect: adminOnly,
  },

  // ── distributors ──
  {
    operation: 'makeDistribution',
    document: 'mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { __typename } }',
    variables: (f) => ({ input: { recipientId: f.ids.user, amount: 1, idempotencyKey: newKey() } }),
    // An admin passes the role check but holds no credit line.
    expect: { anonymous: U, user: F, otherUser: F, distributor: 'ok', admin: 'DISTRIBUTOR_NOT_FOUND' },
  },
  {
    operation: 'createDistributor',
    document: `mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { ${DISTRIBUTOR_FIELDS} } }`,
    variables: async (f) => ({ input: { accountId: await f.freshAccount(), creditLimit: 1000, collectionLimit: 500, marginPercent: 10 } }),
    expect: adminOnly,
  },
  {
    operation: 'updateDistributor',
    document: `mutation($input: UpdateDistributorInput!) { updateDistributor(input: $input) { ${DISTRIBUTOR_FIELDS} } }`,
    variables: (f) => ({ input: { distributorId: f.distributorId, marginPercent: 11 } }),
    expect: adminOnly,
  },
  {
    operation: 'setDistributorActive',
    document: `mutation($input: SetDistributorActiveInput!) { setDistributorActive(input: $input) { ${DISTRIBUTOR_FIELDS} } }`,
    variables: async (f) => ({ input: { distributorId: await freshDistributor(f), active: false } }),
    expect: adminOnly,
  },
  {
    operation: 'recordCollection',
    document: 'mutation($input: RecordCollectionInput!) { recordCollection(input: $input) { __typename } }',
    variables: async (f) => {
      // Something to collect: one distribution by the shared distributor first.
      const made = await f.distributorClient.graphql('mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { __typename } }', {
        input: { recipientId: f.ids.user, amount: 2, idempotencyKey: newKey() },
      });
      if (made.errors) throw new Error(JSON.stringify(made.errors));
      return { input: { distributorId: f.distributorId, note: 'matrix' } };
    },
    expect: adminOnly,
  },
];

// ── fixtures ──

async function profileOf(client: HttpClient): Promise<{ id: string; type: string }> {
  const { id, type } = await createProfile(client, 'dancer', { firstName: 'Owned', lastName: 'Profile' });
  return { id, type };
}

/** A request to be a member of a school "user" owns, made by the distributor's dancer. */
async function affiliationRequestTo(f: Fixtures): Promise<string> {
  const school = await createProfile(f.userClient, 'school');
  await createProfile(f.distributorClient, 'dancer', { schools: [{ id: school.id }] });
  const [row]: Array<{ id: string }> = await f.app.container.dataSource.query('SELECT id FROM profile_affiliation WHERE linked_profile_id = $1', [school.id]);
  if (!row) throw new Error('no affiliation request to the school');
  return row.id;
}

async function pendingPaymentOf(f: Fixtures): Promise<string> {
  const res = await f.userClient.graphql('mutation { buyOdance(input: { amount: 5 }) { payment { id } } }');
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.buyOdance.payment.id as string;
}

async function expiredPaymentOf(f: Fixtures): Promise<string> {
  const id = await pendingPaymentOf(f);
  await f.app.container.dataSource.query(`UPDATE payment SET status = 'expired' WHERE id = $1`, [id]);
  return id;
}

async function pendingAccount(f: Fixtures): Promise<string> {
  const id = await f.freshAccount({ active: false });
  await f.app.container.dataSource.query('UPDATE account SET approved_at = NULL WHERE id = $1', [id]);
  return id;
}

async function freshDistributor(f: Fixtures): Promise<string> {
  return makeDistributor(f.adminClient, await f.freshAccount(), { creditLimit: 1000, collectionLimit: 500, marginPercent: 10 });
}

/** An app, registered by the admin and handed to `ownerId` (in SQL: a member's own apps are capped, MEMBER_APPS_MAX). */
async function freshOAuthClient(f: Fixtures, ownerId?: string): Promise<string> {
  const id = await adminOAuthClient(f);
  if (ownerId) await f.app.container.dataSource.query('UPDATE oauth_client SET created_by = $2, verified = false WHERE client_id = $1', [id, ownerId]);
  return id;
}

async function adminOAuthClient(f: Fixtures): Promise<string> {
  return (await oauthClient(f.adminClient, { name: 'matrix', redirectUris: ['https://matrix.example/cb'], scopes: ['read'], confidential: false })).client.clientId;
}

let app: TestApp;
let fixtures: Fixtures;
const clients = new Map<Role, HttpClient>();

async function clientFor(role: Role, fresh: boolean): Promise<HttpClient> {
  if (role === 'anonymous') return new HttpClient(app.url);
  if (!fresh) return clients.get(role)!;
  // A fresh account of the role, signed in with its password (email sign-in), funded like the others.
  const account = await createAccount(app, { role: role === 'otherUser' ? 'user' : role === 'distributor' ? 'user' : role });
  if (role === 'distributor') await makeDistributor(fixtures.adminClient, account.id, { creditLimit: 1000, collectionLimit: 500, marginPercent: 10 });
  return signIn(app, account);
}

beforeAll(async () => {
  app = await startTestApp();
  const ids = {} as Fixtures['ids'];
  for (const role of ['user', 'otherUser', 'distributor', 'admin'] as const) {
    const { id, client } = await person(app, { role: role === 'admin' ? 'admin' : 'user', firstName: 'Matrix', authMethod: 'email', odance: 1_000 });
    ids[role] = id;
    clients.set(role, client);
  }
  const adminClient = clients.get('admin')!;
  const distributorId = await makeDistributor(adminClient, ids.distributor, { creditLimit: 100_000, collectionLimit: 50_000, marginPercent: 10 });
  const userClient = clients.get('user')!;
  const bought = await userClient.graphql('mutation { buyOdance(input: { amount: 5 }) { payment { id } } }');
  if (bought.errors) throw new Error(JSON.stringify(bought.errors));
  const sold = await clients.get('distributor')!.graphql('mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { distribution { id } } }', {
    input: { recipientId: ids.user, amount: 3, idempotencyKey: newKey() },
  });
  if (sold.errors) throw new Error(JSON.stringify(sold.errors));
  fixtures = {
    app,
    ids,
    distributorId,
    userProfile: await profileOf(userClient),
    userPaymentId: bought.data!.buyOdance.payment.id,
    userDistributionId: sold.data!.makeDistribution.distribution.id,
    freshAccount: async (overrides = {}) => (await createAccount(app, { authMethod: 'google', ...overrides })).id,
    adminClient,
    distributorClient: clients.get('distributor')!,
    userClient,
  };
}, 120_000);
afterAll(async () => app?.stop());

/** The role a token is made for: the one the operation's scope is meant for. */
const tokenRole = (scope: TokenNeed): Exclude<Role, 'anonymous' | 'otherUser'> =>
  scope === 'admin' ? 'admin' : scope === 'distributions' ? 'distributor' : 'user';

const roleScopes = (role: Exclude<Role, 'anonymous'>): ApiScope[] =>
  API_SCOPES.filter((scope) => !SCOPE_ROLES[scope] || role === 'admin' || SCOPE_ROLES[scope] === (role === 'distributor' ? 'distributor' : 'user'));

const tokens = new Map<string, string>();
async function tokenOf(role: Exclude<Role, 'anonymous' | 'otherUser'>, scopes: ApiScope[]): Promise<string> {
  const key = `${role}:${scopes.join(',')}`;
  if (!tokens.has(key)) {
    // A token's name is at most 64 characters; an admin's every scope joined is longer.
    tokens.set(key, (await personalAccessToken(clients.get(role)!, { name: key.slice(0, 64), scopes })).token);
  }
  return tokens.get(key)!;
}

async function asBearer(token: string, document: string, variables: Record<string, unknown>): Promise<{ status: number; code: Outcome }> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await res.json()) as { errors?: Array<{ extensions: { code: string } }> };
  return { status: res.status, code: body.errors ? body.errors[0]!.extensions.code : 'ok' };
}

describe('authorization matrix', () => {
  it('has exactly one row per query and mutation of schema.graphql', () => {
    const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'));
    const operations = (['Query', 'Mutation'] as const).flatMap((name) => Object.keys((schema.getType(name) as GraphQLObjectType).getFields()));
    const rows = MATRIX.map((row) => row.operation);
    expect(rows.filter((op, i) => rows.indexOf(op) !== i), 'operations with two rows').toEqual([]);
    expect(operations.filter((op) => !rows.includes(op)).sort(), 'operations in schema.graphql without a row in MATRIX').toEqual([]);
    expect(rows.filter((op) => !operations.includes(op)).sort(), 'rows for operations schema.graphql no longer has').toEqual([]);
  });

  it.each(MATRIX.map((row) => [row.operation, row] as const))('%s', async (_name, row) => {
    const got: Record<string, Outcome> = {};
    for (const role of ROLES) {
      const client = await clientFor(role, Boolean(row.freshViewer));
      const variables = row.variables ? await row.variables(fixtures, role) : {};
      const res = await client.graphql(row.document, variables);
      expect(res.status, `${row.operation} as ${role}: ${JSON.stringify(res.errors)}`).toBeLessThan(500);
      got[role] = res.errors ? res.errors[0].extensions.code : 'ok';
    }
    expect(got).toEqual(row.expect);
    // The operation's declaration (`@Access` beside its resolver) says what its command does: a viewer's operation
    // refuses the signed-out, a role's refuses a plain member, anyone's refuses nobody for being signed out.
    const access = await declaredAccess();
    const who = (access.get(`Query.${row.operation}`) ?? access.get(`Mutation.${row.operation}`))?.who;
    if (who === 'anyone') expect(row.expect.anonymous, `${row.operation} is declared for anyone`).not.toBe(U);
    else expect(row.expect.anonymous, `${row.operation} is declared for ${String(who)}`).toBe(U);
    if (who === 'admin' || who === 'distributor') expect(row.expect.user, `${row.operation} is declared for ${who}`).toBe(F);
  });

  it.each(MATRIX.map((row) => [row.operation, row] as const))('%s with a token: with its scope, and without', async (_name, row) => {
    const access = await declaredAccess();
    const needed = tokenNeed(access.get(`Query.${row.operation}`) ?? access.get(`Mutation.${row.operation}`))!;
    expect(needed, `${row.operation} has no access declaration`).toBeDefined();
    const role = tokenRole(needed);
    const all = roleScopes(role);
    // What a token with the scope gets: what the role's cookie gets; a browser-session-only operation is FORBIDDEN.
    const withScope = await asBearer(await tokenOf(role, all), row.document, row.variables ? await row.variables(fixtures, role) : {});
    expect(withScope.status).toBeLessThan(500);
    const cookieOutcome = row.freshViewer ? 'ok' : row.expect[role];
    expect(withScope.code, `${row.operation} with a ${role} token holding ${needed}`).toBe(needed === 'cookie' ? F : cookieOutcome);
    if (needed === 'public' || needed === 'cookie') return;
    const others = all.filter((scope) => scope !== needed);
    if (others.length === 0) return;
    const without = await asBearer(await tokenOf(role, others), row.document, row.variables ? await row.variables(fixtures, role) : {});
    expect(without.code, `${row.operation} with a ${role} token without ${needed}`).toBe('ACCESS_INSUFFICIENT_SCOPE');
    expect(without.status).toBe(403);
  });
});
