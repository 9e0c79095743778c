// The live updates' figures (README "Live updates"): `sockets` graphql-ws clients subscribed to balanceChanged,
// the server's memory per open socket, and how long a committed transfer takes to reach its recipient's socket.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { latencySummary, request } from './http.mjs';
import { rssMb } from './server.mjs';
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
 * fanoutP95Ms: transfer acknowledged (the HTTP answer) → the recipient's socket message, p95 over `transfers`
 * transfers sent `concurrency` at a time while `sockets` sockets are open; socketMemoryKb: the server's RSS growth
 * per open socket (subscribed, idle).
 */
export async function measureFanout({ url, origin, pid, accounts, sockets, transfers = 400, concurrency = 4, log }) {
  const waiting = new Map(); // recipient id → resolve of the message the current transfer waits for
  // Holders listen, senders only send: a sender's own balanceChanged must never pass for a recipient's.
  const half = Math.floor(accounts.length / 2);
  const holders = accounts.slice(0, Math.min(half, sockets));
  const senders = accounts.slice(half);
  const perAccount = Math.ceil(sockets / holders.length);
  global.gc?.();
  const rssBefore = rssMb(pid);
  const clients = [];
  log(`  opening ${sockets} sockets (${perAccount} per account over ${holders.length} accounts)…`);
  for (let i = 0; i < sockets; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(i + 50, sockets); j++) {
      const account = holders[j % holders.length];
      batch.push(openSocket(url, origin, account, () => waiting.get(account.id)?.(performance.now())));
    }
    clients.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssAfter = rssMb(pid);
  const socketMemoryKb = Math.round(((rssAfter - rssBefore) * 1024) / sockets);

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
  return { fanout: latencySummary(gaps), socketMemoryKb, sockets, transfers: gaps.length, rssBeforeMb: Math.round(rssBefore), rssAfterMb: Math.round(rssAfter) };
}
