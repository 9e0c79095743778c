import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createProfile, grantOdance, signedInClient, signIn } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { newKey } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Property-based fuzzing of every REST body and GraphQL input the product takes (auth, account, profiles,
 * transfers, purchases, distributions): whatever arrives, the answer is never a 5xx nor a leak of internals,
 * and a refused request (4xx, or GraphQL errors) stores nothing. "Nothing" is a fingerprint of every table
 * that holds people's data or money; only `rate_event` may grow, since counting refused sign-ins is its job.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const WATCHED = [
  'account',
  'session',
  'auth_token',
  'outbox_mail',
  'profile',
  'profile_affiliation',
  'profile_achievement',
  'ledger_account',
  'ledger_movement',
  'ledger_entry',
  'payment',
  'distributor',
  'distribution',
  'distributor_collection',
];

let app: TestApp;
let user: HttpClient;
let distributor: HttpClient;
let anonymous: HttpClient;
let userId: string;
let recipientId: string;
let profileId: string;

// The mail sender updates delivery columns (attempts, next_attempt_at, sent_at, …) of mails queued by EARLIER
// accepted requests in the background: a mail's own content is what a refused request must not write.
const ROW_OF: Record<string, string> = { outbox_mail: '(t.id, t.to, t.subject, t.text, t.html, t.link, t.created_at)' };

async function fingerprint(): Promise<string> {
  const parts = await Promise.all(
    WATCHED.map(async (table) => {
      const row = ROW_OF[table] ?? 't';
      const [found] = await app.container.dataSource.query(
        `SELECT md5(coalesce(string_agg(${row}::text, ',' ORDER BY ${row}::text), '')) AS h FROM ${table} t`,
      );
      const hash: string = found.h;
      return `${table}:${hash}`;
    }),
  );
  return parts.join(' ');
}

beforeAll(async () => {
  // Google sign-in configured (with endpoints nobody answers), so its callback validates instead of 501.
  app = await startTestApp({
    GOOGLE_CLIENT_ID: 'fuzz-client',
    GOOGLE_CLIENT_SECRET: 'fuzz-secret',
    GOOGLE_AUTH_URL: 'http://127.0.0.1:9/auth',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
  });
  anonymous = new HttpClient(app.url);
  const owner = await createAccount(app, { firstName: 'Fuzz', lastName: 'Owner' });
  userId = owner.id;
  user = new HttpClient(app.url);
  expect((await user.post('/api/auth/signin', { email: owner.email, password: owner.password })).status).toBe(200);
  await grantOdance(app, userId, 1_000);
  recipientId = (await createAccount(app, { authMethod: 'google' })).id;
  // A transfer's mail to its recipient is written after the request has answered (modules/notifications/
  // notification-mailer.ts), so the mail of an accepted transfer could land inside the next refused request's
  // before/after window: the recipients of the fuzzed transfers and distributions take no such mails.
  await app.container.dataSource.query('UPDATE account SET mail_on_transfer_received = false WHERE id = ANY($1)', [[recipientId, userId]]);
  profileId = (await createProfile(user, 'dancer', { firstName: 'Fuzz', lastName: 'Dancer' })).id;
  const { client: admin } = await signedInClient(app, { role: 'admin' });
  const dist = await createAccount(app);
  const made = await admin.graphql('mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { id } }', {
    input: { accountId: dist.id, creditLimit: 1_000, collectionLimit: 500, marginPercent: 10 },
  });
  expect(made.errors).toBeUndefined();
  distributor = await signIn(app, dist);
}, 60_000);
afterAll(async () => app?.stop());

// ── values ──
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom('', ' ', '\u0000', '%', "'; DROP TABLE account; --", '<script>alert(1)</script>', '../../etc/passwd', 'null', 'NaN', '{}', '💃🏽', 'é'.repeat(200)),
  fc.emailAddress(),
  fc.uuid(),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);
/** An object with (some of) the expected keys, each holding anything, plus maybe an unexpected key. */
const shaped = (keys: string[], overrides: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((key) => [key, overrides[key] ? fc.oneof(overrides[key], nasty) : nasty])), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), nasty), { nil: undefined }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
const body = (keys: string[], overrides: Record<string, fc.Arbitrary<unknown>> = {}) => fc.oneof({ weight: 4, arbitrary: shaped(keys, overrides) }, { weight: 1, arbitrary: fc.jsonValue() });
const password = fc.oneof(fc.constantFrom('Secret123!', 'Short1!', 'nodigits!!', 'NoSpecial12'), fc.string({ maxLength: 140 }));
const name = fc.oneof(fc.constantFrom('Anna', 'Ö', 'a'.repeat(33), 'x'.repeat(65)), fc.string({ maxLength: 70 }));
// Text with U+0000 somewhere in it, for every list and search parameter (PostgreSQL text cannot hold it).
const withNul = fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([head, tail]) => `${head}\u0000${tail}`);
const queryText = (maxLength: number) => fc.oneof(fc.string({ maxLength }), withNul);
const amount = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(1_000_000_001, 2 ** 53, 0.5, -0));

