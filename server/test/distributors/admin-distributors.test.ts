import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distributorOf, person, type Person } from '../support/factories.js';
import { CREATE_DISTRIBUTOR, DISTRIBUTORS, SET_DISTRIBUTOR_ACTIVE, UPDATE_DISTRIBUTOR, distribute, errorOf } from './fixtures.js';

let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

const terms = { creditLimit: 1000, collectionLimit: 400, marginPercent: 7.25 };
const create = (accountId: string, more: Record<string, unknown> = {}) => admin.client.graphql(CREATE_DISTRIBUTOR, { input: { accountId, ...terms, ...more } });

describe('createDistributor', () => {
  it('makes the account a distributor with its terms and nothing used', async () => {
    const account = await person(app, { firstName: 'Dana', lastName: 'Dealer' });
    const res = await create(account.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createDistributor).toMatchObject({
      active: true,
      creditLimit: 1000,
      collectionLimit: 400,
      marginPercent: 7.25,
      usedLimit: 0,
      availableLimit: 1000,
      feesToCollectCents: 0,
      collectionDue: false,
      lastCollectionAt: null,
      account: { id: account.id, firstName: 'Dana', lastName: 'Dealer' },
    });
    expect((await account.client.graphql('{ me { role { name } } }')).data!.me.role.name).toBe('distributor');
  });

  it('allows one distributor per account, also when two admins click at once', async () => {
    const account = await person(app);
    const both = await Promise.all([create(account.id), create(account.id)]);
    expect(both.filter((res) => !res.errors)).toHaveLength(1);
    expect(both.map((res) => errorOf(res)?.code).filter(Boolean)).toEqual(['DISTRIBUTOR_ALREADY_EXISTS']);
    expect(errorOf(await create(account.id))).toMatchObject({ code: 'DISTRIBUTOR_ALREADY_EXISTS', status: 409 });
  });

  it('refuses an admin, an inactive account and an unknown or erased one', async () => {
    const otherAdmin = await person(app, { role: 'admin' });
    const inactive = await person(app, { active: false });
    const erased = await person(app);
    await app.container.dataSource.query('UPDATE account SET deleted_at = now() WHERE id = $1', [erased.id]);
    expect(errorOf(await create(otherAdmin.id))).toMatchObject({ code: 'DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE', status: 400, params: { reason: 'admin' } });
    expect(errorOf(await create(inactive.id))).toMatchObject({ code: 'DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE', params: { reason: 'inactive' } });
    expect(errorOf(await create(erased.id))).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    expect(errorOf(await create('00000000-0000-4000-8000-000000000000'))).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', status: 404 });
  });
});

describe('updateDistributor', () => {
  it('changes the terms given and keeps the others; a new margin applies to later distributions only', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 50, marginPercent: 10 });
    const buyer = await person(app);
    await distribute(seller, buyer.id, 10);
    const res = await admin.client.graphql(UPDATE_DISTRIBUTOR, { input: { distributorId: seller.distributorId, marginPercent: 20, creditLimit: 200 } });
    expect(res.data!.updateDistributor).toMatchObject({ creditLimit: 200, collectionLimit: 50, marginPercent: 20, usedLimit: 10, feesToCollectCents: 900 });
    const later = (await distribute(seller, buyer.id, 10)).data!.makeDistribution.distribution;
    expect(later).toMatchObject({ marginPercent: 20, revenueCents: 200, feesCents: 800 });
  });

  it('keeps the collection limit within the credit limit and the credit limit above what is used', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 50 });
    const buyer = await person(app);
    await distribute(seller, buyer.id, 60);
    const update = (input: Record<string, unknown>) => admin.client.graphql(UPDATE_DISTRIBUTOR, { input: { distributorId: seller.distributorId, ...input } });
    expect(errorOf(await update({ collectionLimit: 101 }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'collectionLimit', reason: 'mismatch', max: 100 } });
    expect(errorOf(await update({ creditLimit: 40, collectionLimit: 40 }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'creditLimit', reason: 'tooShort', min: 60 } });
    expect((await update({ creditLimit: 60, collectionLimit: 60 })).data!.updateDistributor).toMatchObject({ creditLimit: 60, usedLimit: 60, availableLimit: 0, collectionDue: true });
    expect(errorOf(await distribute(seller, buyer.id, 1))).toMatchObject({ code: 'DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED' });
    expect(errorOf(await update({ creditLimit: 70, distributorId: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ code: 'DISTRIBUTOR_NOT_FOUND' });
  });

  it('the database itself refuses a credit limit below the used limit', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 100, collectionLimit: 50 });
    await distribute(seller, (await person(app)).id, 80);
    await expect(app.container.dataSource.query('UPDATE distributor SET credit_limit = 79, collection_limit = 50 WHERE id = $1', [seller.distributorId])).rejects.toThrow(
      /credit limit 79 is below the used 80/,
    );
    await expect(app.container.dataSource.query('DELETE FROM distributor WHERE id = $1', [seller.distributorId])).rejects.toThrow(/deactivate instead/);
  });
});

describe('distributors (admin list)', () => {
  it('filters by active and collection due, sorts and pages', async () => {
    const [due, quiet, off] = await Promise.all([
      distributorOf(app, admin, { creditLimit: 100, collectionLimit: 10 }, { lastName: 'Zed' }),
      distributorOf(app, admin, { creditLimit: 100, collectionLimit: 90 }, { lastName: 'Abe' }),
      distributorOf(app, admin, {}, { lastName: 'Moe' }),
    ]);
    const buyer = await person(app);
    await distribute(due, buyer.id, 10);
    await distribute(quiet, buyer.id, 20);
    await admin.client.graphql(SET_DISTRIBUTOR_ACTIVE, { input: { distributorId: off.distributorId, active: false } });
    const list = async (variables: Record<string, unknown>) => (await admin.client.graphql(DISTRIBUTORS, { pageSize: 100, ...variables })).data!.distributors;
    const ids = (page: { distributors: Array<{ id: string }> }) => page.distributors.map((d) => d.id);

    expect(ids(await list({ filter: { collectionDue: true } }))).toContain(due.distributorId);
    expect(ids(await list({ filter: { collectionDue: true } }))).not.toContain(quiet.distributorId);
    expect(ids(await list({ filter: { active: false } }))).toEqual([off.distributorId]);
    const mine = [due.distributorId, quiet.distributorId, off.distributorId];
    const byName = ids(await list({ sort: 'name', sortOrder: 'asc' })).filter((id) => mine.includes(id));
    expect(byName).toEqual([quiet.distributorId, off.distributorId, due.distributorId]);
    const byUsed = ids(await list({ sort: 'usedLimit', sortOrder: 'desc' }));
    expect(byUsed.indexOf(quiet.distributorId)).toBeLessThan(byUsed.indexOf(due.distributorId));
    const all = await list({});
    const second = await admin.client.graphql(DISTRIBUTORS, { page: 2, pageSize: 2 });
    expect(second.data!.distributors).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(ids(second.data!.distributors)).toEqual(ids(all).slice(2, 4));
  });
});
