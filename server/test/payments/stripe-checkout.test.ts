import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../support/factories.js';
import { FakeStripe, type FakeSession } from '../support/fake-stripe.js';
import type { HttpClient } from '../support/http-client.js';
import { auditLedger, balanceOf } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expireDueCheckouts, STRIPE_GRACE_MS } from '../../src/modules/payments/commands/expire-checkouts.js';

const SECRET = 'whsec_test_0123456789abcdef';
const APP_URL = 'https://odance.example';
const stripe = new FakeStripe();
let app: TestApp;
beforeAll(async () => {
  await stripe.start();
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripe.url, APP_URL, ODANCE_PRICE_CENTS: '150' });
});
afterAll(async () => {
  await app?.stop();
  await stripe.stop();
});

const BUY = `mutation Buy($input: BuyOdanceInput!) { buyOdance(input: $input) { checkoutUrl payment { id status attempts totalCents } } }`;
const RETRY = `mutation Retry($id: ID!) { retryPayment(id: $id) { checkoutUrl payment { id status attempts } } }`;
const CONFIRM = `mutation Confirm($id: ID!) { confirmPayment(id: $id) { id status invoiceNumber } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelPayment(id: $id) { id status expiresAt } }`;
const PAYMENT = `query Payment($id: ID!) { payment(id: $id) { id status attempts invoiceNumber } }`;

