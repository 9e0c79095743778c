import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { grantOdance, person, personalAccessToken, type Person } from '../support/factories.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { bearerGraphql } from '../support/oauth-flow.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait-for.js';

/** One POST the receiver got. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A real local HTTP receiver: records every request and answers each with the next status of `plan` (then 200).
 */
class Receiver {
  readonly requests: Received[] = [];
  plan: number[] = [];
  /** TCP connections accepted. */
  connections = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = this.plan.shift() ?? 200;
        this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
        res.writeHead(status).end();
      });
    });
    this.server.on('connection', () => (this.connections += 1));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  closeIdleConnections(): void {
    this.server?.closeIdleConnections();
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const CREATE = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events createdAt active } }
}`;
const DELIVERIES = 'query($id: ID!) { webhookDeliveries(endpointId: $id) { id eventId type statusCode error createdAt } }';

async function createEndpoint(owner: Person, url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const res = await owner.client.graphql(CREATE, { input: { url, events } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return { id: res.data!.createWebhookEndpoint.endpoint.id, secret: res.data!.createWebhookEndpoint.secret };
}

async function transfer(from: Person, to: Person, amount: number, reference?: string): Promise<string> {
  const res = await from.client.graphql(TRANSFER, { input: { recipientId: to.id, amount, idempotencyKey: newKey(), reference } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.transferOdance.transfer.id;
}

/** Verifies a delivery as a partner would (the standardwebhooks package); throws on a bad signature. */
function verified(secret: string, request: Received): { type: string; timestamp: string; data: Record<string, any> } {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, any> };
}

let app: TestApp;
let receiver: Receiver;
let sink: SmtpSink;
beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  // Retries after 100, 200, 400… ms instead of seconds and hours (WEBHOOK_RETRY_SCHEDULE_MS), read every 50 ms.
  app = await startTestApp({ WEBHOOK_RETRY_SCHEDULE_MS: '100,200,400,800,1600', LIVE_LOG_POLL_MS: '50', SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  receiver = new Receiver();
  await receiver.start();
});
afterAll(async () => {
  await app?.stop();
  await receiver?.stop();
  await sink?.stop();
});

describe('webhooks (PRODUCT.md §11)', () => {
  it('signs each delivery so that standardwebhooks verifies it, and tells the transfer from both sides', async () => {
    const ana = await person(app, { firstName: 'Ana', lastName: 'Sender' });
    const bob = await person(app, { firstName: 'Bob', lastName: 'Receiver' });
    await grantOdance(app, ana.id, 100);
    const received = await createEndpoint(bob, receiver.url, ['transfer.received']);
    const sent = await createEndpoint(ana, receiver.url, ['transfer.sent']);
    const before = receiver.requests.length;
    const transferId = await transfer(ana, bob, 7, 'invoice-2026-0042');
    await waitFor(() => receiver.requests.length >= before + 2);
    const mine = receiver.requests.slice(before);
    const asBob = mine.map((r) => ({ r, event: tryVerify(received.secret, r) })).find((x) => x.event);
    const asAna = mine.map((r) => ({ r, event: tryVerify(sent.secret, r) })).find((x) => x.event);
    expect(asBob?.event).toMatchObject({ type: 'transfer.received', data: { id: transferId, amount: 7, counterpartAccountId: ana.id, counterpartName: 'Ana Sender', reference: 'invoice-2026-0042' } });
    expect(asAna?.event).toMatchObject({ type: 'transfer.sent', data: { id: transferId, amount: 7, counterpartAccountId: bob.id, counterpartName: 'Bob Receiver', reference: 'invoice-2026-0042' } });
    expect(asBob!.r.headers['webhook-id']).toMatch(/^evt_\d+$/);
    expect(asBob!.r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Number(asBob!.r.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    // Another secret does not verify it.
    expect(() => verified(sent.secret, asBob!.r)).toThrow();
  });

  it('retries a delivery answered with 500 under the same webhook-id, and logs each attempt', async () => {
    const ana = await person(app);
    const bob = await person(app);
    await grantOdance(app, ana.id, 100);
    const endpoint = await createEndpoint(bob, receiver.url, ['transfer.received']);
    const before = receiver.requests.length;
    receiver.plan = [500];
    await transfer(ana, bob, 3);
    await waitFor(() => receiver.requests.length >= before + 2);
    const [first, second] = receiver.requests.slice(before);
    assert(first && second, 'two deliveries');
    expect(first.status).toBe(500);
    expect(second.status).toBe(200);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verified(endpoint.secret, second)).toMatchObject({ type: 'transfer.received', data: { amount: 3 } });
    await waitFor(async () => ((await bob.client.graphql(DELIVERIES, { id: endpoint.id })).data?.webhookDeliveries.length ?? 0) === 2);
    const log = (await bob.client.graphql(DELIVERIES, { id: endpoint.id })).data!.webhookDeliveries;
    expect(log.map((d: any) => [d.statusCode, d.error, d.type, d.eventId])).toEqual([
      [200, null, 'transfer.received', first.headers['webhook-id']],
      [500, 'HTTP 500', 'transfer.received', first.headers['webhook-id']],
    ]);
  });

  it('delivers a burst to more endpoints than are sent to at once, and logs each delivery once', async () => {
    const payer = await person(app);
    await grantOdance(app, payer.id, 100);
    const payees = await Promise.all(Array.from({ length: 20 }, () => person(app)));
    const endpoints = await Promise.all(payees.map((payee) => createEndpoint(payee, receiver.url, ['transfer.received'])));
    const before = receiver.requests.length;
    await Promise.all(payees.map((payee) => transfer(payer, payee, 2)));
    await waitFor(() => receiver.requests.length >= before + 20, { what: '20 deliveries' });
    await waitFor(async () => {
      const logs = await Promise.all(payees.map((payee, i) => payee.client.graphql(DELIVERIES, { id: endpoints[i]!.id })));
      return logs.every((log) => log.data?.webhookDeliveries.length === 1);
    }, { what: 'one logged attempt per endpoint' });
    for (const [i, payee] of payees.entries()) {
      const log = (await payee.client.graphql(DELIVERIES, { id: endpoints[i]!.id })).data!.webhookDeliveries;
      expect(log.map((d: any) => [d.statusCode, d.error, d.type])).toEqual([[200, null, 'transfer.received']]);
    }
    // Delivered: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests.length).toBe(before + 20);
  });

  it("sends an endpoint's deliveries over one kept-open connection, and a new one once the receiver closed it", async () => {
    const own = new Receiver();
    await own.start();
    try {
      const ana = await person(app);
      const bob = await person(app);
      await grantOdance(app, ana.id, 100);
      await createEndpoint(bob, own.url, ['transfer.received']);
      for (const amount of [1, 2, 3]) {
        await transfer(ana, bob, amount);
        await waitFor(() => own.requests.length === amount);
      }
      expect(own.connections).toBe(1);
      // The receiver drops its idle connections (a restart, its own idle timeout): the next delivery still arrives.
      own.closeIdleConnections();
      await transfer(ana, bob, 4);
      await waitFor(() => own.requests.length === 4);
      expect(own.requests.map((request) => request.status)).toEqual([200, 200, 200, 200]);
      expect(own.connections).toBe(2);
    } finally {
      await own.stop();
    }
  });

  it('lists the newest attempt first, also where the ids pass a power of ten', async () => {
    const bob = await person(app);
    const endpoint = await createEndpoint(bob, receiver.url, ['transfer.received']);
    // Two attempts made one after the other; as text '9999999' sorts after '10000000'.
    await app.container.dataSource.query(
      `INSERT INTO webhook_attempt (id, endpoint_id, event_id, type, status_code) VALUES (9999999, $1, 'msg_a', 'transfer.received', 500), (10000000, $1, 'msg_a', 'transfer.received', 200)`,
      [endpoint.id],
    );
    const log = (await bob.client.graphql(DELIVERIES, { id: endpoint.id })).data!.webhookDeliveries;
    expect(log.map((d: any) => [d.id, d.statusCode])).toEqual([
      ['10000000', 200],
      ['9999999', 500],
    ]);
  });

  it('keeps the order per endpoint: a failing event holds back the later ones until it is delivered', async () => {
    const ana = await person(app);
    const bob = await person(app);
    await grantOdance(app, ana.id, 100);
    const endpoint = await createEndpoint(bob, receiver.url, ['transfer.received']);
    const before = receiver.requests.length;
    receiver.plan = [500, 503, 500];
    for (const amount of [1, 2, 3, 4]) await transfer(ana, bob, amount);
    await waitFor(() => receiver.requests.slice(before).filter((r) => r.status === 200).length === 4, { timeoutMs: 10_000 });
    const attempts = receiver.requests.slice(before).map((r) => ({ amount: verified(endpoint.secret, r).data.amount, status: r.status }));
    expect(attempts).toEqual([
      { amount: 1, status: 500 },
      { amount: 1, status: 503 },
      { amount: 1, status: 500 },
      { amount: 1, status: 200 },
      { amount: 2, status: 200 },
      { amount: 3, status: 200 },
      { amount: 4, status: 200 },
    ]);
  });

  it('turns off an endpoint failing for 3 days and mails its owner', async () => {
    const ana = await person(app);
    const bob = await person(app, { authMethod: 'email' });
    await grantOdance(app, ana.id, 100);
    const endpoint = await createEndpoint(bob, receiver.url, ['transfer.received']);
    // Failing since three days and a minute (the column the job reads: webhook_endpoint.failing_since).
    await app.container.dataSource.query(`UPDATE webhook_endpoint SET failing_since = now() - interval '3 days 1 minute' WHERE id = $1`, [endpoint.id]);
    receiver.plan = [500];
    const address = bob.account.email.toLowerCase();
    await transfer(ana, bob, 5);
    await waitFor(async () => {
      const [row] = await app.container.dataSource.query('SELECT active FROM webhook_endpoint WHERE id = $1', [endpoint.id]);
      return row.active === false;
    });
    const listed = (await bob.client.graphql('{ webhookEndpoints { id active } }')).data!.webhookEndpoints;
    expect(listed).toEqual([{ id: endpoint.id, active: false }]);
    // Bob also gets the transfer's own mail (modules/notifications), before or after this one.
    const turnedOff = 'A webhook endpoint of yours was turned off';
    const first = await sink.nextMailTo(address);
    const mails = first.raw.includes(turnedOff) ? [first] : [first, await sink.nextMailTo(address)];
    expect(mails.filter((mail) => mail.raw.includes(turnedOff))).toHaveLength(1);
    // Nothing more is sent to it.
    const count = receiver.requests.length;
    await transfer(ana, bob, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests.length).toBe(count);
  });

  it('answers the secret once: the endpoint list never holds it, and a deleted endpoint gets nothing more', async () => {
    const ana = await person(app);
    const bob = await person(app);
    await grantOdance(app, ana.id, 100);
    const endpoint = await createEndpoint(bob, receiver.url, ['transfer.received', 'payment.succeeded']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await bob.client.graphql('{ webhookEndpoints { id url events createdAt active } }');
    expect(list.data!.webhookEndpoints).toEqual([expect.objectContaining({ id: endpoint.id, url: receiver.url, events: ['transfer.received', 'payment.succeeded'], active: true })]);
    expect(JSON.stringify(list)).not.toContain(endpoint.secret.slice(6));
    const asked = await bob.client.graphql('{ webhookEndpoints { secret } }');
    expect(asked.errors?.[0].extensions?.code).toBe('GRAPHQL_INVALID_OPERATION');
    // Someone else's endpoint reads as missing.
    const other = await ana.client.graphql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await bob.client.graphql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id })).data).toEqual({ deleteWebhookEndpoint: true });
    const before = receiver.requests.length;
    await transfer(ana, bob, 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.requests.length).toBe(before);
  });

  it('refuses bad input as VALIDATION_FAILED: an unknown event, no event, a URL that is not http(s)', async () => {
    const bob = await person(app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: receiver.url, events: ['transfer.exploded'] }, 'events.0', 'invalid'],
      [{ url: receiver.url, events: [] }, 'events', 'required'],
      [{ url: 'ftp://example.com/hook', events: ['transfer.sent'] }, 'url', 'invalid'],
      [{ url: 'https://user:pw@example.com/hook', events: ['transfer.sent'] }, 'url', 'invalid'],
    ];
    for (const [input, field, reason] of cases) {
      const res = await bob.client.graphql(CREATE, { input });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', params: { field, reason } });
    }
    expect((await bob.client.graphql('{ webhookEndpoints { id } }')).data!.webhookEndpoints).toEqual([]);
  });

  it('needs the webhooks scope: a read token cannot create an endpoint, a webhooks token can', async () => {
    const bob = await person(app);
    const read = await personalAccessToken(bob, { scopes: ['read'] });
    const refused = await bearerGraphql(app.url, read.token, CREATE, { input: { url: receiver.url, events: ['transfer.received'] } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'ACCESS_INSUFFICIENT_SCOPE', params: { scope: 'webhooks' } });
    const listRefused = await bearerGraphql(app.url, read.token, '{ webhookEndpoints { id } }');
    expect(listRefused.errors?.[0].extensions?.code).toBe('ACCESS_INSUFFICIENT_SCOPE');
    const hooks = await personalAccessToken(bob, { scopes: ['webhooks'] });
    const made = await bearerGraphql(app.url, hooks.token, CREATE, { input: { url: receiver.url, events: ['transfer.received'] } });
    expect(made.errors).toBeUndefined();
    expect(made.data.createWebhookEndpoint.secret).toMatch(/^whsec_/);
    expect((await bearerGraphql(app.url, hooks.token, '{ webhookEndpoints { id } }')).data.webhookEndpoints).toHaveLength(1);
  });
});

describe('webhooks in production (SSRF guard)', () => {
  let prod: TestApp;
  let target: Receiver;
  beforeAll(async () => {
    target = new Receiver();
    await target.start();
    prod = await startTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', WEBHOOK_TIMEOUT_MS: '2000', LIVE_LOG_POLL_MS: '50' });
  });
  afterAll(async () => {
    await prod?.stop();
    await target?.stop();
  });

  it('refuses http and private or loopback addresses when the endpoint is made', async () => {
    const bob = await person(prod);
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://[::1]/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'https://[::ffff:127.0.0.1]/hook', 'https://localhost/hook']) {
      const res = await bob.client.graphql(CREATE, { input: { url, events: ['transfer.received'] } });
      expect(res.errors?.[0].extensions, url).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'url', reason: 'invalid' } });
    }
  });

  it('refuses at delivery time a name that resolves to loopback: the attempt is logged with the reason, nothing is sent', async () => {
    const ana = await person(prod);
    const bob = await person(prod);
    await grantOdance(prod, ana.id, 10);
    // A host name passes the check at creation unless it is `localhost` (it is resolved at each delivery): written
    // here as a name that resolves to loopback would be.
    const port = new URL(target.url).port;
    const [row] = await prod.container.dataSource.query(
      `INSERT INTO webhook_endpoint (account_id, url, events, secret) VALUES ($1, $2, $3, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') RETURNING id`,
      [bob.id, `https://localhost:${port}/hook`, ['transfer.received']],
    );
    await transfer(ana, bob, 2);
    await waitFor(async () => (await prod.container.dataSource.query('SELECT count(*)::int AS n FROM webhook_attempt WHERE endpoint_id = $1', [row.id]))[0].n > 0);
    const log = (await bob.client.graphql(DELIVERIES, { id: row.id })).data!.webhookDeliveries;
    expect(log[0]).toMatchObject({ type: 'transfer.received', statusCode: null, error: expect.stringMatching(/^refused: localhost resolves to .*not a public address$/) });
    expect(target.requests).toHaveLength(0);
  });
});

function tryVerify(secret: string, request: Received) {
  try {
    return verified(secret, request);
  } catch {
    return null;
  }
}
