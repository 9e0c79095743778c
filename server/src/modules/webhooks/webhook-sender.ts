import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isPublicAddress } from './safe-address.js';

export interface SendOptions {
  /** Refuse private, loopback and link-local addresses, and plain http (production). */
  publicOnly: boolean;
  /** No answer within this long counts as a failure (10 s). */
  timeoutMs: number;
}

/** What one attempt came to: the HTTP status, or why there was none. */
export type SendOutcome = { ok: boolean; statusCode: number | null; error: string | null };

/** An address refused by the SSRF guard (the attempt is logged with it; nothing was sent). */
class RefusedAddress extends Error {}

/**
 * Resolves like dns.lookup, then keeps only public addresses: the socket connects to an address checked here, so a
 * name that resolves to 127.0.0.1 (or to a public address first and a private one at connect time: DNS
 * rebinding) never reaches a private service.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    const [first] = allowed;
    if (!first) {
      const refused = addresses.map((entry) => entry.address).join(', ');
      return callback(new RefusedAddress(`refused: ${hostname} resolves to ${refused || 'nothing'}, not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    callback(null, first.address, first.family);
  });
};

/**
 * POSTs one signed message (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`
 * `v1,<base64 HMAC-SHA256>` of `id.timestamp.body` with the secret's bytes, signed by the `standardwebhooks`
 * package). Redirects are not followed (a 3xx is a failure like any non-2xx).
 */
export function sendWebhook(target: { url: string; secret: string }, message: { eventId: string; body: string }, options: SendOptions): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve({ ok: false, statusCode: null, error: 'invalid URL' });
  }
  if (options.publicOnly) {
    if (url.protocol !== 'https:') return Promise.resolve({ ok: false, statusCode: null, error: 'refused: https required' });
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !isPublicAddress(literal)) return Promise.resolve({ ok: false, statusCode: null, error: `refused: ${literal} is not a public address` });
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const signed = new Webhook(target.secret).sign(message.eventId, new Date(timestamp * 1000), message.body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'oDance-Webhooks/1',
    'webhook-id': message.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signed,
  };
  return post(url, headers, message.body, options, true);
}

/**
 * Connections kept open between deliveries, one pool per protocol and mode: an endpoint that receives a stream of
 * events gets them over one connection instead of a TCP (and TLS) handshake each. Every socket in a pool was
 * connected to an address its `lookup` allowed (publicLookup in production), which a reused socket still is. An idle
 * socket closes after IDLE_MS, below the 5 s most servers keep one (Node also honours a server's Keep-Alive hint).
 */
const IDLE_MS = 4_000;
const agents = new Map<string, http.Agent>();

function agentFor(protocol: string, publicOnly: boolean): http.Agent {
  const key = `${protocol}|${publicOnly}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, timeout: IDLE_MS, lookup: publicOnly ? publicLookup : undefined };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** One POST; a kept-open socket the server had just closed (ECONNRESET before any answer) is tried once more anew. */
function post(url: URL, headers: Record<string, string>, body: string, options: SendOptions, mayRetry: boolean): Promise<SendOutcome> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome | Promise<SendOutcome>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      { method: 'POST', headers, agent: agentFor(url.protocol, options.publicOnly) },
      (response) => {
        // The answer's body is not read into memory; its end (or the timeout) ends the attempt.
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          finish({ ok: status >= 200 && status < 300, statusCode: status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
        });
        response.on('error', (error) => finish({ ok: false, statusCode: response.statusCode ?? null, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `no answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (mayRetry && request.reusedSocket && error.code === 'ECONNRESET') return finish(post(url, headers, body, options, false));
      finish({ ok: false, statusCode: null, error: error instanceof RefusedAddress ? error.message : `${error.code ?? 'error'}: ${error.message}`.slice(0, 300) });
    });
    request.end(body);
  });
}
