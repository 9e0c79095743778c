import { randomUUID } from 'node:crypto';
import type { RoleName } from '../../src/modules/account-rows/account.entity.js';
import { hashPassword } from '../../src/modules/auth/password.js';
import { newToken } from '../../src/modules/auth/secure-token.js';
import { cardIssuanceAccount, walletOf } from '../../src/modules/ledger/ledger-accounts.js';
import { inLedgerTransaction } from '../../src/modules/ledger/ledger-transaction.js';
import { postMovement } from '../../src/modules/ledger/post-movement.js';
import { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/**
 * The server tests' data builders, in one place. Each takes the app (or, for what only the API makes, the
 * signed-in client acting) and an `overrides` object over sensible defaults, and returns what tests need:
 *
 * - accounts: `createAccount` (a row), `person` (an account with a session: fast), `signedInClient` (signed in
 *   with its password, through the API; `signIn` for an existing account), `sessionToken` / `sessionClient` (a
 *   session minted for an existing account);
 * - money: `grantOdance`, or `odance` in the account overrides;
 * - distributors: `makeDistributor` (an existing account, by an admin), `distributorOf` (a fresh one);
 * - profiles: `createProfile` (over REST), `uniqueName`, `seedProfileCrowd` (hundreds at once, in SQL);
 * - API access: `personalAccessToken`, `oauthClient`.
 *
 * Fixtures that only one test file needs stay in that file.
 */

// ── accounts ──

let sequence = 0;

// One argon2 hash per distinct password: factories make many accounts at once, and the app's hashing queue
// (src/modules/auth/password.ts) would refuse a factory's flood as it refuses a client's.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface AccountOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: RoleName;
  active?: boolean;
  confirmed?: boolean;
  authMethod?: 'email' | 'google';
  /** oDance to start with (granted from card issuance, as `grantOdance`); none by default. */
  odance?: number;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  active: boolean;
  confirmed: boolean;
  authMethod: 'email' | 'google';
}

