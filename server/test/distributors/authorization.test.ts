import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client.js';
import { distributorOf, person, type Person, type TestDistributor } from '../support/factories.js';
import { newKey } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  COLLECTIONS,
  CREATE_DISTRIBUTOR,
  DISTRIBUTIONS,
  DISTRIBUTOR,
  DISTRIBUTORS,
  MAKE_DISTRIBUTION,
  MY_DISTRIBUTOR,
  RECORD_COLLECTION,
  SET_DISTRIBUTOR_ACTIVE,
  STATISTICS,
  TRANSFERS,
  UPDATE_DISTRIBUTOR,
  distribute,
  errorOf,
} from './fixtures.js';

type Actor = 'anonymous' | 'user' | 'otherDistributor' | 'distributor' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'user', 'otherDistributor', 'distributor', 'admin'];

let app: TestApp;
let clients: Record<Actor, HttpClient>;
let admin: Person;
let own: TestDistributor;
let other: TestDistributor;
let recipient: Person;

beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  [own, other, recipient] = [await distributorOf(app, admin), await distributorOf(app, admin), await person(app)];
  await distribute(own, recipient.id, 10); // something to collect
  const user = await person(app);
  clients = { anonymous: new HttpClient(app.url), user: user.client, otherDistributor: other.client, distributor: own.client, admin: admin.client };
});
afterAll(async () => {
  await app?.stop();
});

const OK = 'ok';
const UNAUTH = 'AUTH_UNAUTHORIZED';
const FORBID = 'FORBIDDEN';
const NO_DIST = 'DISTRIBUTOR_NOT_FOUND'; // an admin passes the role check but holds no distributor of its own

// "distributor" is the one the operation is about; "otherDistributor" is another distributor, acting on it
// where an id is taken, or on its own where the operation has none.
// operation                          request                                                                                       anonymous user    otherDistributor distributor admin
const TABLE: Array<[string, () => [string, Record<string, unknown>], [string, string, string, string, string]]> = [
  ['createDistributor', () => [CREATE_DISTRIBUTOR, { input: { accountId: recipient.id, creditLimit: 10, collectionLimit: 5, marginPercent: 1 } }], [UNAUTH, FORBID, FORBID, FORBID, OK]],
  ['updateDistributor', () => [UPDATE_DISTRIBUTOR, { input: { distributorId: own.distributorId, creditLimit: 1000 } }], [UNAUTH, FORBID, FORBID, FORBID, OK]],
  ['setDistributorActive', () => [SET_DISTRIBUTOR_ACTIVE, { input: { distributorId: own.distributorId, active: true } }], [UNAUTH, FORBID, FORBID, FORBID, OK]],
  ['distributors', () => [DISTRIBUTORS, {}], [UNAUTH, FORBID, FORBID, FORBID, OK]],
  ['transfers', () => [TRANSFERS, {}], [UNAUTH, FORBID, FORBID, FORBID, OK]],
  ['myDistributor', () => [MY_DISTRIBUTOR, {}], [UNAUTH, FORBID, OK, OK, OK]],
  ['distributor(id)', () => [DISTRIBUTOR, { id: own.distributorId }], [UNAUTH, FORBID, FORBID, OK, OK]],
  ['makeDistribution', () => [MAKE_DISTRIBUTION, { input: { recipientId: recipient.id, amount: 1, idempotencyKey: newKey() } }], [UNAUTH, FORBID, OK, OK, NO_DIST]],
  ['distributions(distributorId)', () => [DISTRIBUTIONS, { distributorId: own.distributorId }], [UNAUTH, FORBID, FORBID, OK, OK]],
  ['distributions (own)', () => [DISTRIBUTIONS, {}], [UNAUTH, FORBID, OK, OK, NO_DIST]],
  ['distributorStatistics(distributorId)', () => [STATISTICS, { distributorId: own.distributorId }], [UNAUTH, FORBID, FORBID, OK, OK]],
  ['distributorStatistics (own)', () => [STATISTICS, {}], [UNAUTH, FORBID, OK, OK, NO_DIST]],
  ['distributorCollections', () => [COLLECTIONS, { distributorId: own.distributorId }], [UNAUTH, FORBID, FORBID, OK, OK]],
  ['recordCollection', () => [RECORD_COLLECTION, { input: { distributorId: own.distributorId } }], [UNAUTH, FORBID, FORBID, FORBID, OK]],
];

describe('authorization: every admin and distributor operation for every actor', () => {
  it.each(TABLE)('%s', async (_operation, request, expected) => {
    const outcomes: string[] = [];
    for (const actor of ACTORS) {
      const [document, variables] = request();
      const res = await clients[actor].graphql(document, variables);
      outcomes.push(res.errors ? errorOf(res)!.code : OK);
    }
    expect(Object.fromEntries(ACTORS.map((actor, index) => [actor, outcomes[index]]))).toEqual(Object.fromEntries(ACTORS.map((actor, index) => [actor, expected[index]])));
  });

  it('a distributor sees only its own data', async () => {
    expect((await other.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor.id).toBe(other.distributorId);
    const history = (await other.client.graphql(DISTRIBUTIONS)).data!.distributions.distributions;
    expect(history.every((d: { distributorId: string }) => d.distributorId === other.distributorId)).toBe(true);
    expect((await admin.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor).toBeNull();
    // An id that does not exist is as forbidden as someone else's: ids cannot be probed.
    expect(errorOf(await own.client.graphql(DISTRIBUTOR, { id: '00000000-0000-4000-8000-000000000000' }))!.code).toBe(FORBID);
    expect(errorOf(await admin.client.graphql(DISTRIBUTOR, { id: '00000000-0000-4000-8000-000000000000' }))!.code).toBe(NO_DIST);
  });
});