async function purchase(amount: number): Promise<{ accountId: string; client: HttpClient; paymentId: string; session: FakeSession }> {
  const { id: accountId, client } = await person(app);
  const res = await client.graphql(BUY, { input: { amount } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const paymentId = res.data!.buyOdance.payment.id;
  return { accountId, client, paymentId, session: stripe.sessionFor(paymentId) };
}

function deliver(delivery: { body: string; signature: string }) {
  return fetch(`${app.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.body,
  });
}

const completed = (session: FakeSession, id?: string) => stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }, SECRET, { id });
const expired = (session: FakeSession, id?: string) => stripe.event('checkout.session.expired', { ...session, status: 'expired' }, SECRET, { id });
const statusOf = async (client: HttpClient, id: string) => (await client.graphql(PAYMENT, { id })).data!.payment;

/** Moves a payment's checkout expiry `ms` into the past, as if that much time had gone by. */
const expiredAgo = (paymentId: string, ms: number) =>
  app.container.dataSource.query(`UPDATE payment SET checkout_expires_at = now() - make_interval(secs => $2) WHERE id = $1`, [paymentId, ms / 1000]);

describe('buying with Stripe Checkout', () => {
  it('a pending payment whose expiry webhook never came is settled by what Stripe says, after a grace period', async () => {
    const lost = await purchase(3); // Stripe expired it; the webhook was lost
    lost.session.status = 'expired';
    const paidUnheard = await purchase(5); // paid, webhook lost: the money must not be lost
    Object.assign(paidUnheard.session, { status: 'complete', payment_status: 'paid' });
    const stillOpen = await purchase(7); // Stripe has not closed it yet, but its time is over
    const recent = await purchase(2); // expired a minute ago: its webhook may still come
    recent.session.status = 'expired';
    await expiredAgo(lost.paymentId, STRIPE_GRACE_MS + 60_000);
    await expiredAgo(paidUnheard.paymentId, STRIPE_GRACE_MS + 60_000);
    await expiredAgo(stillOpen.paymentId, STRIPE_GRACE_MS + 60_000);
    await expiredAgo(recent.paymentId, 60_000);

    expect(await expireDueCheckouts(app.container)).toBe(3);
    expect((await statusOf(lost.client, lost.paymentId)).status).toBe('expired');
    expect((await statusOf(paidUnheard.client, paidUnheard.paymentId)).status).toBe('paid');
    expect(await balanceOf(app, paidUnheard.accountId)).toBe(5);
    expect((await statusOf(stillOpen.client, stillOpen.paymentId)).status).toBe('expired');
    expect((await statusOf(recent.client, recent.paymentId)).status).toBe('pending');
    expect(await expireDueCheckouts(app.container)).toBe(0);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('creates a Checkout Session through the SDK with the payment in its metadata and the return pages', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { id: accountId, client } = await person(app);
    const res = await client.graphql(BUY, { input: { amount: 12 } });
    const { payment, checkoutUrl } = res.data!.buyOdance;
    const session = stripe.sessionFor(payment.id);
    const request = stripe.requests.find((r) => r.method === 'POST' && r.params['metadata[paymentId]'] === payment.id)!;

    expect(payment).toMatchObject({ status: 'pending', attempts: 1, totalCents: 1800 });
    expect(checkoutUrl).toBe(session.url);
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request.headers['idempotency-key']).toBe(`odance-checkout-${payment.id}-1`);
    expect(request.params).toMatchObject({
      mode: 'payment',
      client_reference_id: payment.id,
      'line_items[0][quantity]': '12',
      'line_items[0][price_data][unit_amount]': '150',
      'line_items[0][price_data][currency]': 'usd',
      success_url: `${APP_URL}/dashboard/odance/buy/success?payment=${payment.id}`,
      cancel_url: `${APP_URL}/dashboard/odance/buy/failed?payment=${payment.id}`,
    });
    expect(session.amount_total).toBe(1800);
    expect(session.expires_at - before).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - before).toBeLessThan(31 * 60);
    expect(await balanceOf(app, accountId)).toBe(0);
    // With Stripe configured, the built-in test checkout does not exist.
    expect((await client.get(`/dev/checkout/${payment.id}`)).status).toBe(404);
  });

  it('credits once for a completed event replayed 5 times and interleaved with an expired one', async () => {
    const { accountId, client, paymentId, session } = await purchase(7);
    const done = completed(session, `evt_done_${paymentId}`);
    const gone = expired(session, `evt_gone_${paymentId}`);
    const statuses: number[] = [];
    for (const delivery of [gone, done, done, gone, done, done, done]) statuses.push((await deliver(delivery)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await balanceOf(app, accountId)).toBe(7);
    expect(await statusOf(client, paymentId)).toMatchObject({ status: 'paid', invoiceNumber: expect.stringMatching(/^OD-/) });
    // A later expiry under a new event id cannot undo a paid payment either.
    expect((await deliver(expired(session))).status).toBe(200);
    expect((await statusOf(client, paymentId)).status).toBe('paid');

    // The same, all at once.
    const burst = await purchase(9);
    const once = completed(burst.session, `evt_burst_${burst.paymentId}`);
    const results = await Promise.all([once, once, expired(burst.session), once, once, once, completed(burst.session)].map(deliver));
    expect(results.map((r) => r.status)).toEqual(Array(7).fill(200));
    expect(await balanceOf(app, burst.accountId)).toBe(9);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('answers 400 to a bad signature, a stale timestamp or an altered body, and changes nothing', async () => {
    const { accountId, paymentId, session } = await purchase(3);
    const good = completed(session);
    const wrongSecret = stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }, 'whsec_wrong');
    const stale = stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }, SECRET, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const altered = { body: good.body.replace('"amount_total":450', '"amount_total":45'), signature: good.signature };
    for (const delivery of [wrongSecret, stale, altered, { body: good.body, signature: '' }, { body: good.body, signature: 't=1,v1=abc' }]) {
      const res = await deliver(delivery);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'STRIPE_SIGNATURE_INVALID', status: 400, type: 'error' });
    }
    expect(await balanceOf(app, accountId)).toBe(0);
    const [{ count }] = await app.container.dataSource.query(`SELECT count(*) FROM stripe_event WHERE payment_id = $1`, [paymentId]);
    expect(Number(count)).toBe(0);
    expect((await deliver(good)).status).toBe(200);
    expect(await balanceOf(app, accountId)).toBe(3);
  });

  it('refuses a paid amount or currency that does not match the payment', async () => {
    const { accountId, client, paymentId, session } = await purchase(5);
    for (const changed of [{ amount_total: 1 }, { currency: 'eur' }]) {
      const res = await deliver(stripe.event('checkout.session.completed', { ...session, ...changed, status: 'complete', payment_status: 'paid' }, SECRET));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('PAYMENT_AMOUNT_MISMATCH');
    }
    expect(await balanceOf(app, accountId)).toBe(0);
    expect((await statusOf(client, paymentId)).status).toBe('pending');
  });

  it('follows delayed payment methods, fails, retries with a new session that an old expiry cannot touch', async () => {
    const { accountId, client, paymentId, session } = await purchase(6);
    expect((await deliver(stripe.event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }, SECRET))).status).toBe(200);
    expect((await statusOf(client, paymentId)).status).toBe('pending');
    await deliver(stripe.event('checkout.session.async_payment_failed', { ...session, status: 'complete' }, SECRET));
    expect((await statusOf(client, paymentId)).status).toBe('failed');

    const retried = (await client.graphql(RETRY, { id: paymentId })).data!.retryPayment;
    const second = stripe.sessionFor(paymentId);
    expect(second.id).not.toBe(session.id);
    expect(retried).toMatchObject({ checkoutUrl: second.url, payment: { status: 'pending', attempts: 2 } });
    expect(stripe.requests.at(-1)!.headers['idempotency-key']).toBe(`odance-checkout-${paymentId}-2`);

    await deliver(expired(session)); // the first checkout's late expiry
    expect((await statusOf(client, paymentId)).status).toBe('pending');
    await deliver(stripe.event('checkout.session.async_payment_succeeded', { ...second, status: 'complete', payment_status: 'paid' }, SECRET));
    expect((await statusOf(client, paymentId)).status).toBe('paid');
    expect(await balanceOf(app, accountId)).toBe(6);
  });

  it('confirmPayment asks Stripe when the buyer is back before the webhook; the webhook then changes nothing', async () => {
    const { accountId, client, paymentId, session } = await purchase(4);
    expect((await client.graphql(CONFIRM, { id: paymentId })).data!.confirmPayment.status).toBe('pending');
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    expect((await client.graphql(CONFIRM, { id: paymentId })).data!.confirmPayment).toMatchObject({ status: 'paid', invoiceNumber: expect.any(String) });
    expect(await balanceOf(app, accountId)).toBe(4);
    expect((await deliver(completed(session))).status).toBe(200);
    expect(await balanceOf(app, accountId)).toBe(4);

    const lapsed = await purchase(2);
    lapsed.session.status = 'expired';
    expect((await lapsed.client.graphql(CONFIRM, { id: lapsed.paymentId })).data!.confirmPayment.status).toBe('expired');
  });

  it('acknowledges events that are not about our payments, and reports Stripe being down', async () => {
    const foreign = { ...(await purchase(1)).session, metadata: {}, client_reference_id: null };
    expect((await deliver(stripe.event('checkout.session.completed', { ...foreign, payment_status: 'paid' }, SECRET))).status).toBe(200);
    expect((await deliver(stripe.event('customer.created', foreign, SECRET))).status).toBe(200);

    const { id, client } = await person(app);
    const waiting = await purchase(2);
    stripe.failing = true;
    try {
      expect((await client.graphql(BUY, { input: { amount: 1 } })).errors?.[0].extensions).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', status: 502 });
      // Back on the success page while Stripe is unreachable: still pending, the webhook will tell.
      expect((await waiting.client.graphql(CONFIRM, { id: waiting.paymentId })).data!.confirmPayment.status).toBe('pending');
    } finally {
      stripe.failing = false;
    }
    const [{ count }] = await app.container.dataSource.query(`SELECT count(*) FROM payment WHERE account_id = $1`, [id]);
    expect(Number(count)).toBe(0);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('cancelPayment expires the Checkout Session through the SDK; a late completion credits nothing', async () => {
    const { accountId, client, paymentId, session } = await purchase(4);
    const res = await client.graphql(CANCEL, { id: paymentId });
    expect(res.errors).toBeUndefined();
    expect(res.data!.cancelPayment).toEqual({ id: paymentId, status: 'canceled', expiresAt: null });
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(true);
    expect(session.status).toBe('expired');
    // Stripe took no money for an expired session; a forged or replayed completion must not credit it either.
    expect((await deliver(completed(session))).status).toBe(200);
    expect((await statusOf(client, paymentId)).status).toBe('canceled');
    expect(await balanceOf(app, accountId)).toBe(0);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('cancelPayment whose own expiry webhook arrives first still ends canceled', async () => {
    const { client, paymentId } = await purchase(3);
    stripe.onExpire = async (session) => {
      expect((await deliver(expired(session))).status).toBe(200);
      expect((await statusOf(client, paymentId)).status).toBe('expired');
    };
    try {
      const res = await client.graphql(CANCEL, { id: paymentId });
      expect(res.errors).toBeUndefined();
      expect(res.data!.cancelPayment.status).toBe('canceled');
    } finally {
      stripe.onExpire = undefined;
    }
  });

  it('cancelPayment of a session Stripe already completed: paid and credited, the cancel refused', async () => {
    const { accountId, client, paymentId, session } = await purchase(6);
    Object.assign(session, { status: 'complete', payment_status: 'paid' }); // paid; its webhook not here yet
    const res = await client.graphql(CANCEL, { id: paymentId });
    expect(res.errors?.[0]?.extensions.code).toBe('PAYMENT_NOT_CANCELABLE');
    expect((await statusOf(client, paymentId)).status).toBe('paid');
    expect(await balanceOf(app, accountId)).toBe(6);
  });

  it('cancelPayment while Stripe is down changes nothing', async () => {
    const { client, paymentId } = await purchase(2);
    stripe.failing = true;
    try {
      expect((await client.graphql(CANCEL, { id: paymentId })).errors?.[0]?.extensions.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      stripe.failing = false;
    }
    expect((await statusOf(client, paymentId)).status).toBe('pending');
  });
});
