import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, person, type Person } from '../support/factories.js';
import { auditLedger, balanceOf, newKey } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { DISTRIBUTIONS, MY_DISTRIBUTOR, SET_DISTRIBUTOR_ACTIVE, distribute, errorOf } from './fixtures.js';

let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp({ ODANCE_PRICE_CENTS: '100' });
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

describe('makeDistribution', () => {
  it('price 100, margin 10 %, 50 oDance → fiat 5000, revenue 500, fees 4500, used 50, recipient +50', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 1000, collectionLimit: 500, marginPercent: 10 }, { firstName: 'Dora', lastName: 'Seller' });
    const buyer = await person(app, { firstName: 'Bea', lastName: 'Buyer' });
    const res = await distribute(seller, buyer.id, 50, { message: '  Cash at the studio  ' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.makeDistribution.distribution).toMatchObject({
      distributorId: seller.distributorId,
      amount: 50,
      message: 'Cash at the studio',
      priceCents: 100,
      fiatCents: 5000,
      marginPercent: 10,
      revenueCents: 500,
      feesCents: 4500,
      distributorAccount: { id: seller.id, firstName: 'Dora', lastName: 'Seller' },
      recipient: { id: buyer.id, firstName: 'Bea', lastName: 'Buyer' },
    });
    expect(await balanceOf(app, buyer.id)).toBe(50);
    const mine = (await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor;
    expect(mine).toMatchObject({ usedLimit: 50, availableLimit: 950, feesToCollectCents: 4500, collectionDue: false, active: true });
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('rounds the revenue half up to whole cents (12.5 % of 100 cents is 13)', async () => {
    const seller = await distributorOf(app, admin, { marginPercent: 12.5 });
    const buyer = await person(app);
    const one = (await distribute(seller, buyer.id, 1)).data!.makeDistribution.distribution;
    expect([one.fiatCents, one.revenueCents, one.feesCents]).toEqual([100, 13, 87]);
    const three = (await distribute(seller, buyer.id, 3)).data!.makeDistribution.distribution;
    expect([three.fiatCents, three.revenueCents, three.feesCents]).toEqual([300, 38, 262]); // 37.5 → 38
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor.feesToCollectCents).toBe(87 + 262);
  });

  it('shows a collection as due once the used limit reaches the collection limit', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 60 });
    const buyer = await person(app);
    await distribute(seller, buyer.id, 59);
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor.collectionDue).toBe(false);
    await distribute(seller, buyer.id, 1);
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor).toMatchObject({ usedLimit: 60, collectionDue: true });
  });

  it('never passes the credit limit and says how much is left', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 100 });
    const buyer = await person(app);
    expect((await distribute(seller, buyer.id, 70)).errors).toBeUndefined();
    expect(errorOf(await distribute(seller, buyer.id, 31))).toMatchObject({ code: 'DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED', status: 409, params: { available: 30 } });
    expect((await distribute(seller, buyer.id, 30)).errors).toBeUndefined();
    expect(errorOf(await distribute(seller, buyer.id, 1))).toMatchObject({ code: 'DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED', params: { available: 0 } });
    expect(await balanceOf(app, buyer.id)).toBe(100);
  });

  it('refuses a distribution to oneself, to an inactive account and to nobody', async () => {
    const seller = await distributorOf(app, admin);
    const inactive = await person(app);
    await app.container.dataSource.query('UPDATE account SET active = false WHERE id = $1', [inactive.id]);
    expect(errorOf(await distribute(seller, seller.id, 5))).toMatchObject({ code: 'DISTRIBUTION_TO_SELF', status: 400 });
    expect(errorOf(await distribute(seller, inactive.id, 5))).toMatchObject({ code: 'ODANCE_RECIPIENT_NOT_ACTIVE' });
    expect(errorOf(await distribute(seller, '00000000-0000-4000-8000-000000000000', 5))).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', status: 404 });
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor.usedLimit).toBe(0);
  });

  it('returns the first distribution for a repeated key, one movement for three concurrent sends, and refuses the key for something else', async () => {
    const seller = await distributorOf(app, admin);
    const buyer = await person(app);
    const input = { recipientId: buyer.id, amount: 20, message: 'once', idempotencyKey: newKey() };
    const results = await Promise.all([1, 2, 3].map(() => distribute(seller, buyer.id, 20, input)));
    expect(results.map((res) => res.errors)).toEqual([undefined, undefined, undefined]);
    expect(new Set(results.map((res) => res.data!.makeDistribution.distribution.id)).size).toBe(1);
    const [{ count }] = await app.container.dataSource.query(
      'SELECT count(*) FROM ledger_movement WHERE initiator_account_id = $1 AND idempotency_key = $2',
      [seller.id, input.idempotencyKey],
    );
    expect(Number(count)).toBe(1);
    const later = await distribute(seller, buyer.id, 20, input);
    expect(later.data!.makeDistribution.distribution.id).toBe(results[0]!.data!.makeDistribution.distribution.id);
    expect(errorOf(await distribute(seller, buyer.id, 21, { ...input, amount: 21 }))).toMatchObject({ code: 'ODANCE_IDEMPOTENCY_KEY_REUSED', status: 409 });
    expect(await balanceOf(app, buyer.id)).toBe(20);
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor).toMatchObject({ usedLimit: 20, feesToCollectCents: 1800 });
  });

  it('stops once the distributor is deactivated: the role returns to user; reactivation restores both', async () => {
    const seller = await distributorOf(app, admin);
    const buyer = await person(app);
    await distribute(seller, buyer.id, 10);
    const off = await admin.client.graphql(SET_DISTRIBUTOR_ACTIVE, { input: { distributorId: seller.distributorId, active: false } });
    expect(off.data!.setDistributorActive).toMatchObject({ active: false, usedLimit: 10 });
    expect((await seller.client.graphql('{ me { role { name } } }')).data!.me.role.name).toBe('user');
    expect(errorOf(await distribute(seller, buyer.id, 5))).toMatchObject({ code: 'FORBIDDEN' });
    // Even a request that passed the role check just before is refused under the lock.
    await app.container.dataSource.query(`UPDATE account SET role = 'distributor' WHERE id = $1`, [seller.id]);
    expect(errorOf(await distribute(seller, buyer.id, 5))).toMatchObject({ code: 'DISTRIBUTOR_INACTIVE', status: 409 });
    await app.container.dataSource.query(`UPDATE account SET role = 'user' WHERE id = $1`, [seller.id]);

    const on = await admin.client.graphql(SET_DISTRIBUTOR_ACTIVE, { input: { distributorId: seller.distributorId, active: true } });
    expect(on.data!.setDistributorActive.active).toBe(true);
    expect((await seller.client.graphql('{ me { role { name } } }')).data!.me.role.name).toBe('distributor');
    expect((await distribute(seller, buyer.id, 5)).errors).toBeUndefined();
    expect(await balanceOf(app, buyer.id)).toBe(15);
  });

  it('lists the history, own by default, sorted and paged', async () => {
    const seller = await distributorOf(app, admin);
    const [ann, bob] = [await person(app, { firstName: 'Ann' }), await person(app, { firstName: 'Bob' })];
    for (const [who, amount] of [[ann, 5], [bob, 30], [ann, 12]] as const) await distribute(seller, who.id, amount);
    const newest = (await seller.client.graphql(DISTRIBUTIONS, {})).data!.distributions;
    expect(newest).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(newest.distributions.map((d: { amount: number }) => d.amount)).toEqual([12, 30, 5]);
    const byAmount = (await seller.client.graphql(DISTRIBUTIONS, { sort: 'amount', sortOrder: 'asc', pageSize: 2, page: 2 })).data!.distributions;
    expect(byAmount.distributions.map((d: { amount: number; recipient: { firstName: string } }) => [d.amount, d.recipient.firstName])).toEqual([[30, 'Bob']]);
    const asAdmin = (await admin.client.graphql(DISTRIBUTIONS, { distributorId: seller.distributorId })).data!.distributions;
    expect(asAdmin.total).toBe(3);
  });
});
