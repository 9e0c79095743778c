// The live updates' figures (README "Live updates"): `sockets` graphql-ws clients subscribed to balanceChanged,
// the server's memory per open socket, and how long a committed transfer takes to reach its recipient's socket.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { latencySummary, request } from './http.mjs';
import { TRANSFER } from './ledger-load.mjs';

const BALANCE = 'subscription { balanceChanged { odance } }';

/** A browser's socket: its session cookie, and the app's own Origin (a cookie from elsewhere is refused). */
function openSocket(url, origin, account, onEvent) {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address, protocols) {
          super(address, protocols, { headers: { cookie: account.headers.cookie, origin } });
        }
      },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: reject,
    });
    client.subscribe({ query: BALANCE }, { next: (value) => onEvent(value), error: reject, complete: () => undefined });
    client.on('connected', () => resolve(client));
  });
}

/**
 * The server's memory once it has settled: after a heavy phase (the transfer load) its RSS keeps falling for
 * seconds after a full collection, as V8 and malloc hand pages back, and a `before` read too early made the
 * sockets' growth negative (−98 KB a socket). Reads every 500 ms (each after a full collection) until RSS moves
 * less than 1 MB between two reads, at most 20 reads.
 */
async function settledMemory(url) {
  let last = (await request(url, { path: '/__bench/memory' })).body;
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = (await request(url, { path: '/__bench/memory' })).body;
    const settled = Math.abs(now.rss - last.rss) < 2 ** 20;
    last = now;
    if (settled) break;
  }
  return last;
}

/**
 * fanoutP95Ms: transfer acknowledged (the HTTP answer) → the recipient's socket message, p95 over `transfers`
 * transfers sent `concurrency` at a time while `sockets` sockets are open; socketMemoryKb: the server's RSS growth
 * per open socket (subscribed, idle).
 */
export async function measureFanout({ url, origin, accounts, sockets, transfers = 400, concurrency = 4, log }) {
  const waiting = new Map(); // recipient id → resolve of the message the current transfer waits for
  // Holders listen, senders only send: a sender's own balanceChanged must never pass for a recipient's.
  const half = Math.floor(accounts.length / 2);
  const holders = accounts.slice(0, Math.min(half, sockets));
  const senders = accounts.slice(half);
  const perAccount = Math.ceil(sockets / holders.length);
  const clients = [];
  let opened = 0;
  const open = async (count) => {
    for (let i = 0; i < count; i += 50) {
      const batch = [];
      for (let j = i; j < Math.min(i + 50, count); j++) {
        const account = holders[opened++ % holders.length];
        batch.push(openSocket(url, origin, account, () => waiting.get(account.id)?.(performance.now())));
      }
      clients.push(...(await Promise.all(batch)));
    }
  };
  // The first sockets warm the code paths and the heap; the figure is the growth over the rest, each side of it
  // measured after a full collection (GET /__bench/memory; the server runs with --expose-gc).
  const warm = Math.min(100, Math.floor(sockets / 10));
  log(`  opening ${sockets} sockets (${perAccount} per account over ${holders.length} accounts)…`);
  await open(warm);
  const before = await settledMemory(url);
  await open(sockets - warm);
  const after = await settledMemory(url);
  const measuredSockets = sockets - warm;
  const socketMemoryKb = Math.round((after.rss - before.rss) / 1024 / measuredSockets);
  const heapKb = Math.round((after.heapUsed - before.heapUsed) / 1024 / measuredSockets);
  const rssBefore = before.rss / 2 ** 20;
  const rssAfter = after.rss / 2 ** 20;

  // One transfer per recipient at a time, so each message is matched to its transfer.
  const gaps = [];
  let sent = 0;
  const worker = async (w) => {
    while (sent < transfers) {
      sent += 1;
      const recipient = holders[(sent * 7 + w) % holders.length];
      if (waiting.has(recipient.id)) continue;
      const sender = senders[(sent + w) % senders.length];
      const arrived = new Promise((resolve) => waiting.set(recipient.id, resolve));
      const input = { recipientId: recipient.id, amount: 1, idempotencyKey: randomUUID() };
      const res = await request(url, { method: 'POST', path: '/graphql', headers: sender.headers, body: { query: TRANSFER, variables: { input } } });
      const acknowledged = performance.now();
      if (!res.body?.data?.transferOdance) throw new Error(`fan-out transfer failed: ${res.text.slice(0, 300)}`);
      const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 5_000));
      const at = await Promise.race([arrived, timeout]);
      waiting.delete(recipient.id);
      if (at === null) throw new Error(`no balanceChanged within 5 s for ${recipient.id}`);
      // The NOTIFY is delivered at commit, before the HTTP answer is written: an early message counts as 0.
      gaps.push(Math.max(0, at - acknowledged));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  await Promise.all(clients.map((client) => client.dispose()));
  return { fanout: latencySummary(gaps), socketMemoryKb, heapKbPerSocket: heapKb, gc: after.gc, sockets, transfers: gaps.length, rssBeforeMb: Math.round(rssBefore), rssAfterMb: Math.round(rssAfter) };
}