/** An account row with sensible defaults and any overrides, written straight to the database. */
export async function createAccount(app: TestApp, overrides: AccountOverrides = {}): Promise<TestAccount> {
  sequence += 1;
  const account = {
    email: overrides.email ?? `person${sequence}-${Date.now()}@example.com`,
    password: overrides.password ?? 'Secret123!',
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? `Person${sequence}`,
    role: overrides.role ?? 'user',
    active: overrides.active ?? true,
    confirmed: overrides.confirmed ?? true,
    authMethod: overrides.authMethod ?? 'email',
  };
  const hash = account.authMethod === 'email' ? await hashOnce(account.password) : null;
  const [{ id }]: [{ id: string }] = await app.container.dataSource.query(
    `INSERT INTO account (email, password_hash, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [account.email, hash, account.firstName, account.lastName, account.role, account.active, account.confirmed ? new Date() : null, account.active ? new Date() : null, account.authMethod],
  );
  if (overrides.odance) await grantOdance(app, id, overrides.odance);
  return { id, ...account };
}

/** A session minted straight into the database, as sign-in stores it (no password hashing: fast); its token. */
export async function sessionToken(app: TestApp, accountId: string): Promise<string> {
  const { token, hash } = newToken();
  await app.container.dataSource.query(
    `INSERT INTO session (token_hash, account_id, expires_at, last_seen_at) VALUES ($1, $2, now() + interval '1 day', now())`,
    [hash, accountId],
  );
  return token;
}

/** An HTTP client with a session minted for the account (see `sessionToken`). */
export async function sessionClient(app: TestApp, accountId: string): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  client.cookies.set(app.container.config.authTokenName, await sessionToken(app, accountId));
  return client;
}

/** An HTTP client signed in through the API (POST /api/auth/signin) with an account's email and password. */
export async function signIn(app: TestApp, account: { email: string; password: string }): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  const res = await client.post('/api/auth/signin', { email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return client;
}

/** A fresh account (overrides as `createAccount`) signed in through the API with its password. */
export async function signedInClient(app: TestApp, overrides: AccountOverrides = {}): Promise<{ client: HttpClient; account: TestAccount }> {
  const account = await createAccount(app, overrides);
  return { client: await signIn(app, account), account };
}

export interface Person {
  id: string;
  account: TestAccount;
  client: HttpClient;
}

/** A fresh account with a minted session (Google sign-in by default, so no password hashing: fast). */
export async function person(app: TestApp, overrides: AccountOverrides = {}): Promise<Person> {
  const account = await createAccount(app, { authMethod: 'google', ...overrides });
  return { id: account.id, account, client: await sessionClient(app, account.id) };
}

// ── money ──

/** Gives an account oDance from card issuance (a correction movement) without going through a payment. */
export async function grantOdance(app: TestApp, accountId: string, amount: number): Promise<void> {
  const { dataSource } = app.container;
  const [from, to] = [await cardIssuanceAccount(dataSource.manager), await walletOf(dataSource.manager, accountId)];
  await inLedgerTransaction(dataSource, (manager) =>
    postMovement(manager, {
      kind: 'correction',
      initiatorAccountId: accountId,
      idempotencyKey: `test-grant-${randomUUID()}`,
      entries: [
        { ledgerAccountId: from, amount: -amount },
        { ledgerAccountId: to, amount },
      ],
    }),
  );
}

// ── distributors ──

/** Who acts through the API: a client, or anything that has one (a `Person`). */
export type Actor = HttpClient | { client: HttpClient };
const clientOf = (actor: Actor) => (actor instanceof HttpClient ? actor : actor.client);

export interface DistributorTerms {
  creditLimit?: number;
  collectionLimit?: number;
  marginPercent?: number;
}

/** Makes an existing account a distributor, by `admin` through the API; the distributor's id. */
export async function makeDistributor(admin: Actor, accountId: string, terms: DistributorTerms = {}): Promise<string> {
  const input = { accountId, creditLimit: 1000, collectionLimit: 500, marginPercent: 10, ...terms };
  const res = await clientOf(admin).graphql('mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { id } }', { input });
  if (res.errors) throw new Error(`createDistributor failed: ${JSON.stringify(res.errors)}`);
  return res.data!.createDistributor.id;
}

export interface TestDistributor extends Person {
  distributorId: string;
}

/** A fresh `person` (account overrides as given) made a distributor by `admin` through the API. */
export async function distributorOf(app: TestApp, admin: Actor, terms: DistributorTerms = {}, overrides: AccountOverrides = {}): Promise<TestDistributor> {
  const account = await person(app, overrides);
  return { ...account, distributorId: await makeDistributor(admin, account.id, terms) };
}

// ── profiles ──

let nameSequence = 0;
/** A unique organisation name under the name rule. */
export function uniqueName(prefix = 'Org'): string {
  nameSequence += 1;
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${nameSequence}`;
}

/** Creates a profile of `type` for the client over REST (names made up unless given); fails unless 201. */
export async function createProfile(client: HttpClient, type: string, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const defaults = type === 'dancer' || type === 'trainer' ? { firstName: 'Ada', lastName: `Lovelace${++nameSequence}` } : { name: uniqueName() };
  const res = await client.post(`/api/profile/${type}`, { ...defaults, ...body });
  if (res.status !== 201) throw new Error(`create ${type} failed: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * A crowd for search tests, in one statement: `count` people (even g) and schools (odd g) whose names combine
 * ten first names and twelve last names ("Liam Rossi", "Rossi_Liam_Studio_7"), the newest first. None contains
 * "velik", "nnab", "quint", non-ASCII letters or Cyrillic, so the rows a test adds for its assertions stand out.
 */
export async function seedProfileCrowd(app: TestApp, ownerId: string, count: number): Promise<void> {
  await app.container.dataSource.query(
    `INSERT INTO profile (type, owner_id, first_name, last_name, name, search_name, created_at)
     SELECT CASE WHEN g % 2 = 0 THEN 'dancer'::profile_type ELSE 'school'::profile_type END, $1,
            CASE WHEN g % 2 = 0 THEN f END, CASE WHEN g % 2 = 0 THEN l END,
            CASE WHEN g % 2 = 1 THEN l || '_' || f || '_Studio_' || g END,
            CASE WHEN g % 2 = 0 THEN f || ' ' || l ELSE l || '_' || f || '_Studio_' || g END,
            now() - g * interval '1 second'
     FROM generate_series(1, $2) AS g,
          LATERAL (SELECT (ARRAY['Oliver','Sophia','Liam','Mila','Noah','Emma','Lucas','Chloe','Mateo','Nina'])[1 + g % 10] AS f,
                          (ARRAY['Garcia','Novak','Meyer','Rossi','Ivanova','Kowalczyk','Bakker','Dupont','Horvath','Lindberg','Costa','Fischer'])[1 + (g / 10) % 12] AS l) AS names`,
    [ownerId, count],
  );
}

// ── API access ──

export interface TokenOverrides {
  scopes?: string[];
  /** `script <scopes joined by +>` by default. */
  name?: string;
  expiresInDays?: number;
}

/** A personal access token of `owner`'s, made through the API: the bearer token and its id. */
export async function personalAccessToken(owner: Actor, overrides: TokenOverrides = {}): Promise<{ token: string; id: string }> {
  const scopes = overrides.scopes ?? ['read'];
  const input = { name: overrides.name ?? `script ${scopes.join('+')}`, scopes, expiresInDays: overrides.expiresInDays ?? 30 };
  const res = await clientOf(owner).graphql(
    'mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token personalAccessToken { id } } }',
    { input },
  );
  if (res.errors) throw new Error(`createPersonalAccessToken failed: ${JSON.stringify(res.errors)}`);
  return { token: res.data!.createPersonalAccessToken.token, id: res.data!.createPersonalAccessToken.personalAccessToken.id };
}

export interface OAuthClientOverrides {
  name?: string;
  redirectUris?: string[];
  scopes?: string[];
  confidential?: boolean;
}

/** A registered OAuth client ("Studio app", public, read and transfers), by `admin` through the API. */
export async function oauthClient(admin: Actor, overrides: OAuthClientOverrides = {}): Promise<{ client: { clientId: string }; clientSecret: string | null }> {
  const input = { name: 'Studio app', redirectUris: ['http://127.0.0.1/callback'], scopes: ['read', 'transfers'], confidential: false, ...overrides };
  const res = await clientOf(admin).graphql(
    'mutation($input: CreateOAuthClientInput!) { createOAuthClient(input: $input) { client { clientId } clientSecret } }',
    { input },
  );
  if (res.errors) throw new Error(`createOAuthClient failed: ${JSON.stringify(res.errors)}`);
  return res.data!.createOAuthClient;
}

/** What `me.can` answers for a member, and for a role on hold (modules/auth/capabilities.ts): a member's scopes only. */
export const MEMBER_CAN = {
  administer: false,
  manageDistributors: false,
  viewAllPayments: false,
  verifyProfiles: false,
  distribute: false,
  grantableScopes: ['read', 'profiles', 'transfers', 'notifications', 'webhooks'],
  appScopes: ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks'],
};
