import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/app/embedded-postgres.js';
import { createLogger } from '../../../src/kernel/logger.js';
import { newToken } from '../../../src/modules/auth/secure-token.js';
import { waitFor } from '../../support/wait-for.js';
import { graphqlAs, seedHolders, startServerProcess, TRANSFER, withClient, type Holder, type ServerProcess } from '../support/processes.js';

// A deploy as an operator runs one (PRODUCT.md §11 "No missed event"): two replicas on one database, API
// subscribers on A; A gets SIGTERM (its sockets close with 1001), the subscribers reconnect to B, and transfers
// committed while they were reconnecting are not lost: each subscriber ends on the books' balance.
const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-chaos-deploy-'));
let pg: EmbeddedDatabase;
let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  pg = await startEmbeddedPostgres(path.join(dir, 'pg'), createLogger('warn'));
  databaseUrl = await ensureDatabase(pg.url, 'odance');
  a = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'a') });
  b = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'b') });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A personal access token with the read scope (what a partner's subscriber uses), minted as the API stores it. */
async function readToken(holder: Holder): Promise<string> {
  const { token, hash } = newToken();
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO session (token_hash, account_id, kind, name, scopes, expires_at, last_seen_at)
       VALUES ($1, $2, 'personal', 'chaos subscriber', '{read}', now() + interval '1 day', 'epoch')`,
      [hash, holder.id],
    ),
  );
  return token;
}

interface Subscriber {
  client: Client;
  /** The last balance heard. */
  latest: number | null;
  closes: number[];
  connects: number;
}

/**
 * A partner's subscriber as the docs describe it: graphql-ws with retries, connecting to wherever `target()` points
 * (the balancer: A, then B once A stops), the bearer token in connectionParams.
 */
function subscribe(target: () => string, token: string): Subscriber {
  const subscriber: Subscriber = { client: undefined as unknown as Client, latest: null, closes: [], connects: 0 };
  subscriber.client = createClient({
    url: () => `${target().replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 20,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 1_000)),
    on: {
      connected: () => (subscriber.connects += 1),
      closed: (event) => subscriber.closes.push((event as { code: number }).code),
    },
  });
  subscriber.client.subscribe<{ balanceChanged: { odance: number } }>(
    { query: 'subscription { balanceChanged { odance } }' },
    { next: (value) => (subscriber.latest = value.data?.balanceChanged.odance ?? subscriber.latest), error: () => undefined, complete: () => undefined },
  );
  return subscriber;
}

const booksBalance = (holder: Holder) =>
  withClient(databaseUrl, async (client) => Number((await client.query('SELECT balance FROM ledger_account WHERE id = $1', [holder.wallet])).rows[0].balance));

describe('a deploy while API subscribers listen', () => {
  it('SIGTERM on A: its subscribers reconnect to B, and transfers committed during the reconnect are not lost', async () => {
    const [sender, ...receivers] = await seedHolders(databaseUrl, 6, 1_000);
    let current = a.url;
    const subscribers = await Promise.all(receivers.map(async (receiver) => subscribe(() => current, await readToken(receiver))));
    await waitFor(() => subscribers.every((s) => s.latest === 1_000), { timeoutMs: 20_000, what: 'every subscriber to hear its balance on A' });

    // The deploy: the balancer sends new connections to B; A is stopped as an orchestrator does (SIGTERM).
    current = b.url;
    const stopped = a.stop();
    await waitFor(() => subscribers.every((s) => s.closes.length > 0), { timeoutMs: 30_000, what: "A's sockets to close" });
    // While the subscribers reconnect (their retry waits 1 s), a transfer to each commits through B.
    const sent = await Promise.all(
      receivers.map((receiver, i) => graphqlAs(b.url, sender, TRANSFER, { input: { recipientId: receiver.id, amount: 10 + i, idempotencyKey: randomUUID() } })),
    );
    for (const answer of sent) expect(answer.json?.data?.transferOdance?.transfer, answer.text).toBeTruthy();
    await stopped;

    // Every subscriber ends on the books' balance, through B.
    await waitFor(
      async () => {
        const books = await Promise.all(receivers.map(booksBalance));
        return subscribers.every((s, i) => s.latest === books[i]);
      },
      { timeoutMs: 20_000, what: "every subscriber to end on the books' balance" },
    );
    for (const [i, subscriber] of subscribers.entries()) {
      expect(subscriber.latest).toBe(1_010 + i);
      expect(subscriber.closes[0]).toBe(1001);
      expect(subscriber.connects).toBeGreaterThanOrEqual(2);
    }
    // And what commits after the deploy keeps arriving.
    const after = await graphqlAs(b.url, sender, TRANSFER, { input: { recipientId: receivers[0].id, amount: 1, idempotencyKey: randomUUID() } });
    expect(after.json?.data?.transferOdance?.transfer, after.text).toBeTruthy();
    await waitFor(() => subscribers[0]!.latest === 1_011, { timeoutMs: 10_000, what: 'the next transfer on B' });
    await Promise.all(
      subscribers.map(async (s) => {
        await s.client.dispose();
      }),
    );
  });
});
