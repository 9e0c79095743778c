import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distributorOf, person, type Person, type TestDistributor } from '../support/factories.js';
import {
  COLLECTIONS,
  CREATE_DISTRIBUTOR,
  DISTRIBUTIONS,
  DISTRIBUTOR,
  DISTRIBUTORS,
  MAKE_DISTRIBUTION,
  RECORD_COLLECTION,
  SET_DISTRIBUTOR_ACTIVE,
  STATISTICS,
  UPDATE_DISTRIBUTOR,
  errorOf,
} from './fixtures.js';

let app: TestApp;
let admin: Person;
let seller: TestDistributor;
let buyer: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 50 });
  buyer = await person(app);
});
afterAll(async () => {
  await app?.stop();
});

const long = (length: number) => 'x'.repeat(length);

// [operation, who sends it, document, variables (built once the fixtures exist), field, reason]
type Case = [string, 'admin' | 'seller', string, () => Record<string, unknown>, string, string];
const create = (input: Record<string, unknown>) => () => ({ input: { accountId: buyer.id, creditLimit: 100, collectionLimit: 50, marginPercent: 10, ...input } });
const update = (input: Record<string, unknown>) => () => ({ input: { distributorId: seller.distributorId, ...input } });
const send = (input: Record<string, unknown>) => () => ({ input: { recipientId: buyer.id, amount: 1, idempotencyKey: 'key-12345678', ...input } });

const CASES: Case[] = [
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ accountId: '' }), 'accountId', 'required'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ accountId: 'someone' }), 'accountId', 'invalid'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ creditLimit: 0 }), 'creditLimit', 'tooShort'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ collectionLimit: 0 }), 'collectionLimit', 'tooShort'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ collectionLimit: 101 }), 'collectionLimit', 'mismatch'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ marginPercent: -0.01 }), 'marginPercent', 'tooShort'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ marginPercent: 100.01 }), 'marginPercent', 'tooLong'],
  ['createDistributor', 'admin', CREATE_DISTRIBUTOR, create({ marginPercent: 12.345 }), 'marginPercent', 'invalid'],
  ['updateDistributor', 'admin', UPDATE_DISTRIBUTOR, update({ distributorId: '' }), 'distributorId', 'required'],
  ['updateDistributor', 'admin', UPDATE_DISTRIBUTOR, update({ distributorId: '42' }), 'distributorId', 'invalid'],
  ['updateDistributor', 'admin', UPDATE_DISTRIBUTOR, update({ creditLimit: 0 }), 'creditLimit', 'tooShort'],
  ['updateDistributor', 'admin', UPDATE_DISTRIBUTOR, update({ collectionLimit: 101 }), 'collectionLimit', 'mismatch'],
  ['updateDistributor', 'admin', UPDATE_DISTRIBUTOR, update({ marginPercent: 0.001 }), 'marginPercent', 'invalid'],
  ['setDistributorActive', 'admin', SET_DISTRIBUTOR_ACTIVE, () => ({ input: { distributorId: 'x', active: false } }), 'distributorId', 'invalid'],
  ['recordCollection', 'admin', RECORD_COLLECTION, () => ({ input: { distributorId: 'x' } }), 'distributorId', 'invalid'],
  ['recordCollection', 'admin', RECORD_COLLECTION, () => ({ input: { distributorId: seller.distributorId, note: long(281) } }), 'note', 'tooLong'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ recipientId: '' }), 'recipientId', 'required'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ recipientId: 'someone' }), 'recipientId', 'invalid'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ amount: 0 }), 'amount', 'tooShort'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ message: long(281) }), 'message', 'tooLong'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ idempotencyKey: ' ' }), 'idempotencyKey', 'required'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ idempotencyKey: 'short' }), 'idempotencyKey', 'tooShort'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ idempotencyKey: long(101) }), 'idempotencyKey', 'tooLong'],
  ['makeDistribution', 'seller', MAKE_DISTRIBUTION, send({ idempotencyKey: 'payment:12345' }), 'idempotencyKey', 'invalid'],
  ['distributor', 'admin', DISTRIBUTOR, () => ({ id: 'x' }), 'distributorId', 'invalid'],
  ['distributors', 'admin', DISTRIBUTORS, () => ({ page: 0 }), 'page', 'tooShort'],
  ['distributors', 'admin', DISTRIBUTORS, () => ({ pageSize: 101 }), 'pageSize', 'tooLong'],
  ['distributions', 'admin', DISTRIBUTIONS, () => ({ distributorId: 'x' }), 'distributorId', 'invalid'],
  ['distributions', 'seller', DISTRIBUTIONS, () => ({ pageSize: 0 }), 'pageSize', 'tooShort'],
  ['distributorStatistics', 'seller', STATISTICS, () => ({ from: '2025-1-1' }), 'from', 'invalid'],
  ['distributorCollections', 'admin', COLLECTIONS, () => ({ distributorId: 'x' }), 'distributorId', 'invalid'],
  ['distributorCollections', 'seller', COLLECTIONS, () => ({ distributorId: seller.distributorId, page: -1 }), 'page', 'tooShort'],
];

describe('every input is validated (VALIDATION_FAILED with field and reason)', () => {
  it.each(CASES)('%s as %s: %#', async (_operation, actor, document, variables, field, reason) => {
    const client = actor === 'admin' ? admin.client : seller.client;
    expect(errorOf(await client.graphql(document, variables()))).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, params: { field, reason } });
  });

  it('left nothing behind', async () => {
    const [{ count }] = await app.container.dataSource.query('SELECT count(*) FROM ledger_movement');
    expect(Number(count)).toBe(0);
  });
});
