import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, grantOdance, person } from '../support/factories.js';
import { MAKE_DISTRIBUTION } from '../distributors/fixtures.js';
import { auditLedger, newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 19 item 4: oDance amounts and balances are SafeInt in the API. A wallet that received three transfers of
// 1,000,000,000 made `me` fail (GraphQL Int is 32-bit).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('money past 2^31 through the API', () => {
  it('three transfers of 1,000,000,000 and a distribution land in one wallet, and me, myTransfers and the admin list read them back', async () => {
    const admin = await person(app, { role: 'admin' });
    const sender = await person(app);
    const rich = await person(app);
    await grantOdance(app, sender.id, 3_000_000_000);
    for (let i = 0; i < 3; i += 1) {
      const sent = await sender.client.graphql(TRANSFER, { input: { recipientId: rich.id, amount: 1_000_000_000, idempotencyKey: newKey() } });
      expect(sent.errors).toBeUndefined();
    }
    const seller = await distributorOf(app, admin, { creditLimit: 1_000_000_000, collectionLimit: 1_000_000_000 });
    const made = await seller.client.graphql(MAKE_DISTRIBUTION, { input: { recipientId: rich.id, amount: 999_999_999, idempotencyKey: newKey() } });
    expect(made.errors).toBeUndefined();

    const me = await rich.client.graphql('{ me { balance { odance } } myTransfers { transfers { amount } } }');
    expect(me.errors).toBeUndefined();
    expect(me.data!.me.balance.odance).toBe(3_999_999_999);
    // The history lists the distribution too (newest first), then the three transfers.
    expect(me.data!.myTransfers.transfers.map((t: { amount: number }) => t.amount)).toEqual([999_999_999, 1_000_000_000, 1_000_000_000, 1_000_000_000]);
    // The rich wallet sends its whole balance on in one transfer past 2^31… refused only by the per-transfer rule.
    const tooBig = await rich.client.graphql(TRANSFER, { input: { recipientId: sender.id, amount: 3_999_999_999, idempotencyKey: newKey() } });
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'amount', reason: 'tooLong' } });
    const all = await admin.client.graphql('{ transfers(pageSize: 10) { total } }');
    expect(all.errors).toBeUndefined();
    expect((await auditLedger(app)).violations).toEqual([]);
  });
});
