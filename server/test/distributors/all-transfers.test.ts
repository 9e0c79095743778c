import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, grantOdance, person, type Person, type TestDistributor } from '../support/factories.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { clockPast } from '../support/wait-for.js';
import { TRANSFERS, distribute, errorOf } from './fixtures.js';

let app: TestApp;
let admin: Person;
let seller: TestDistributor;
let sam: Person, rita: Person;
const ids = { transfer: '', small: '', big: '' };
let [before, between, after] = ['', '', ''];

beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  seller = await distributorOf(app, admin, {}, { firstName: 'Dora', lastName: 'Seller' });
  sam = await person(app, { firstName: 'Sam', lastName: 'Sender' });
  rita = await person(app, { firstName: 'Rita', lastName: 'Recipient' });
  await grantOdance(app, sam.id, 100);
  // The date filters take dateFrom inclusive and dateTo exclusive: each boundary is read once the clock has passed
  // what was stamped before it, so the transfer falls in [before, between) and the distributions in [between, after).
  before = new Date().toISOString();
  await clockPast(before);
  const sent = (await sam.client.graphql(TRANSFER, { input: { recipientId: rita.id, amount: 40, message: 'thanks', idempotencyKey: newKey() } })).data!.transferOdance.transfer;
  ids.transfer = sent.id;
  await clockPast(sent.createdAt);
  between = new Date().toISOString();
  await clockPast(between);
  const small = (await distribute(seller, sam.id, 5, { message: 'cash' })).data!.makeDistribution.distribution;
  const big = (await distribute(seller, rita.id, 60)).data!.makeDistribution.distribution;
  [ids.small, ids.big] = [small.id, big.id];
  await clockPast(Math.max(Date.parse(small.createdAt), Date.parse(big.createdAt)));
  after = new Date().toISOString();
});
afterAll(async () => {
  await app?.stop();
});

const list = async (filter: Record<string, unknown>, more: Record<string, unknown> = {}) => {
  const res = await admin.client.graphql(TRANSFERS, { filter, ...more });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.transfers;
};
const idsOf = (page: { transfers: Array<{ id: string }> }) => page.transfers.map((t) => t.id);

describe('transfers (admin: every transfer and distribution)', () => {
  it('shows both kinds with both parties named, newest first', async () => {
    const page = await list({ accountId: sam.id });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.transfers).toEqual([
      expect.objectContaining({
        id: ids.small,
        type: 'distribution',
        amount: 5,
        message: 'cash',
        distributorId: seller.distributorId,
        fiatCents: 500,
        revenueCents: 50,
        feesCents: 450,
        sender: { id: seller.id, firstName: 'Dora', lastName: 'Seller' },
        recipient: { id: sam.id, firstName: 'Sam', lastName: 'Sender' },
      }),
      expect.objectContaining({
        id: ids.transfer,
        type: 'transfer',
        amount: 40,
        message: 'thanks',
        distributorId: null,
        fiatCents: null,
        revenueCents: null,
        feesCents: null,
        sender: { id: sam.id, firstName: 'Sam', lastName: 'Sender' },
        recipient: { id: rita.id, firstName: 'Rita', lastName: 'Recipient' },
      }),
    ]);
  });

  it('filters by type, account on either side, amount and time, and sorts and pages', async () => {
    expect(idsOf(await list({ type: 'transfer', accountId: rita.id }))).toEqual([ids.transfer]);
    expect(idsOf(await list({ type: 'distribution', accountId: rita.id }))).toEqual([ids.big]);
    expect(idsOf(await list({ accountId: seller.id }, { sort: 'amount', sortOrder: 'asc' }))).toEqual([ids.small, ids.big]);
    expect(idsOf(await list({ amountFrom: 40, amountTo: 60 }, { sort: 'amount', sortOrder: 'asc' }))).toEqual([ids.transfer, ids.big]);
    expect(idsOf(await list({ amountFrom: 5, amountTo: 5 }))).toEqual([ids.small]);
    expect(idsOf(await list({ dateFrom: before, dateTo: between }))).toEqual([ids.transfer]);
    expect(idsOf(await list({ dateFrom: between, dateTo: after }))).toEqual([ids.big, ids.small]);
    expect(idsOf(await list({ dateFrom: after }))).toEqual([]);
    const day = before.slice(0, 10);
    expect((await list({ dateFrom: day })).total).toBe(3);
    const second = await list({}, { page: 2, pageSize: 1, sort: 'amount', sortOrder: 'desc' });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(idsOf(second)).toEqual([ids.transfer]);
  });

  it('refuses invalid filters and ranges', async () => {
    const fails = async (filter: Record<string, unknown>) => errorOf(await admin.client.graphql(TRANSFERS, { filter }));
    expect(await fails({ dateFrom: between, dateTo: between })).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, params: { field: 'filter.dateTo', reason: 'mismatch' } });
    expect(await fails({ dateFrom: after, dateTo: before })).toMatchObject({ params: { field: 'filter.dateTo', reason: 'mismatch' } });
    expect(await fails({ amountFrom: 10, amountTo: 9 })).toMatchObject({ params: { field: 'filter.amountTo', reason: 'mismatch' } });
    expect(await fails({ dateFrom: 'yesterday' })).toMatchObject({ params: { field: 'filter.dateFrom', reason: 'invalid' } });
    expect(await fails({ dateTo: '2025-13-01' })).toMatchObject({ params: { field: 'filter.dateTo', reason: 'invalid' } });
    expect(await fails({ dateTo: '2025-01-01T10:00:00' })).toMatchObject({ params: { field: 'filter.dateTo', reason: 'invalid' } }); // no zone
    expect(await fails({ amountFrom: -1 })).toMatchObject({ params: { field: 'filter.amountFrom', reason: 'tooShort' } });
    expect(await fails({ accountId: 'someone' })).toMatchObject({ params: { field: 'filter.accountId', reason: 'invalid' } });
    expect(errorOf(await admin.client.graphql(TRANSFERS, { pageSize: 101 }))).toMatchObject({ params: { field: 'pageSize', reason: 'tooLong' } });
    expect(errorOf(await admin.client.graphql(TRANSFERS, { page: 0 }))).toMatchObject({ params: { field: 'page', reason: 'tooShort' } });
  });
});
