import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  mode: string;
  url: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

/**
 * A stand-in for api.stripe.com answering the Checkout Session calls the real SDK makes (create, retrieve
 * and expire), with Stripe's idempotency-key behaviour. Tests drive sessions to their outcomes and sign events
 * with the SDK's own generateTestHeaderString.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly requests: RecordedRequest[] = [];
  private readonly byIdempotencyKey = new Map<string, FakeSession>();
  private server: http.Server | undefined;
  private sequence = 0;
  /** Runs before an expire call is answered (a test delivers the session's expired webhook first, as Stripe may). */
  onExpire: ((session: FakeSession) => Promise<void>) | undefined;
  /** Answer every call with a 500 (the provider is down). */
  failing = false;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The session of a payment's latest checkout. */
  sessionFor(paymentId: string): FakeSession {
    const found = [...this.sessions.values()].reverse().find((session) => session.metadata.paymentId === paymentId);
    if (!found) throw new Error(`no session for payment ${paymentId}`);
    return found;
  }

  /** A signed webhook delivery: the body and its Stripe-Signature header. */
  event(type: string, session: FakeSession, secret: string, options: { id?: string; timestamp?: number } = {}): { body: string; signature: string } {
    const body = JSON.stringify({
      id: options.id ?? `evt_${++this.sequence}_${Date.now()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: session },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: options.timestamp });
    return { body, signature };
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, headers: req.headers });
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.sequence}` }).end(JSON.stringify(body));
    };
    if (this.failing) return send(500, { error: { type: 'api_error', message: 'down' } });

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'] as string | undefined;
      const replay = key ? this.byIdempotencyKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const session = this.create(params);
      if (key) this.byIdempotencyKey.set(key, session);
      return send(200, session);
    }
    const expire = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (req.method === 'POST' && expire) {
      const session = this.sessions.get(decodeURIComponent(expire[1]!));
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      // As Stripe: only an open session can be expired.
      if (session.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired` } });
      session.status = 'expired';
      await this.onExpire?.(session);
      return send(200, session);
    }
    const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }

  private create(params: Record<string, string>): FakeSession {
    const id = `cs_test_${++this.sequence}`;
    const quantity = Number(params['line_items[0][quantity]']);
    const unitAmount = Number(params['line_items[0][price_data][unit_amount]']);
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: quantity * unitAmount,
      currency: params['line_items[0][price_data][currency]']!,
      client_reference_id: params.client_reference_id ?? null,
      metadata: { paymentId: params['metadata[paymentId]']! },
      success_url: params.success_url!,
      cancel_url: params.cancel_url!,
      expires_at: Number(params.expires_at),
      mode: params.mode!,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return session;
  }
}
