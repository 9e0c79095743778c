import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../support/factories.js';
import type { HttpClient } from '../support/http-client.js';
import { auditLedger, balanceOf } from '../support/ledger.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { CheckoutExpiry, expireDueCheckouts } from '../../src/modules/payments/commands/expire-checkouts.js';

const SELLER = ['oDance Test Ltd', '1 Dance Street, 1010 Vienna', 'VAT ATU12345678'];
let app: TestApp;
const smtp = new SmtpSink();
beforeAll(async () => {
  await smtp.start();
  app = await startTestApp({ ODANCE_PRICE_CENTS: '125', SMTP_URL: smtp.url, INVOICE_SELLER: SELLER.join('\\n') });
});
afterAll(async () => {
  await app?.stop();
  await smtp.stop();
});

const PAYMENT_FIELDS = 'id amount unitPriceCents totalCents currency status attempts retryable checkoutUrl invoiceNumber createdAt paidAt';
const BUY = `mutation Buy($input: BuyOdanceInput!) { buyOdance(input: $input) { checkoutUrl payment { ${PAYMENT_FIELDS} } } }`;
const RETRY = `mutation Retry($id: ID!) { retryPayment(id: $id) { checkoutUrl payment { ${PAYMENT_FIELDS} } } }`;
const CONFIRM = `mutation Confirm($id: ID!) { confirmPayment(id: $id) { ${PAYMENT_FIELDS} } }`;
const INVOICE = `query Invoice($id: ID!) { invoice(paymentId: $id) { paymentId number status issuedAt seller buyerName lines { description quantity unitPriceCents totalCents } subtotalCents taxCents totalCents currency } }`;
const MY_PAYMENTS = `query Mine($page: Int, $pageSize: Int) { myPayments(page: $page, pageSize: $pageSize) { total page pageSize payments { id amount status } } }`;

