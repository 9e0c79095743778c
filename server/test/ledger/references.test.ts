import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributorOf, grantOdance, person, type Person, type TestDistributor } from '../support/factories.js';
import { csvRecords } from '../support/csv.js';
import { auditLedger, balanceOf, newKey } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { distribute, errorOf } from '../distributors/fixtures.js';

// A partner's own id for a transfer or distribution (PRODUCT.md §14 "References"): taken by both mutations,
// answered on the result, in every history and in the admin export.

let app: TestApp;
let admin: Person;
let seller: TestDistributor;
beforeAll(async () => {
  app = await startTestApp();
  admin = await person(app, { role: 'admin' });
  seller = await distributorOf(app, admin);
});
afterAll(async () => {
  await app?.stop();
});

const TRANSFER = `mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id amount reference } } }`;
const MY_TRANSFERS = `{ myTransfers(pageSize: 10) { transfers { id direction reference } } }`;
const DISTRIBUTIONS = `{ distributions(pageSize: 10) { distributions { id reference } } }`;
const MAKE = `mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { distribution { id reference } } }`;
const ALL = `query($filter: TransfersFilter) { transfers(filter: $filter, pageSize: 10) { transfers { id type reference } } }`;

describe('reference on transfers', () => {
  it('is stored trimmed, answered on the transfer and shown to both sides and to admins', async () => {
    const sender = await person(app, { odance: 20 });
    const recipient = await person(app);
    const res = await sender.client.graphql(TRANSFER, { input: { recipientId: recipient.id, amount: 3, idempotencyKey: newKey(), reference: '  order #A-1029/ß  ' } });
    expect(res.errors).toBeUndefined();
    const transfer = res.data!.transferOdance.transfer;
    expect(transfer.reference).toBe('order #A-1029/ß');
    const none = await sender.client.graphql(TRANSFER, { input: { recipientId: recipient.id, amount: 1, idempotencyKey: newKey() } });
    expect(none.data!.transferOdance.transfer.reference).toBeNull();

    const sent = (await sender.client.graphql(MY_TRANSFERS)).data!.myTransfers.transfers;
    expect(sent.find((t: { id: string }) => t.id === transfer.id)).toEqual({ id: transfer.id, direction: 'sent', reference: 'order #A-1029/ß' });
    const received = (await recipient.client.graphql(MY_TRANSFERS)).data!.myTransfers.transfers;
    expect(received.find((t: { id: string }) => t.id === transfer.id)).toMatchObject({ direction: 'received', reference: 'order #A-1029/ß' });
    const all = (await admin.client.graphql(ALL, { filter: { accountId: sender.id } })).data!.transfers.transfers;
    expect(all.find((t: { id: string }) => t.id === transfer.id)).toEqual({ id: transfer.id, type: 'transfer', reference: 'order #A-1029/ß' });
  });

  it('refuses a blank, too long or unprintable reference with VALIDATION_FAILED and moves nothing', async () => {
    const sender = await person(app, { odance: 10 });
    const recipient = await person(app);
    const cases: Array<[unknown, string, Record<string, number>?]> = [
      ['   ', 'tooShort', { min: 1 }],
      ['x'.repeat(129), 'tooLong', { max: 128 }],
      ['💃'.repeat(129), 'tooLong', { max: 128 }],
      ['line\nbreak', 'invalid'],
      ['evil\u202Eevil', 'invalid'],
      [42, 'invalid'],
    ];
    for (const [reference, reason, limit] of cases) {
      const res = await sender.client.graphql(TRANSFER, {
        input: { recipientId: recipient.id, amount: 1, idempotencyKey: newKey(), reference },
      });
      // A number is refused by GraphQL's own String coercion before the command: still 400 with the field named.
      if (typeof reference !== 'string') {
        expect(res.errors?.[0]).toBeDefined();
        continue;
      }
      expect(errorOf(res), JSON.stringify(reference)).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'reference', reason, ...limit } });
    }
    // 128 emoji are 128 characters: allowed.
    const longest = await sender.client.graphql(TRANSFER, { input: { recipientId: recipient.id, amount: 1, idempotencyKey: newKey(), reference: '💃'.repeat(128) } });
    expect(longest.data!.transferOdance.transfer.reference).toBe('💃'.repeat(128));
    expect(await balanceOf(app, sender.id)).toBe(9);
  });

  it('is part of what an idempotency key promises: a replay answers it, another reference is a reused key', async () => {
    const sender = await person(app, { odance: 10 });
    const recipient = await person(app);
    const input = { recipientId: recipient.id, amount: 2, idempotencyKey: newKey(), reference: 'inv-7' };
    // Concurrent twins of one request: one movement, both answers carry its reference.
    const answers = await Promise.all([1, 2, 3, 4].map(() => sender.client.graphql(TRANSFER, { input })));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    expect(new Set(answers.map((a) => a.data!.transferOdance.transfer.id)).size).toBe(1);
    expect(answers.map((a) => a.data!.transferOdance.transfer.reference)).toEqual(['inv-7', 'inv-7', 'inv-7', 'inv-7']);
    expect(await balanceOf(app, sender.id)).toBe(8);
    const other = await sender.client.graphql(TRANSFER, { input: { ...input, reference: 'inv-8' } });
    expect(errorOf(other)).toMatchObject({ code: 'ODANCE_IDEMPOTENCY_KEY_REUSED' });
    const without = await sender.client.graphql(TRANSFER, { input: { ...input, reference: null } });
    expect(errorOf(without)).toMatchObject({ code: 'ODANCE_IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(app, sender.id)).toBe(8);
    expect((await auditLedger(app)).ok).toBe(true);
  });
});

describe('reference on distributions', () => {
  it('is answered on the distribution, in the distributor’s history, the admin list and the CSV export', async () => {
    const buyer = await person(app);
    const res = await seller.client.graphql(MAKE, { input: { recipientId: buyer.id, amount: 4, idempotencyKey: newKey(), reference: 'receipt 88' } });
    expect(res.errors).toBeUndefined();
    const { id } = res.data!.makeDistribution.distribution;
    expect(res.data!.makeDistribution.distribution.reference).toBe('receipt 88');
    const mine = (await seller.client.graphql(DISTRIBUTIONS)).data!.distributions.distributions;
    expect(mine.find((d: { id: string }) => d.id === id)).toEqual({ id, reference: 'receipt 88' });
    const all = (await admin.client.graphql(ALL, { filter: { accountId: buyer.id } })).data!.transfers.transfers;
    expect(all).toEqual([{ id, type: 'distribution', reference: 'receipt 88' }]);

    const sender = await person(app);
    await grantOdance(app, sender.id, 5);
    await sender.client.graphql(TRANSFER, { input: { recipientId: buyer.id, amount: 1, idempotencyKey: newKey(), reference: '=HYPERLINK("x")' } });
    const csv = await admin.client.get(`/api/admin/exports/transfers.csv?accountId=${buyer.id}&sortOrder=asc`);
    const rows = csvRecords(csv.text);
    expect(rows.map((r) => r.reference)).toEqual(['receipt 88', expect.stringContaining('HYPERLINK')]);
    // A spreadsheet formula is neutralised like every other cell (shared/http/csv.ts).
    expect(rows[1]?.reference).not.toMatch(/^=/);
  });

  it('refuses a bad reference before anything moves', async () => {
    const buyer = await person(app);
    const res = await distribute(seller, buyer.id, 1, { reference: 'x'.repeat(129) });
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'reference', reason: 'tooLong', max: 128 } });
    expect(await balanceOf(app, buyer.id)).toBe(0);
  });
});
