import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { auditLedger, balanceOf, newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { socketWith } from '../support/live-socket.js';
import { waitFor } from '../support/wait-for.js';
import { HttpClient } from '../support/http-client.js';

// Request money (PRODUCT.md §15; modules/money-requests/README.md): ask, the payer's live notification that opens
// the prefilled transfer, paying it in the transfer's own transaction (once, however concurrent), decline, cancel.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const REQUEST = `mutation Request($input: RequestOdanceInput!) { requestOdance(input: $input) { moneyRequest { id status amount message direction requester { id } payer { id } } } }`;
const DECLINE = `mutation Decline($id: ID!) { declineMoneyRequest(id: $id) { id status answeredAt } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelMoneyRequest(id: $id) { id status } }`;
const LIST = `query List($direction: MoneyRequestDirection) { moneyRequests(direction: $direction) { total moneyRequests { id status direction amount transferId } } }`;
const ONE = `query One($id: ID!) { moneyRequest(id: $id) { id status transferId } }`;

async function ask(requester: Person, payer: Person, amount: number, message: string | null = null): Promise<string> {
  const res = await requester.client.graphql(REQUEST, { input: { fromAccountId: payer.id, amount, message } });
  expect(res.errors).toBeUndefined();
  return res.data!.requestOdance.moneyRequest.id;
}

const codeOf = (res: { errors?: Array<{ extensions: Record<string, any> }> }) => res.errors?.[0]?.extensions.code;

describe('requestOdance', () => {
  it('creates a pending request and tells the payer live, with a link to the prefilled transfer', async () => {
    const zoe = await person(app, { firstName: 'Zoë', lastName: 'Núñez' });
    const ana = await person(app, { firstName: 'Ana', lastName: 'Payer' });
    const cookie = [...ana.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { client } = socketWith(app, { headers: { cookie, origin: app.container.config.appUrl } }, {});
    const before = app.container.live.subscriptions;
    const heard = new Promise<Record<string, any>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no notification')), 3_000);
      client.subscribe({ query: 'subscription { notificationAdded { kind title amount message link } }' }, {
        next: (value) => {
          clearTimeout(timer);
          resolve(value as Record<string, any>);
        },
        error: reject,
        complete: () => undefined,
      });
    });
    await waitFor(() => app.container.live.subscriptions > before, { timeoutMs: 3_000, what: 'the subscription' });

    const res = await zoe.client.graphql(REQUEST, { input: { fromAccountId: ana.id, amount: 12, message: 'salsa class' } });
    expect(res.errors).toBeUndefined();
    const request = res.data!.requestOdance.moneyRequest;
    expect(request).toMatchObject({ status: 'pending', amount: 12, message: 'salsa class', direction: 'sent', requester: { id: zoe.id }, payer: { id: ana.id } });

    const event = await heard;
    await client.dispose();
    const link = new URL(event.data.notificationAdded.link, 'http://x');
    expect(event.data.notificationAdded).toMatchObject({ kind: 'moneyRequested', title: 'Zoë Núñez asks you for 12 oDance', amount: 12, message: 'salsa class' });
    expect(link.pathname).toBe('/dashboard/odance/transfers');
    expect(Object.fromEntries(link.searchParams)).toEqual({ to: zoe.id, amount: '12', message: 'salsa class', request: request.id });

    const received = await ana.client.graphql(LIST, {});
    expect(received.data!.moneyRequests.moneyRequests).toEqual([{ id: request.id, status: 'pending', direction: 'received', amount: 12, transferId: null }]);
  });

  it('refuses oneself, bad amounts, a long message, unknown and inactive payers, and signed-out callers, writing nothing', async () => {
    const zoe = await person(app);
    const idle = await person(app, { active: false });
    const cases: Array<[Record<string, unknown>, string, Record<string, unknown>?]> = [
      [{ fromAccountId: zoe.id, amount: 5 }, 'MONEY_REQUEST_FROM_SELF'],
      [{ fromAccountId: idle.id, amount: 0 }, 'VALIDATION_FAILED', { field: 'amount', reason: 'tooShort' }],
      [{ fromAccountId: idle.id, amount: -3 }, 'VALIDATION_FAILED', { field: 'amount' }],
      [{ fromAccountId: idle.id, amount: 1_000_000_001 }, 'VALIDATION_FAILED', { field: 'amount', reason: 'tooLong' }],
      [{ fromAccountId: idle.id, amount: 5, message: 'x'.repeat(281) }, 'VALIDATION_FAILED', { field: 'message', reason: 'tooLong' }],
      [{ fromAccountId: 'nobody', amount: 5 }, 'VALIDATION_FAILED', { field: 'fromAccountId', reason: 'invalid' }],
      [{ fromAccountId: '00000000-0000-4000-8000-000000000000', amount: 5 }, 'ACCOUNT_NOT_FOUND'],
      [{ fromAccountId: idle.id, amount: 5 }, 'ODANCE_RECIPIENT_NOT_ACTIVE'],
    ];
    for (const [input, code, params] of cases) {
      const res = await zoe.client.graphql(REQUEST, { input });
      expect(codeOf(res), JSON.stringify(input)).toBe(code);
      if (params) expect(res.errors![0].extensions.params).toMatchObject(params);
    }
    // A fractional amount never reaches the command: SafeInt refuses it as the transport's validation error.
    expect((await zoe.client.graphql(REQUEST, { input: { fromAccountId: idle.id, amount: 2.5 } })).errors).toBeDefined();
    const anonymous = await new HttpClient(app.url).graphql(REQUEST, { input: { fromAccountId: idle.id, amount: 5 } });
    expect(codeOf(anonymous)).toBe('AUTH_UNAUTHORIZED');
    const [{ count }] = await app.container.dataSource.query(`SELECT count(*)::int AS count FROM money_request WHERE requester_account_id = $1`, [zoe.id]);
    expect(count).toBe(0);
  });
});

