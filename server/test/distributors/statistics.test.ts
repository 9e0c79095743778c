import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distributorOf, person, type Person, type TestDistributor } from '../support/factories.js';
import { STATISTICS, distribute, errorOf } from './fixtures.js';

let app: TestApp;
let admin: Person;
let seller: TestDistributor;
let today: string;
beforeAll(async () => {
  app = await startTestApp({ ODANCE_PRICE_CENTS: '100' });
  admin = await person(app, { role: 'admin' });
  seller = await distributorOf(app, admin, { creditLimit: 1000, collectionLimit: 1000, marginPercent: 10 });
  const buyer = await person(app);
  const made = [];
  for (const amount of [10, 5, 20, 7]) made.push((await distribute(seller, buyer.id, amount)).data!.makeDistribution.distribution);
  today = made[0].createdAt.slice(0, 10);
  await backdate(made[2].id, 3);
  await backdate(made[3].id, 40);
});
afterAll(async () => {
  await app?.stop();
});

/** Moves a distribution into the past; the table is append-only, so triggers are off for this one statement. */
async function backdate(id: string, days: number) {
  await app.container.dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL session_replication_role = replica`);
    await manager.query(`UPDATE distribution SET created_at = created_at - make_interval(days => $2) WHERE movement_id = $1`, [id, days]);
  });
}

const shift = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
const stats = (client: Person['client'], variables: Record<string, unknown> = {}) => client.graphql(STATISTICS, variables);
const zero = { distributions: 0, odance: 0, fiatCents: 0, revenueCents: 0, feesCents: 0 };

describe('distributorStatistics', () => {
  it('covers the last 30 days by default, one entry per day with zeros, and totals over the range', async () => {
    const res = (await stats(seller.client)).data!.distributorStatistics;
    expect(res).toMatchObject({ distributorId: seller.distributorId, from: shift(today, -29), to: today });
    expect(res.days).toHaveLength(30);
    expect(res.days.map((day: { date: string }) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => shift(today, index - 29)));
    const byDate = new Map(res.days.map((day: { date: string }) => [day.date, day]));
    expect(byDate.get(today)).toEqual({ date: today, distributions: 2, odance: 15, fiatCents: 1500, revenueCents: 150, feesCents: 1350 });
    expect(byDate.get(shift(today, -3))).toEqual({ date: shift(today, -3), distributions: 1, odance: 20, fiatCents: 2000, revenueCents: 200, feesCents: 1800 });
    const quiet = res.days.filter((day: { date: string }) => ![today, shift(today, -3)].includes(day.date));
    expect(quiet).toEqual(quiet.map((day: { date: string }) => ({ date: day.date, ...zero })));
    expect(res.totals).toEqual({ distributions: 3, odance: 35, fiatCents: 3500, revenueCents: 350, feesCents: 3150 });
  });

  it('takes a chosen range, inclusive at both ends, and 30 days from a lone from', async () => {
    const old = (await stats(seller.client, { from: shift(today, -40), to: shift(today, -40) })).data!.distributorStatistics;
    expect(old.days).toEqual([{ date: shift(today, -40), distributions: 1, odance: 7, fiatCents: 700, revenueCents: 70, feesCents: 630 }]);
    const week = (await stats(admin.client, { distributorId: seller.distributorId, from: shift(today, -6), to: today })).data!.distributorStatistics;
    expect(week.days).toHaveLength(7);
    expect(week.totals.odance).toBe(35);
    const lone = (await stats(seller.client, { from: shift(today, -45) })).data!.distributorStatistics;
    expect([lone.from, lone.to, lone.days.length, lone.totals.odance]).toEqual([shift(today, -45), shift(today, -16), 30, 7]);
  });

  it('validates the range', async () => {
    expect(errorOf(await stats(seller.client, { from: today, to: shift(today, -1) }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'to', reason: 'mismatch' } });
    expect(errorOf(await stats(seller.client, { from: shift(today, -366), to: today }))).toMatchObject({ params: { field: 'to', reason: 'tooLong' } });
    expect(errorOf(await stats(seller.client, { from: '2025-02-30' }))).toMatchObject({ params: { field: 'from', reason: 'invalid' } });
    expect(errorOf(await stats(seller.client, { to: '30/01/2025' }))).toMatchObject({ params: { field: 'to', reason: 'invalid' } });
    expect(errorOf(await stats(seller.client, { distributorId: 'nope' }))).toMatchObject({ params: { field: 'distributorId', reason: 'invalid' } });
  });
});
