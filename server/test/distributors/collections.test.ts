import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, person, type Person } from '../support/factories.js';
import { auditLedger, balanceOf } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { COLLECTIONS, DISTRIBUTOR, MY_DISTRIBUTOR, RECORD_COLLECTION, SET_DISTRIBUTOR_ACTIVE, distribute, errorOf } from './fixtures.js';

let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await app?.stop();
});

describe('recordCollection', () => {
  it('settles the fees and frees the used limit, recorded as a collection movement and row by the admin', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 50, marginPercent: 10 });
    const buyer = await person(app);
    await distribute(seller, buyer.id, 50);
    await distribute(seller, buyer.id, 10);
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor).toMatchObject({ usedLimit: 60, feesToCollectCents: 5400, collectionDue: true });

    const res = await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: seller.distributorId, note: 'Cash, receipt 17' } });
    expect(res.errors).toBeUndefined();
    const { collection, distributor } = res.data!.recordCollection;
    expect(collection).toMatchObject({
      distributorId: seller.distributorId,
      odanceFreed: 60,
      feesCents: 5400,
      note: 'Cash, receipt 17',
      recordedBy: { id: admin.id, firstName: 'Ada', lastName: 'Admin' },
    });
    expect(distributor).toMatchObject({ usedLimit: 0, availableLimit: 100, feesToCollectCents: 0, collectionDue: false, lastCollectionAt: collection.createdAt });

    const [movement] = await app.container.dataSource.query('SELECT kind, initiator_account_id, message FROM ledger_movement WHERE id = $1', [collection.id]);
    expect(movement).toEqual({ kind: 'collection', initiator_account_id: admin.id, message: 'Cash, receipt 17' });
    expect(await balanceOf(app, buyer.id)).toBe(60); // the recipient keeps the oDance
    expect((await auditLedger(app)).violations).toEqual([]);

    // The freed limit is usable again, and the next fees start from zero.
    await distribute(seller, buyer.id, 100);
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor).toMatchObject({ usedLimit: 100, feesToCollectCents: 9000 });
    const history = (await admin.client.graphql(COLLECTIONS, { distributorId: seller.distributorId })).data!.distributorCollections;
    expect(history).toMatchObject({ total: 1, collections: [{ id: collection.id, odanceFreed: 60, feesCents: 5400 }] });
  });

  it('refuses when nothing is used, and for an unknown distributor', async () => {
    const seller = await distributorOf(app, admin);
    expect(errorOf(await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: seller.distributorId } }))).toMatchObject({
      code: 'DISTRIBUTOR_NOTHING_TO_COLLECT',
      status: 409,
    });
    expect(errorOf(await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: '00000000-0000-4000-8000-000000000000' } }))).toMatchObject({
      code: 'DISTRIBUTOR_NOT_FOUND',
      status: 404,
    });
  });

  it('a second collection right after the first has nothing left to settle', async () => {
    const seller = await distributorOf(app, admin);
    const buyer = await person(app);
    await distribute(seller, buyer.id, 30);
    const both = await Promise.all([1, 2].map(() => admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: seller.distributorId } })));
    expect(both.filter((res) => !res.errors)).toHaveLength(1);
    expect(both.map((res) => errorOf(res)?.code).filter(Boolean)).toEqual(['DISTRIBUTOR_NOTHING_TO_COLLECT']);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('still collects from a deactivated distributor, which still sees what it owed by id', async () => {
    const seller = await distributorOf(app, admin, { marginPercent: 0 });
    const buyer = await person(app);
    await distribute(seller, buyer.id, 5);
    await admin.client.graphql(SET_DISTRIBUTOR_ACTIVE, { input: { distributorId: seller.distributorId, active: false } });
    expect((await seller.client.graphql(DISTRIBUTOR, { id: seller.distributorId })).data!.distributor).toMatchObject({ active: false, feesToCollectCents: 500 });
    const res = await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: seller.distributorId } });
    expect(res.data!.recordCollection.collection).toMatchObject({ odanceFreed: 5, feesCents: 500 });
    expect(res.data!.recordCollection.distributor).toMatchObject({ active: false, usedLimit: 0, feesToCollectCents: 0 });
  });
});