describe('paying a request', () => {
  it('the transfer that names it marks it paid in the same transaction and tells the requester', async () => {
    const zoe = await person(app, { firstName: 'Zoë', lastName: 'Requester' });
    const ana = await person(app, { firstName: 'Ana', lastName: 'Payer', odance: 50 });
    const id = await ask(zoe, ana, 20, 'shoes');
    const paid = await ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 20, message: 'shoes', idempotencyKey: newKey(), moneyRequestId: id } });
    expect(paid.errors).toBeUndefined();
    const transferId = paid.data!.transferOdance.transfer.id;
    expect((await zoe.client.graphql(ONE, { id })).data!.moneyRequest).toEqual({ id, status: 'paid', transferId });
    expect([await balanceOf(app, ana.id), await balanceOf(app, zoe.id)]).toEqual([30, 20]);
    const bell = await zoe.client.graphql('{ notifications(pageSize: 5) { notifications { kind title link } } }');
    expect(bell.data!.notifications.notifications).toEqual([{ kind: 'moneyRequestPaid', title: 'Ana Payer paid your request for 20 oDance', link: '/dashboard/odance/requests' }]);

    // Again with a new key: refused, nothing moves.
    const twice = await ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 20, idempotencyKey: newKey(), moneyRequestId: id } });
    expect(codeOf(twice)).toBe('MONEY_REQUEST_NOT_PENDING');
    expect(twice.errors![0].extensions.params).toEqual({ status: 'paid' });
    expect([await balanceOf(app, ana.id), await balanceOf(app, zoe.id)]).toEqual([30, 20]);
  });

  it('a retry of the transfer that paid it (same key) answers that transfer again', async () => {
    const zoe = await person(app);
    const ana = await person(app, { odance: 50 });
    const id = await ask(zoe, ana, 7);
    const input = { recipientId: zoe.id, amount: 7, idempotencyKey: newKey(), moneyRequestId: id };
    const first = await ana.client.graphql(TRANSFER, { input });
    const again = await ana.client.graphql(TRANSFER, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data!.transferOdance.transfer.id).toBe(first.data!.transferOdance.transfer.id);
    expect(await balanceOf(app, zoe.id)).toBe(7);
  });

  it('two payments of one request sent at once make exactly one transfer', async () => {
    for (let round = 0; round < 5; round += 1) {
      const zoe = await person(app);
      const ana = await person(app, { odance: 100 });
      const id = await ask(zoe, ana, 30);
      const results = await Promise.all(
        [0, 1].map(() => ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 30, idempotencyKey: newKey(), moneyRequestId: id } })),
      );
      expect(results.filter((res) => !res.errors)).toHaveLength(1);
      expect(results.filter((res) => res.errors).map(codeOf)).toEqual(['MONEY_REQUEST_NOT_PENDING']);
      expect([await balanceOf(app, ana.id), await balanceOf(app, zoe.id)]).toEqual([70, 30]);
      const [{ count }] = await app.container.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_movement WHERE kind = 'transfer' AND initiator_account_id = $1`,
        [ana.id],
      );
      expect(count).toBe(1);
    }
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('a payment and a decline at once: one wins, never both', async () => {
    const zoe = await person(app);
    const ana = await person(app, { odance: 100 });
    const id = await ask(zoe, ana, 10);
    const [paid, declined] = await Promise.all([
      ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 10, idempotencyKey: newKey(), moneyRequestId: id } }),
      ana.client.graphql(DECLINE, { id }),
    ]);
    const status = (await zoe.client.graphql(ONE, { id })).data!.moneyRequest.status;
    if (status === 'paid') {
      expect(paid.errors).toBeUndefined();
      expect(codeOf(declined)).toBe('MONEY_REQUEST_NOT_PENDING');
      expect(await balanceOf(app, zoe.id)).toBe(10);
    } else {
      expect(status).toBe('declined');
      expect(codeOf(paid)).toBe('MONEY_REQUEST_NOT_PENDING');
      expect(await balanceOf(app, zoe.id)).toBe(0);
    }
  });

  it('refuses a transfer that does not pay it as asked, and a request of someone else, moving nothing', async () => {
    const zoe = await person(app);
    const ana = await person(app, { odance: 100 });
    const eve = await person(app, { odance: 100 });
    const id = await ask(zoe, ana, 10);
    const wrongAmount = await ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 11, idempotencyKey: newKey(), moneyRequestId: id } });
    expect(wrongAmount.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'amount', reason: 'mismatch' } });
    const wrongRecipient = await ana.client.graphql(TRANSFER, { input: { recipientId: eve.id, amount: 10, idempotencyKey: newKey(), moneyRequestId: id } });
    expect(wrongRecipient.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'recipientId', reason: 'mismatch' } });
    const stranger = await eve.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 10, idempotencyKey: newKey(), moneyRequestId: id } });
    expect(codeOf(stranger)).toBe('MONEY_REQUEST_NOT_FOUND');
    const badId = await ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 10, idempotencyKey: newKey(), moneyRequestId: 'x' } });
    expect(badId.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'moneyRequestId', reason: 'invalid' } });
    expect([await balanceOf(app, ana.id), await balanceOf(app, eve.id), await balanceOf(app, zoe.id)]).toEqual([100, 100, 0]);
    expect((await zoe.client.graphql(ONE, { id })).data!.moneyRequest.status).toBe('pending');
  });
});

describe('declining and cancelling', () => {
  it('the payer declines (the requester is told); the requester cancels; each only by its party and only while pending', async () => {
    const zoe = await person(app, { firstName: 'Zoë', lastName: 'Asker' });
    const ana = await person(app, { firstName: 'Ana', lastName: 'Decliner', odance: 10 });
    const eve = await person(app);
    const first = await ask(zoe, ana, 5);
    expect(codeOf(await zoe.client.graphql(DECLINE, { id: first }))).toBe('ACCESS_FORBIDDEN');
    expect(codeOf(await eve.client.graphql(DECLINE, { id: first }))).toBe('MONEY_REQUEST_NOT_FOUND');
    expect(codeOf(await eve.client.graphql(ONE, { id: first }))).toBe('MONEY_REQUEST_NOT_FOUND');
    expect(codeOf(await ana.client.graphql(DECLINE, { id: 'not-an-id' }))).toBe('MONEY_REQUEST_NOT_FOUND');
    const declined = await ana.client.graphql(DECLINE, { id: first });
    expect(declined.data!.declineMoneyRequest.status).toBe('declined');
    expect(codeOf(await ana.client.graphql(DECLINE, { id: first }))).toBe('MONEY_REQUEST_NOT_PENDING');
    const bell = await zoe.client.graphql('{ notifications(pageSize: 5) { notifications { kind title } } }');
    expect(bell.data!.notifications.notifications).toEqual([{ kind: 'moneyRequestDeclined', title: 'Ana Decliner declined your request for 5 oDance' }]);

    const second = await ask(zoe, ana, 6);
    expect(codeOf(await ana.client.graphql(CANCEL, { id: second }))).toBe('ACCESS_FORBIDDEN');
    expect((await zoe.client.graphql(CANCEL, { id: second })).data!.cancelMoneyRequest.status).toBe('cancelled');
    const pay = await ana.client.graphql(TRANSFER, { input: { recipientId: zoe.id, amount: 6, idempotencyKey: newKey(), moneyRequestId: second } });
    expect(codeOf(pay)).toBe('MONEY_REQUEST_NOT_PENDING');
    expect(await balanceOf(app, ana.id)).toBe(10);

    const sent = await zoe.client.graphql(LIST, { direction: 'sent' });
    expect(sent.data!.moneyRequests.moneyRequests.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'declined']);
    expect((await zoe.client.graphql(LIST, { direction: 'received' })).data!.moneyRequests.total).toBe(0);
  });
});
