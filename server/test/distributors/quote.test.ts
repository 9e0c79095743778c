import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distributorOf, person, type Person } from '../support/factories.js';
import { distribute, errorOf, MY_DISTRIBUTOR, UPDATE_DISTRIBUTOR } from './fixtures.js';

const QUOTE = 'query($amount: SafeInt!) { distributionQuote(amount: $amount) { amount priceCents marginPercent fiatCents revenueCents feesCents } }';
const TERM_LIMITS = '{ distributorTermLimits { limitMin limitMax marginPercentMin marginPercentMax marginPercentDecimals } }';

let app: TestApp;
let admin: Person;
beforeAll(async () => {
  app = await startTestApp({ ODANCE_PRICE_CENTS: '100' });
  admin = await person(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.stop();
});

describe('distributionQuote', () => {
  it('gives the economics makeDistribution then books, with the rounding rule (12.5 % of 100 cents → 13)', async () => {
    const seller = await distributorOf(app, admin, { marginPercent: 12.5 });
    const buyer = await person(app);
    const quote = (await seller.client.graphql(QUOTE, { amount: 1 })).data!.distributionQuote;
    expect(quote).toEqual({ amount: 1, priceCents: 100, marginPercent: 12.5, fiatCents: 100, revenueCents: 13, feesCents: 87 });

    const big = (await seller.client.graphql(QUOTE, { amount: 37 })).data!.distributionQuote;
    const made = (await distribute(seller, buyer.id, 37)).data!.makeDistribution.distribution;
    expect({ fiatCents: made.fiatCents, revenueCents: made.revenueCents, feesCents: made.feesCents }).toEqual({
      fiatCents: big.fiatCents,
      revenueCents: big.revenueCents,
      feesCents: big.feesCents,
    });
    expect(big).toMatchObject({ fiatCents: 3700, revenueCents: 463, feesCents: 3237 });
  });

  it('changes nothing, follows a new margin, and does not look at the available limit', async () => {
    const seller = await distributorOf(app, admin, { creditLimit: 10, collectionLimit: 10, marginPercent: 10 });
    expect((await seller.client.graphql(QUOTE, { amount: 50 })).data!.distributionQuote).toMatchObject({ fiatCents: 5000, revenueCents: 500, feesCents: 4500 });
    await admin.client.graphql(UPDATE_DISTRIBUTOR, { input: { distributorId: seller.distributorId, marginPercent: 33.33 } });
    expect((await seller.client.graphql(QUOTE, { amount: 3 })).data!.distributionQuote).toMatchObject({ marginPercent: 33.33, fiatCents: 300, revenueCents: 100, feesCents: 200 });
    expect((await seller.client.graphql(MY_DISTRIBUTOR)).data!.myDistributor).toMatchObject({ usedLimit: 0, feesToCollectCents: 0 });
  });

  it('refuses an amount outside 1 to 2^53 − 1, and anyone but a distributor', async () => {
    const seller = await distributorOf(app, admin);
    expect(errorOf(await seller.client.graphql(QUOTE, { amount: 0 }))).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'amount', reason: 'tooShort', min: 1 } });
    expect(errorOf(await seller.client.graphql(QUOTE, { amount: 2 ** 53 }))).toMatchObject({ status: 400 });
    const user = await person(app);
    expect(errorOf(await user.client.graphql(QUOTE, { amount: 5 }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await admin.client.graphql(QUOTE, { amount: 5 }))).toMatchObject({ code: 'DISTRIBUTOR_NOT_FOUND' });
  });
});

describe('distributorTermLimits', () => {
  it('states the bounds the terms are checked against, for admins', async () => {
    expect((await admin.client.graphql(TERM_LIMITS)).data!.distributorTermLimits).toEqual({
      limitMin: 1,
      limitMax: Number.MAX_SAFE_INTEGER,
      marginPercentMin: 0,
      marginPercentMax: 100,
      marginPercentDecimals: 2,
    });
    const seller = await distributorOf(app, admin);
    expect(errorOf(await seller.client.graphql(TERM_LIMITS))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('are the bounds createDistributor applies, with the limit in the refusal', async () => {
    const create = async (terms: Record<string, number>) =>
      errorOf(await admin.client.graphql('mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { id } }', {
        input: { accountId: (await person(app)).id, creditLimit: 100, collectionLimit: 50, marginPercent: 10, ...terms },
      }));
    expect(await create({ creditLimit: 2 ** 53 })).toMatchObject({ status: 400 });
    expect(await create({ collectionLimit: 0 })).toMatchObject({ params: { field: 'collectionLimit', reason: 'tooShort', min: 1 } });
    expect(await create({ marginPercent: 100.01 })).toMatchObject({ params: { field: 'marginPercent', reason: 'tooLong', max: 100 } });
    expect(await create({ marginPercent: -0.01 })).toMatchObject({ params: { field: 'marginPercent', reason: 'tooShort', min: 0 } });
    expect(await create({ marginPercent: 12.345 })).toMatchObject({ params: { field: 'marginPercent', reason: 'invalid' } });
    expect(await create({ marginPercent: 100 })).toBeUndefined();
  });
});
