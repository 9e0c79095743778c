import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, person, type Person } from '../support/factories.js';
import { auditLedger, balanceOf } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { MY_DISTRIBUTOR, RECORD_COLLECTION, UPDATE_DISTRIBUTOR, distribute, errorOf } from './fixtures.js';

const STORM_MS = 3_000;

let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

describe('concurrent distributions', () => {
  it('of 20 at once that together pass the credit limit, exactly the affordable ones succeed', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 80, marginPercent: 10 });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => person(app)));
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => distribute(seller, buyers[index % 4]!.id, 7)));
    const succeeded = results.filter((res) => !res.errors);
    expect(succeeded).toHaveLength(Math.floor(100 / 7));
    expect(results.filter((res) => res.errors).map((res) => errorOf(res)!.code)).toEqual(Array(20 - 14).fill('DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED'));
    const mine = (await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor;
    expect(mine).toMatchObject({ usedLimit: 98, availableLimit: 2, feesToCollectCents: 14 * 630, collectionDue: true });
    const held = await Promise.all(buyers.map((buyer) => balanceOf(app, buyer.id)));
    expect(held.reduce((sum, balance) => sum + balance, 0)).toBe(98);
    const audit = await auditLedger(app);
    expect(audit.violations).toEqual([]);
  });

  it('distributions racing collections and limit changes keep every invariant and never pass the limit', async () => {
    const sellers = await Promise.all([1, 2].map(() => distributorOf(app, admin, { creditLimit: 60, collectionLimit: 40, marginPercent: 12.5 })));
    const buyers = await Promise.all([1, 2, 3].map(() => person(app)));
    const unexpected: unknown[] = [];
    let distributed = 0;
    let collections = 0;
    const deadline = Date.now() + STORM_MS;
    // A slow machine may need longer than the storm for enough traffic: keep going (bounded) until there is some.
    const hardStop = deadline + 15_000;
    const sellersGoOn = () => Date.now() < deadline || (distributed <= 100 && Date.now() < hardStop);
    const officeGoesOn = () => Date.now() < deadline || (collections === 0 && Date.now() < hardStop);
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!; // the lists are never empty
    const seller = async () => {
      while (sellersGoOn()) {
        const res = await distribute(pick(sellers), pick(buyers).id, 1 + Math.floor(Math.random() * 9));
        const code = errorOf(res)?.code;
        if (!res.errors) distributed += res.data!.makeDistribution.distribution.amount;
        else if (code !== 'DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED') unexpected.push(res.errors);
      }
    };
    const office = async () => {
      while (officeGoesOn()) {
        const target = pick(sellers);
        const res = Math.random() < 0.7
          ? await admin.client.graphql(RECORD_COLLECTION, { input: { distributorId: target.distributorId } })
          : await admin.client.graphql(UPDATE_DISTRIBUTOR, { input: { distributorId: target.distributorId, creditLimit: 40 + Math.floor(Math.random() * 40), collectionLimit: 40 } });
        const code = errorOf(res)?.code;
        if (res.data?.recordCollection) collections += 1;
        if (code && code !== 'DISTRIBUTOR_NOTHING_TO_COLLECT' && !(code === 'VALIDATION_FAILED' && errorOf(res)!.params.field === 'creditLimit')) unexpected.push(res.errors);
      }
    };
    await Promise.all([...Array.from({ length: 12 }, seller), office(), office()]);

    expect(unexpected).toEqual([]);
    expect(distributed).toBeGreaterThan(100);
    expect(collections).toBeGreaterThan(0);
    const held = await Promise.all(buyers.map((buyer) => balanceOf(app, buyer.id)));
    expect(held.reduce((sum, balance) => sum + balance, 0)).toBe(distributed);
    expect((await auditLedger(app)).violations).toEqual([]);
  }, STORM_MS + 40_000);
});
