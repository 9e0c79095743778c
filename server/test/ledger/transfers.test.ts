import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { auditLedger, balanceOf, newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const HISTORY = `query History($page: Int, $pageSize: Int, $sort: TransferSort, $sortOrder: SortOrder) {
  myTransfers(page: $page, pageSize: $pageSize, sort: $sort, sortOrder: $sortOrder) {
    total page pageSize transfers { id direction amount message createdAt counterparty { id firstName lastName } }
  }
}`;

describe('transferOdance', () => {
  it('moves oDance between wallets and shows the balance in me and in the REST user', async () => {
    const sender = await person(app, { firstName: 'Sam', lastName: 'Sender', odance: 100 });
    const recipient = await person(app, { firstName: 'Rita', lastName: 'Recipient' });
    const res = await sender.client.graphql(TRANSFER, { input: { recipientId: recipient.account.id, amount: 30, message: '  Thanks for the class!  ', idempotencyKey: newKey() } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.transferOdance.transfer).toMatchObject({
      amount: 30,
      message: 'Thanks for the class!',
      sender: { id: sender.account.id, firstName: 'Sam', lastName: 'Sender' },
      recipient: { id: recipient.account.id, firstName: 'Rita', lastName: 'Recipient' },
    });
    expect((await sender.client.graphql('{ me { balance { odance } } }')).data!.me.balance.odance).toBe(70);
    expect((await recipient.client.get('/api/account/data')).body.balance).toEqual({ odance: 30 });
    expect((await auditLedger(app)).ok).toBe(true);
  });

  it('returns the first transfer for a repeated idempotency key and refuses the key for something else', async () => {
    const sender = await person(app, { odance: 50 });
    const recipient = await person(app);
    const input = { recipientId: recipient.account.id, amount: 5, message: null, idempotencyKey: newKey() };
    const first = await sender.client.graphql(TRANSFER, { input });
    const again = await sender.client.graphql(TRANSFER, { input });
    expect(again.data!.transferOdance.transfer.id).toBe(first.data!.transferOdance.transfer.id);
    expect(await balanceOf(app, sender.account.id)).toBe(45);
    const other = await sender.client.graphql(TRANSFER, { input: { ...input, amount: 6 } });
    expect(other.errors?.[0].extensions).toMatchObject({ code: 'ODANCE_IDEMPOTENCY_KEY_REUSED', status: 409 });
    // The key is the sender's own: another sender may use the same one.
    const stranger = await person(app, { odance: 10 });
    expect((await stranger.client.graphql(TRANSFER, { input })).errors).toBeUndefined();
  });

  it('refuses what the rules forbid', async () => {
    const sender = await person(app, { odance: 10 });
    const inactive = await createAccount(app, { authMethod: 'google', active: false });
    const recipient = await person(app);
    const send = (input: Record<string, unknown>) => sender.client.graphql(TRANSFER, { input: { recipientId: recipient.account.id, amount: 1, idempotencyKey: newKey(), ...input } });
    const codeOf = async (input: Record<string, unknown>) => (await send(input)).errors?.[0].extensions;

    expect(await codeOf({ amount: 11 })).toMatchObject({ code: 'ODANCE_INSUFFICIENT_BALANCE', status: 409 });
    expect(await codeOf({ recipientId: sender.account.id })).toMatchObject({ code: 'ODANCE_TRANSFER_TO_SELF', status: 400 });
    expect(await codeOf({ recipientId: inactive.id })).toMatchObject({ code: 'ODANCE_RECIPIENT_NOT_ACTIVE' });
    expect(await codeOf({ recipientId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', status: 404 });
    expect(await balanceOf(app, sender.account.id)).toBe(10);
    expect(await balanceOf(app, recipient.account.id)).toBe(0);
  });

  it('validates every input field', async () => {
    const sender = await person(app, { odance: 10 });
    const recipient = await person(app);
    const valid = { recipientId: recipient.account.id, amount: 1, message: 'hi', idempotencyKey: newKey() };
    // tooShort/tooLong carry the limit they passed (params.min/max), so clients need no copy of it.
    const cases: Array<[Record<string, unknown>, string, string, Record<string, number>?]> = [
      [{ recipientId: '' }, 'recipientId', 'required'],
      [{ recipientId: 'not-a-uuid' }, 'recipientId', 'invalid'],
      [{ amount: 0 }, 'amount', 'tooShort', { min: 1 }],
      [{ amount: -5 }, 'amount', 'tooShort', { min: 1 }],
      [{ message: 'x'.repeat(281) }, 'message', 'tooLong', { max: 280 }],
      [{ message: '💃'.repeat(281) }, 'message', 'tooLong', { max: 280 }],
      [{ idempotencyKey: '' }, 'idempotencyKey', 'required'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey', 'tooShort', { min: 8 }],
      [{ idempotencyKey: 'k'.repeat(101) }, 'idempotencyKey', 'tooLong', { max: 100 }],
      [{ idempotencyKey: 'payment:1234567890' }, 'idempotencyKey', 'invalid'],
    ];
    for (const [override, field, reason, limit] of cases) {
      const res = await sender.client.graphql(TRANSFER, { input: { ...valid, ...override } });
      expect(res.errors?.[0].extensions, JSON.stringify(override)).toEqual({ code: 'VALIDATION_FAILED', status: 400, params: { field, reason, ...limit } });
    }
    // 280 characters (emoji count as one) is fine; fractional amounts never reach the server's rules.
    expect((await sender.client.graphql(TRANSFER, { input: { ...valid, message: '💃'.repeat(280) } })).errors).toBeUndefined();
    expect((await sender.client.graphql(TRANSFER, { input: { ...valid, amount: 1.5 } })).errors?.[0].extensions.code).toBe('GRAPHQL_INVALID_OPERATION');
  });

  it('needs a signed-in user', async () => {
    const res = await new HttpClient(app.url).graphql(TRANSFER, { input: { recipientId: newKey(), amount: 1, idempotencyKey: newKey() } });
    expect(res.errors?.[0].extensions.code).toBe('AUTH_UNAUTHORIZED');
  });
});

describe('myTransfers', () => {
  it('lists sent and received transfers with the other party, paged and sorted', async () => {
    const me = await person(app, { firstName: 'Mia', lastName: 'Me', odance: 100 });
    const friend = await person(app, { firstName: 'Fred', lastName: 'Friend', odance: 100 });
    const send = (from: typeof me, to: typeof me, amount: number, message: string) =>
      from.client.graphql(TRANSFER, { input: { recipientId: to.account.id, amount, message, idempotencyKey: newKey() } });
    await send(me, friend, 10, 'first');
    await send(friend, me, 25, 'second');
    await send(me, friend, 5, 'third');

    const newestFirst = (await me.client.graphql(HISTORY)).data!.myTransfers;
    expect(newestFirst).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(newestFirst.transfers.map((t: any) => [t.direction, t.amount, t.message, t.counterparty.firstName])).toEqual([
      ['sent', 5, 'third', 'Fred'],
      ['received', 25, 'second', 'Fred'],
      ['sent', 10, 'first', 'Fred'],
    ]);
    const byAmount = (await me.client.graphql(HISTORY, { sort: 'amount', sortOrder: 'asc', pageSize: 2, page: 2 })).data!.myTransfers;
    expect(byAmount).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(byAmount.transfers.map((t: any) => t.amount)).toEqual([25]);
    expect((await friend.client.graphql(HISTORY, { sortOrder: 'asc' })).data!.myTransfers.transfers.map((t: any) => t.direction)).toEqual(['received', 'sent', 'received']);

    for (const [vars, field, reason] of [
      [{ page: 0 }, 'page', 'tooShort'],
      [{ pageSize: 101 }, 'pageSize', 'tooLong'],
      [{ pageSize: 0 }, 'pageSize', 'tooShort'],
    ] as const) {
      expect((await me.client.graphql(HISTORY, vars)).errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field, reason } });
    }
    expect((await me.client.graphql(HISTORY, { sort: 'message' })).errors?.[0].extensions.code).toBe('GRAPHQL_INVALID_OPERATION');
  });

  it('is empty for someone who never transferred', async () => {
    const { client } = await person(app);
    expect((await client.graphql(HISTORY)).data!.myTransfers).toEqual({ total: 0, page: 1, pageSize: 25, transfers: [] });
  });
});