interface Sent {
  status: number;
  text: string;
  refused: boolean;
}

async function raw(client: HttpClient, method: string, path: string, text: string): Promise<Sent> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/config.json');
  const res = await fetch(app.url + path, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: text,
  });
  const answer = await res.text();
  return { status: res.status, text: answer, refused: res.status >= 400 };
}

async function rest(client: HttpClient, method: string, path: string, payload: unknown): Promise<Sent> {
  const res = await client.request(method, path, payload);
  return { status: res.status, text: res.text, refused: res.status >= 400 };
}

async function gql(client: HttpClient, query: string, variables: Record<string, unknown>): Promise<Sent> {
  const res = await client.request('POST', '/graphql', { query, variables });
  const errors = res.body?.errors as Array<{ extensions?: { status?: number } }> | undefined;
  const worst = Math.max(res.status, ...(errors ?? []).map((e) => e.extensions?.status ?? 0));
  return { status: worst, text: res.text, refused: res.status >= 400 || Boolean(errors?.length) };
}

/** Checks one request: never 5xx, no internals in the answer, nothing stored when refused. */
async function holds(send: () => Promise<Sent>): Promise<void> {
  const before = await fingerprint();
  const sent = await send();
  expect(sent.status, sent.text.slice(0, 500)).toBeLessThan(500);
  expect(sent.text).not.toMatch(/\n\s+at \S+ \(|"stack"|node_modules|QueryFailedError/);
  if (sent.refused) expect(await fingerprint(), `refused request changed the database: ${sent.text.slice(0, 300)}`).toBe(before);
}

const property = <T>(arb: fc.Arbitrary<T>, send: (value: T) => Promise<Sent>) =>
  fc.assert(
    fc.asyncProperty(arb, (value) => holds(() => send(value))),
    { numRuns: RUNS },
  );

describe('REST bodies', () => {
  it('POST /auth/signup', () =>
    property(body(['email', 'password', 'firstName', 'lastName'], { email: fc.emailAddress(), password, firstName: name, lastName: name }), (b) =>
      rest(anonymous, 'POST', '/api/auth/signup', b),
    ));
  it('POST /auth/signin', () => property(body(['email', 'password'], { email: fc.emailAddress(), password }), (b) => rest(new HttpClient(app.url), 'POST', '/api/auth/signin', b)));
  it('POST /auth/email/confirm', () => property(body(['token']), (b) => rest(anonymous, 'POST', '/api/auth/email/confirm', b)));
  it('POST /auth/email/resend', () => property(body(['email'], { email: fc.emailAddress() }), (b) => rest(anonymous, 'POST', '/api/auth/email/resend', b)));
  it('POST /auth/password/reset', () => property(body(['email'], { email: fc.emailAddress() }), (b) => rest(anonymous, 'POST', '/api/auth/password/reset', b)));
  it('POST /auth/password/reset/set', () => property(body(['token', 'password'], { password }), (b) => rest(anonymous, 'POST', '/api/auth/password/reset/set', b)));
  it('POST /auth/sso/google/callback', () => property(body(['code', 'state']), (b) => rest(anonymous, 'POST', '/api/auth/sso/google/callback', b)));
  it('PUT /account/data', () => property(body(['firstName', 'lastName'], { firstName: name, lastName: name }), (b) => rest(user, 'PUT', '/api/account/data', b)));
  it('POST /account/password', async () => {
    const own = await createAccount(app);
    const client = new HttpClient(app.url);
    expect((await client.post('/api/auth/signin', { email: own.email, password: own.password })).status).toBe(200);
    await property(body(['currentPassword', 'newPassword'], { currentPassword: password, newPassword: password }), (b) => rest(client, 'POST', '/api/account/password', b));
  });
  it('DELETE /account', async () => {
    const own = await createAccount(app);
    const client = new HttpClient(app.url);
    expect((await client.post('/api/auth/signin', { email: own.email, password: own.password })).status).toBe(200);
    await property(body(['password'], { password }), (b) => rest(client, 'DELETE', '/api/account', b));
  });
  it('GET /accounts/search', () => property(queryText(120), (q) => rest(user, 'GET', `/api/accounts/search?name=${encodeURIComponent(q)}`, undefined)));
  it('GET /profiles (list parameters)', () =>
    property(
      fc.dictionary(fc.constantFrom('search', 'sort', 'sortOrder', 'page', 'pageSize', 'filter[type]', 'filter[country]', 'filter[danceStyles]', 'filter[owner][id]', 'x'), queryText(30), { maxKeys: 5 }),
      (params) => rest(anonymous, 'GET', `/api/profiles?${new URLSearchParams(params).toString()}`, undefined),
    ));
  it('POST /profile/:type and PUT /profile/:type/:id', () =>
    property(
      fc.tuple(
        fc.constantFrom('dancer', 'school', 'trainer', 'nope', '%2e%2e'),
        body(['firstName', 'lastName', 'name', 'bio', 'country', 'danceStyles', 'socialLinks', 'achievements', 'schools', 'media', 'avatar']),
        fc.boolean(),
      ),
      ([type, b, update]) => rest(user, update ? 'PUT' : 'POST', update ? `/api/profile/${type}/${profileId}` : `/api/profile/${type}`, b),
    ));
  it('malformed JSON anywhere', () =>
    property(fc.tuple(fc.constantFrom('/api/auth/signin', '/api/auth/signup', '/api/account/password', '/graphql'), fc.string({ maxLength: 200 })), ([path, text]) =>
      raw(user, path === '/api/account/password' ? 'POST' : 'POST', path, text),
    ));
});

describe('GraphQL inputs', () => {
  it('transferOdance', () =>
    property(body(['recipientId', 'amount', 'message', 'idempotencyKey'], { recipientId: fc.constant(recipientId), amount, idempotencyKey: fc.uuid() }), (input) =>
      gql(user, 'mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }', { input }),
    ));
  it('buyOdance', () => property(body(['amount'], { amount }), (input) => gql(user, 'mutation($input: BuyOdanceInput!) { buyOdance(input: $input) { payment { id } } }', { input })));
  it('makeDistribution', () =>
    property(body(['recipientId', 'amount', 'message', 'idempotencyKey'], { recipientId: fc.constant(userId), amount, idempotencyKey: fc.uuid() }), (input) =>
      gql(distributor, 'mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { __typename } }', { input }),
    ));
  it('createProfile and updateProfile', () =>
    property(
      fc.tuple(body(['type', 'firstName', 'lastName', 'name', 'bio', 'country', 'danceStyles', 'socialLinks', 'achievements', 'schools', 'media'], { type: fc.constantFrom('dancer', 'school') }), fc.boolean()),
      ([input, update]) =>
        update
          ? gql(user, 'mutation($id: ID!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { id } }', { id: profileId, input })
          : gql(user, 'mutation($input: CreateProfileInput!) { createProfile(input: $input) { id } }', { input }),
    ));
  it('updateAccount', () =>
    property(body(['firstName', 'lastName'], { firstName: name, lastName: name }), (input) => gql(user, 'mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { id } }', { input })));
  it('changePassword and deleteAccount', async () => {
    // Its own account: the fuzzer may well send the right password and erase it.
    const own = await createAccount(app);
    const client = new HttpClient(app.url);
    expect((await client.post('/api/auth/signin', { email: own.email, password: own.password })).status).toBe(200);
    await property(fc.tuple(body(['currentPassword', 'newPassword', 'password'], { password }), fc.boolean()), ([input, remove]) =>
      remove
        ? gql(client, 'mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) }', { input })
        : gql(client, 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }', { input }),
    );
  });
  it('profiles, suggestProfiles and searchAccounts arguments', () =>
    property(
      fc.tuple(body(['search', 'page', 'pageSize', 'sort', 'sortOrder', 'filter', 'types', 'first'], { search: withNul }), queryText(120)),
      async ([args, q]) => {
        const list = await gql(anonymous, 'query($search: String, $page: Int, $pageSize: Int, $filter: ProfileFilter) { profiles(search: $search, page: $page, pageSize: $pageSize, filter: $filter) { total } }', typeof args === 'object' && args !== null && !Array.isArray(args) ? args : { search: args });
        if (list.status >= 500) return list;
        const suggested = await gql(anonymous, 'query($search: String!, $types: [ProfileType!], $first: Int) { suggestProfiles(search: $search, types: $types, first: $first) { id } }', typeof args === 'object' && args !== null && !Array.isArray(args) ? { search: q, ...(args as Record<string, unknown>) } : { search: q });
        if (suggested.status >= 500) return suggested;
        return gql(user, 'query($name: String!) { searchAccounts(name: $name) { id } }', { name: q });
      },
    ));
  it('an idempotency key reused for a different transfer stores nothing', async () => {
    const key = newKey();
    const first = await gql(user, 'mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }', { input: { recipientId, amount: 1, idempotencyKey: key } });
    expect(first.refused).toBe(false);
    await holds(() => gql(user, 'mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }', { input: { recipientId, amount: 2, idempotencyKey: key } }));
  });
});