/** Submits one of the test checkout's forms as a browser would: urlencoded, with the page's hidden token. */
async function submitCheckout(client: HttpClient, checkoutUrl: string, verb: 'pay' | 'decline', token?: string) {
  // APP_URL is not the test server's ephemeral port: keep the path, use the server's address.
  const path = new URL(checkoutUrl).pathname;
  const page = await client.get(path);
  // A closed checkout shows no form; a tab opened earlier would still hold the token, which is the cookie's.
  const field = token ?? page.text.match(/name="_xsrf" value="([^"]+)"/)?.[1] ?? client.cookies.get('XSRF-TOKEN') ?? '';
  return fetch(`${app.url}${path}/${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: new URLSearchParams({ _xsrf: field }).toString(),
    redirect: 'manual',
  });
}

describe('buyOdance for apps: returnUrl and idempotencyKey (issue 38)', () => {
  it('the same idempotency key from the same buyer is the same payment, once, even sent twice at once; other content is refused', async () => {
    const { client } = await person(app);
    const key = `buy-${Date.now()}-abcdef`;
    const first = await client.graphql(BUY, { input: { amount: 3, idempotencyKey: key } });
    expect(first.errors).toBeUndefined();
    const again = await client.graphql(BUY, { input: { amount: 3, idempotencyKey: key } });
    expect(again.data!.buyOdance.payment.id).toBe(first.data!.buyOdance.payment.id);
    expect(again.data!.buyOdance.checkoutUrl).toBe(first.data!.buyOdance.checkoutUrl);
    expect(again.data!.buyOdance.payment.attempts).toBe(1);
    const other = await client.graphql(BUY, { input: { amount: 4, idempotencyKey: key } });
    expect(other.errors![0].extensions).toMatchObject({ code: 'ODANCE_IDEMPOTENCY_KEY_REUSED', status: 409 });
    const twins = await Promise.all([1, 2].map(() => client.graphql(BUY, { input: { amount: 5, idempotencyKey: `${key}-twin` } })));
    expect(twins.map((twin) => twin.errors)).toEqual([undefined, undefined]);
    expect(twins[0]!.data!.buyOdance.payment.id).toBe(twins[1]!.data!.buyOdance.payment.id);
    const mine = (await client.graphql(MY_PAYMENTS, { pageSize: 100 })).data!.myPayments;
    expect(mine.total).toBe(2);
    // Another buyer's key is theirs alone.
    const someoneElse = await (await person(app)).client.graphql(BUY, { input: { amount: 3, idempotencyKey: key } });
    expect(someoneElse.data!.buyOdance.payment.id).not.toBe(first.data!.buyOdance.payment.id);
    // The key follows the transfers' rule.
    const bad = await client.graphql(BUY, { input: { amount: 3, idempotencyKey: 'no:colons' } });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'idempotencyKey', reason: 'invalid' } });
  });

  it('returnUrl: a path of this site ends the checkout there with the payment and its outcome; any other place is VALIDATION_FAILED for a browser', async () => {
    const { client } = await person(app);
    const bought = await client.graphql(BUY, { input: { amount: 2, returnUrl: '/partners/done?from=app' } });
    expect(bought.errors).toBeUndefined();
    const { payment, checkoutUrl } = bought.data!.buyOdance;
    const declined = await submitCheckout(client, checkoutUrl, 'decline');
    expect(declined.headers.get('location')).toBe(`${app.container.config.appUrl}/partners/done?from=app&payment=${payment.id}&status=failed`);
    for (const returnUrl of ['https://evil.example/done', '//evil.example/done', '/\\evil.example', 'javascript:alert(1)', '/ spaces', 'x'.repeat(2001)]) {
      const refused = await client.graphql(BUY, { input: { amount: 2, returnUrl } });
      expect(refused.errors![0].extensions, returnUrl).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'returnUrl' } });
    }
  });
});

describe('buying through the test checkout', () => {
  it('pays: pending → paid, the buyer is credited, the invoice is numbered', async () => {
    const { account, client } = await person(app, { firstName: 'Bea', lastName: 'Buyer' });
    const bought = await client.graphql(BUY, { input: { amount: 25 } });
    expect(bought.errors).toBeUndefined();
    const { payment, checkoutUrl } = bought.data!.buyOdance;
    expect(payment).toMatchObject({ amount: 25, unitPriceCents: 125, totalCents: 3125, currency: 'usd', status: 'pending', attempts: 1, retryable: false, invoiceNumber: null });
    expect(checkoutUrl).toBe(`${app.container.config.appUrl}/dev/checkout/${payment.id}`);
    expect(payment.checkoutUrl).toBe(checkoutUrl);

    const page = await client.get(`/dev/checkout/${payment.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/TEST MODE/);
    expect(page.text).toMatch(/\$31\.25/);

    const paid = await submitCheckout(client, checkoutUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${app.container.config.appUrl}/dashboard/odance/buy/success?payment=${payment.id}`);
    expect(await balanceOf(app, account.id)).toBe(25);
    expect((await client.graphql('{ me { balance { odance } } }')).data!.me.balance.odance).toBe(25);

    const confirmed = (await client.graphql(CONFIRM, { id: payment.id })).data!.confirmPayment;
    expect(confirmed).toMatchObject({ status: 'paid', checkoutUrl: null, retryable: false });
    expect(confirmed.invoiceNumber).toMatch(/^OD-\d{6}$/);
    const invoice = (await client.graphql(INVOICE, { id: payment.id })).data!.invoice;
    expect(invoice).toMatchObject({
      paymentId: payment.id,
      number: confirmed.invoiceNumber,
      status: 'paid',
      seller: SELLER.join('\n'),
      buyerName: 'Bea Buyer',
      lines: [{ description: 'oDance × 25', quantity: 25, unitPriceCents: 125, totalCents: 3125 }],
      subtotalCents: 3125,
      taxCents: 0,
      totalCents: 3125,
      currency: 'usd',
    });
    expect(invoice.issuedAt).toBe(confirmed.paidAt);

    // The receipt: mailed once, when the purchase was credited, with the invoice's link.
    const receipt = (await smtp.nextMailTo(account.email)).raw.replace(/=\r?\n/g, '');
    expect(receipt).toMatch(/Subject: Your receipt: 25 oDance for \$31\.25/);
    expect(receipt).toContain(`Invoice ${confirmed.invoiceNumber} is ready`);
    expect(receipt).toContain(`${app.container.config.appUrl}/dashboard/odance/invoices/${payment.id}`);

    // Paying again (a double submit, a stale tab) changes nothing: the payment is final.
    expect((await client.get(`/dev/checkout/${payment.id}`)).status).toBe(409);
    const twice = await submitCheckout(client, checkoutUrl, 'pay');
    expect([twice.status, twice.headers.get('location'), await balanceOf(app, account.id)]).toEqual([303, paid.headers.get('location'), 25]);
    expect((await client.graphql(RETRY, { id: payment.id })).errors?.[0].extensions.code).toBe('PAYMENT_NOT_RETRYABLE');
    expect((await auditLedger(app)).violations).toEqual([]);
    await expect(smtp.nextMailTo(account.email, 1_000)).rejects.toThrow(/no mail/);
  });

  it('declines: failed → retried with a new checkout → paid once; invoice numbers follow each other', async () => {
    const { account, client } = await person(app);
    const { payment, checkoutUrl } = (await client.graphql(BUY, { input: { amount: 4 } })).data!.buyOdance;
    const declined = await submitCheckout(client, checkoutUrl, 'decline');
    expect(declined.headers.get('location')).toBe(`${app.container.config.appUrl}/dashboard/odance/buy/failed?payment=${payment.id}`);
    const failed = (await client.graphql(CONFIRM, { id: payment.id })).data!.confirmPayment;
    expect(failed).toMatchObject({ status: 'failed', retryable: true, checkoutUrl: null, invoiceNumber: null });
    expect(await balanceOf(app, account.id)).toBe(0);
    expect((await client.graphql(INVOICE, { id: payment.id })).data!.invoice).toMatchObject({ number: null, status: 'failed', issuedAt: null, totalCents: 500 });

    const retried = (await client.graphql(RETRY, { id: payment.id })).data!.retryPayment;
    expect(retried.payment).toMatchObject({ id: payment.id, status: 'pending', attempts: 2, totalCents: 500 });
    expect((await client.graphql(RETRY, { id: payment.id })).errors?.[0].extensions.code).toBe('PAYMENT_NOT_RETRYABLE');
    expect((await submitCheckout(client, retried.checkoutUrl, 'pay')).status).toBe(303);
    expect(await balanceOf(app, account.id)).toBe(4);

    const other = await person(app);
    const second = (await other.client.graphql(BUY, { input: { amount: 1 } })).data!.buyOdance;
    await submitCheckout(other.client, second.checkoutUrl, 'pay');
    const numbers = await Promise.all([
      client.graphql(INVOICE, { id: payment.id }),
      other.client.graphql(INVOICE, { id: second.payment.id }),
    ]);
    const [a, b] = numbers.map((res) => Number(res.data!.invoice.number.slice(3)));
    expect(b).toBe(a! + 1);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('expires a test checkout left open past its 30 minutes; it can then be retried', async () => {
    const { client } = await person(app);
    const { payment, checkoutUrl } = (await client.graphql(BUY, { input: { amount: 2 } })).data!.buyOdance;
    await app.container.dataSource.query(`UPDATE payment SET checkout_expires_at = now() - interval '1 second' WHERE id = $1`, [payment.id]);
    expect((await client.graphql(CONFIRM, { id: payment.id })).data!.confirmPayment).toMatchObject({ status: 'expired', retryable: true });
    expect((await submitCheckout(client, checkoutUrl, 'pay')).headers.get('location')).toMatch(/\/buy\/failed\?payment=/);
    expect((await client.graphql(RETRY, { id: payment.id })).data!.retryPayment.payment.status).toBe('pending');
  });

  it('expires test checkouts past their time without anyone opening them; leaves open, paid and Stripe ones alone', async () => {
    const { client } = await person(app);
    const buy = async (amount: number) => (await client.graphql(BUY, { input: { amount } })).data!.buyOdance.payment.id as string;
    const [lapsed, open, paid, stripe] = [await buy(1), await buy(2), await buy(3), await buy(4)];
    const { checkoutUrl } = (await client.graphql(`query($id: ID!) { payment(id: $id) { checkoutUrl } }`, { id: paid })).data!.payment;
    await submitCheckout(client, checkoutUrl, 'pay');
    await app.container.dataSource.query(`UPDATE payment SET checkout_expires_at = now() - interval '1 second' WHERE id = ANY($1)`, [[lapsed, stripe]]);
    await app.container.dataSource.query(`UPDATE payment SET provider = 'stripe' WHERE id = $1`, [stripe]);

    expect(await expireDueCheckouts(app.container)).toBe(1);
    const statuses = async () =>
      Object.fromEntries(
        (await app.container.dataSource.query<Array<{ id: string; status: string }>>('SELECT id, status FROM payment WHERE id = ANY($1)', [[lapsed, open, paid, stripe]])).map(
          (row) => [row.id, row.status],
        ),
      );
    expect(await statuses()).toEqual({ [lapsed]: 'expired', [open]: 'pending', [paid]: 'paid', [stripe]: 'pending' });
    // The list reads it as it is, retryable.
    const listed = (await client.graphql(MY_PAYMENTS, {})).data!.myPayments.payments as Array<{ id: string; status: string }>;
    expect(listed.find((p) => p.id === lapsed)?.status).toBe('expired');
    expect(await expireDueCheckouts(app.container)).toBe(0);
    await auditLedger(app);
  });

  it('sweeps expired test checkouts while the server runs', async () => {
    const { client } = await person(app);
    const id = (await client.graphql(BUY, { input: { amount: 1 } })).data!.buyOdance.payment.id as string;
    await app.container.dataSource.query(`UPDATE payment SET checkout_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const sweeper = new CheckoutExpiry(app.container, app.container.logger);
    sweeper.start(20);
    try {
      await expect
        .poll(async () => (await app.container.dataSource.query<Array<{ status: string }>>('SELECT status FROM payment WHERE id = $1', [id]))[0]!.status, { timeout: 5_000 })
        .toBe('expired');
    } finally {
      await sweeper.stop();
    }
  });

  it("guards the checkout: the form token is required and only the buyer may pay", async () => {
    const { client } = await person(app);
    const { payment, checkoutUrl } = (await client.graphql(BUY, { input: { amount: 3 } })).data!.buyOdance;
    expect((await submitCheckout(client, checkoutUrl, 'pay', 'forged-token-forged-token')).status).toBe(403);
    const stranger = await person(app);
    expect((await stranger.client.get(`/dev/checkout/${payment.id}`)).status).toBe(404);
    expect((await submitCheckout(stranger.client, checkoutUrl, 'pay')).status).toBe(404);
    expect((await stranger.client.graphql(CONFIRM, { id: payment.id })).errors?.[0].extensions.code).toBe('PAYMENT_NOT_FOUND');
    expect((await stranger.client.graphql(INVOICE, { id: payment.id })).errors?.[0].extensions.code).toBe('PAYMENT_NOT_FOUND');
    const { client: admin } = await person(app, { role: 'admin' });
    expect((await admin.graphql(INVOICE, { id: payment.id })).data!.invoice.paymentId).toBe(payment.id);
    expect((await client.graphql(CONFIRM, { id: 'nope' })).errors?.[0].extensions.code).toBe('PAYMENT_NOT_FOUND');
  });

  it('validates the amount and lists the buyer’s payments, newest first, paged', async () => {
    const { client } = await person(app);
    const cases = [[0, 'tooShort', { min: 1 }], [-1, 'tooShort', { min: 1 }], [10_001, 'tooLong', { max: 10_000 }]] as const;
    for (const [amount, reason, limit] of cases) {
      expect((await client.graphql(BUY, { input: { amount } })).errors?.[0].extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400, params: { field: 'amount', reason, ...limit } });
    }
    expect((await client.graphql(BUY, { input: { amount: 2.5 } })).errors?.[0].extensions.code).toBe('GRAPHQL_INVALID_OPERATION');
    expect((await client.graphql(BUY, { input: { amount: 10_000 } })).data!.buyOdance.payment.totalCents).toBe(1_250_000);
    for (const amount of [1, 2, 3]) await client.graphql(BUY, { input: { amount } });
    const page = (await client.graphql(MY_PAYMENTS, { page: 2, pageSize: 3 })).data!.myPayments;
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.payments.map((p: any) => p.amount)).toEqual([10_000]);
    expect((await client.graphql(MY_PAYMENTS)).data!.myPayments.payments.map((p: any) => p.amount)).toEqual([3, 2, 1, 10_000]);
    expect((await client.graphql(MY_PAYMENTS, { pageSize: 101 })).errors?.[0].extensions.params).toEqual({ field: 'pageSize', reason: 'tooLong', max: 100 });
  });

  it('throttles a script opening checkouts: 20 purchases an hour per buyer', async () => {
    const { client } = await person(app);
    for (let i = 0; i < 20; i++) expect((await client.graphql(BUY, { input: { amount: 1 } })).errors).toBeUndefined();
    expect((await client.graphql(BUY, { input: { amount: 1 } })).errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
  });
});
