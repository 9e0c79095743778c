import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../support/factories.js';
import { auditLedger, balanceOf } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { settlePayment } from '../../src/modules/payments/commands/settle-payment.js';
import { Payment } from '../../src/modules/payments/payment.entity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ODANCE_PRICE_CENTS: '100' });
});
afterAll(async () => {
  await app?.stop();
});

const FIELDS = 'id status retryable checkoutUrl expiresAt';
const BUY = `mutation Buy($input: BuyOdanceInput!) { buyOdance(input: $input) { checkoutUrl payment { ${FIELDS} } } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelPayment(id: $id) { ${FIELDS} } }`;
const RETRY = `mutation Retry($id: ID!) { retryPayment(id: $id) { checkoutUrl } }`;
const PAYMENT = `query Payment($id: ID!) { payment(id: $id) { ${FIELDS} } }`;

async function buy(buyer: Person, amount = 5): Promise<{ id: string; checkoutUrl: string; expiresAt: string }> {
  const res = await buyer.client.graphql(BUY, { input: { amount } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return { ...res.data!.buyOdance.payment, checkoutUrl: res.data!.buyOdance.checkoutUrl };
}
const codeOf = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;
const sessionOf = async (id: string) => (await app.container.dataSource.manager.findOneByOrFail(Payment, { id })).providerSessionId;

describe('cancelPayment (test checkout)', () => {
  it('says when a pending payment expires, and cancels it for good: no checkout, no retry, no expiry', async () => {
    const buyer = await person(app);
    const before = Date.now();
    const payment = await buy(buyer);
    const expiresIn = Date.parse(payment.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const canceled = await buyer.client.graphql(CANCEL, { id: payment.id });
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data!.cancelPayment).toEqual({ id: payment.id, status: 'canceled', retryable: false, checkoutUrl: null, expiresAt: null });
    expect(codeOf(await buyer.client.graphql(CANCEL, { id: payment.id }))).toBe('PAYMENT_NOT_CANCELABLE');
    expect(codeOf(await buyer.client.graphql(RETRY, { id: payment.id }))).toBe('PAYMENT_NOT_RETRYABLE');
  });

  it("closes the test checkout: its page refuses, and Pay credits nothing", async () => {
    const buyer = await person(app);
    const payment = await buy(buyer, 7);
    await buyer.client.graphql(CANCEL, { id: payment.id });
    const path = new URL(payment.checkoutUrl).pathname;
    const page = await buyer.client.get(path);
    expect(page.status).toBe(409);
    expect(page.text).toContain('This payment is canceled.');
    const pay = await fetch(`${app.url}${path}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...buyer.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: new URLSearchParams({ _xsrf: buyer.client.cookies.get('XSRF-TOKEN') ?? '' }).toString(),
      redirect: 'manual',
    });
    expect(pay.headers.get('location')).toContain('/dashboard/odance/buy/failed');
    expect(await balanceOf(app, buyer.id)).toBe(0);
    expect((await buyer.client.graphql(PAYMENT, { id: payment.id })).data!.payment.status).toBe('canceled');
  });

  it("lets only the buyer cancel: others' payments are not found (admins too), signed out is refused", async () => {
    const buyer = await person(app);
    const other = await person(app);
    const admin = await person(app, { role: 'admin' });
    const payment = await buy(buyer);
    expect(codeOf(await other.client.graphql(CANCEL, { id: payment.id }))).toBe('PAYMENT_NOT_FOUND');
    expect(codeOf(await admin.client.graphql(CANCEL, { id: payment.id }))).toBe('PAYMENT_NOT_FOUND');
    expect(codeOf(await buyer.client.graphql(CANCEL, { id: 'not-a-uuid' }))).toBe('PAYMENT_NOT_FOUND');
    const anonymous = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: CANCEL, variables: { id: payment.id } }) });
    // Anonymous (no session cookie): no anti-forgery header is needed, and the command refuses the signed-out caller.
    expect(((await anonymous.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('AUTH_UNAUTHORIZED');
    expect((await buyer.client.graphql(PAYMENT, { id: payment.id })).data!.payment.status).toBe('pending');
  });

  it('refuses to cancel a paid payment, and the database refuses to revive a canceled one', async () => {
    const buyer = await person(app);
    const paid = await buy(buyer, 3);
    await settlePayment(app.container, { paymentId: paid.id, sessionId: await sessionOf(paid.id), outcome: 'paid', amountTotal: 300, currency: 'usd' });
    expect(codeOf(await buyer.client.graphql(CANCEL, { id: paid.id }))).toBe('PAYMENT_NOT_CANCELABLE');
    expect(await balanceOf(app, buyer.id)).toBe(3);

    const canceled = await buy(buyer, 4);
    await buyer.client.graphql(CANCEL, { id: canceled.id });
    await expect(app.container.dataSource.query(`UPDATE payment SET status = 'pending' WHERE id = $1`, [canceled.id])).rejects.toThrow(/canceled/);
  });

  it('a cancel racing a payment: either canceled and never credited, or paid, credited once and the cancel refused', async () => {
    const outcomes = { canceled: 0, paid: 0 };
    for (let round = 0; round < 25; round += 1) {
      const buyer = await person(app); // a buyer per round: buying is throttled to 20 an hour
      const payment = await buy(buyer, 2);
      const sessionId = await sessionOf(payment.id);
      const pay = () => settlePayment(app.container, { paymentId: payment.id, sessionId, outcome: 'paid', amountTotal: 200, currency: 'usd' });
      const cancel = () => buyer.client.graphql(CANCEL, { id: payment.id });
      // Alternate who starts first, so both orders of reaching the row lock are exercised.
      const canceled = round % 2 ? (await Promise.all([cancel(), pay()]))[0] : (await Promise.all([pay(), cancel()]))[1];
      const row = await app.container.dataSource.manager.findOneByOrFail(Payment, { id: payment.id });
      if (canceled.errors) {
        expect(codeOf(canceled)).toBe('PAYMENT_NOT_CANCELABLE');
        expect(row.status).toBe('paid');
        expect(await balanceOf(app, buyer.id)).toBe(2);
        outcomes.paid += 1;
      } else {
        expect(canceled.data!.cancelPayment.status).toBe('canceled');
        expect(row.status).toBe('canceled');
        expect(row.movementId).toBeNull();
        expect(await balanceOf(app, buyer.id)).toBe(0);
        outcomes.canceled += 1;
      }
    }
    expect(outcomes.canceled + outcomes.paid).toBe(25);
    expect((await auditLedger(app)).violations).toEqual([]);
  }, 60_000);
});
