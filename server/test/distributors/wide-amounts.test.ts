import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, person, type Person } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distribute, MY_DISTRIBUTOR, RECORD_COLLECTION } from './fixtures.js';

// PRODUCT.md §8: every amount up to 2^53 − 1. Distributor limits, distributions and collections were int4 (capped at
// 2^31 − 1): three billion oDance could not pass through one distributor.
let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
});
afterAll(() => app?.stop());

describe('wide amounts through a distributor', () => {
  it('3,000,000,000 oDance distributed, read back through me, and collected', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 5_000_000_000, collectionLimit: 4_000_000_000, marginPercent: 0 });
    const buyer = await person(app);
    const made = await distribute(seller, buyer.id, 3_000_000_000);
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    expect(made.data!.makeDistribution.distribution.amount).toBe(3_000_000_000);
    expect((await buyer.client.graphql('{ me { balance { odance } } }')).data!.me.balance.odance).toBe(3_000_000_000);
    const view = (await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor;
    expect(view).toMatchObject({ creditLimit: 5_000_000_000, collectionLimit: 4_000_000_000, usedLimit: 3_000_000_000, availableLimit: 2_000_000_000 });
    const collected = await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: seller.distributorId } });
    expect(collected.errors, JSON.stringify(collected.errors)).toBeUndefined();
    expect(collected.data!.recordCollection.collection.odanceFreed).toBe(3_000_000_000);
    // Up to 2^53 − 1, and no further.
    const top = await distributorOf(app, admin, { creditLimit: Number.MAX_SAFE_INTEGER, collectionLimit: Number.MAX_SAFE_INTEGER });
    expect(top.distributorId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
