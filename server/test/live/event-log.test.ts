import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { walletBalance } from '../../src/modules/ledger/index.js';
import { addNotifications } from '../../src/modules/notifications/add-notification.js';
import { HELD_BACK, PRUNE_OLD_EVENTS, READ_LOG } from '../../src/modules/live/event-log.js';
import { grantOdance, person, personalAccessToken, type Person } from '../support/factories.js';
import { newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait-for.js';

// PRODUCT.md §11: one event log. Live updates that miss nothing across a replica's shutdown, a database outage and
// transactions that commit out of order; the current state sent first.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({}, a.databaseUrl);
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

interface Received {
  values: Array<Record<string, any>>;
  closes: number[];
  client: Client;
}

/** An API subscriber as the docs tell partners to write one: a token, graphql-ws retrying, `url` read at each attempt. */
function subscriber(url: () => string, token: string, query: string, variables: Record<string, unknown> = {}): Received {
  const received: Received = { values: [], closes: [], client: undefined as unknown as Client };
  received.client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 20,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => void received.closes.push((event as { code: number }).code) },
  });
  received.client.subscribe({ query, variables }, { next: (value) => void received.values.push(value as Record<string, any>), error: () => undefined, complete: () => undefined });
  return received;
}

const oneRowOf = <T>(result: { rows: T[] }): T => {
  const [row] = result.rows;
  if (!row) throw new Error('no row');
  return row;
};
const wsUrl = (app: TestApp) => `${app.url.replace('http', 'ws')}/graphql`;
const BALANCE = 'subscription { balanceChanged { odance } }';
const balances = (received: Received) => received.values.map((value) => value.data?.balanceChanged?.odance as number);

async function send(through: TestApp, from: Person, to: string, amount: number): Promise<void> {
  const client = Object.create(from.client) as Person['client'];
  Object.defineProperty(client, 'baseUrl', { value: through.url });
  const sent = await client.graphql(TRANSFER, { input: { recipientId: to, amount, idempotencyKey: newKey() } });
  if (sent.errors) throw new Error(JSON.stringify(sent.errors));
}

describe('the event log', () => {
  it('a subscriber whose replica shuts down reconnects to another and ends on the books’ balance', async () => {
    const doomed = await startTestApp({}, a.databaseUrl);
    const payer = await person(a);
    const ana = await person(a);
    await grantOdance(a, payer.id, 100);
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    let target = wsUrl(doomed);
    const received = subscriber(() => target, token, BALANCE);
    await waitFor(() => received.values.length >= 1, { what: 'the current balance' });
    expect(balances(received)).toEqual([0]);

    // The replica stops as on SIGTERM (sockets closed 1001); a transfer commits while the subscriber reconnects.
    const stopping = doomed.stop();
    target = wsUrl(b);
    await waitFor(() => received.closes.includes(1001), { what: 'the 1001 close' });
    await send(b, payer, ana.id, 7);
    await stopping;
    await waitFor(() => balances(received).at(-1) === 7, { timeoutMs: 10_000, what: 'the balance after the reconnect' });
    expect(await walletBalance(a.container.dataSource.manager, ana.id)).toBe(7);
    await received.client.dispose();
  });

  it('a socket opened while the database is down is told to try again (1013), retries and recovers', async () => {
    const ana = await person(a);
    await grantOdance(a, ana.id, 5);
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    const database = new URL(a.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('pgUrl') });
    await admin.connect();
    const outage = await startTestApp({}, a.databaseUrl);
    try {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [database]);
      const received = subscriber(() => wsUrl(outage), token, BALANCE);
      await waitFor(() => received.closes.includes(1013), { timeoutMs: 10_000, what: 'a 1013 close' });
      expect(received.closes).not.toContain(4500);
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await waitFor(() => balances(received).includes(5), { timeoutMs: 15_000, what: 'the balance after the database came back' });
      await received.client.dispose();
    } finally {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await admin.end();
      await outage.stop();
    }
  }, 40_000);

  it('paymentUpdated sends the pending purchases first; notificationAdded(after) replays what came after', async () => {
    const ana = await person(a);
    const payer = await person(a);
    await grantOdance(a, payer.id, 30);
    const bought = await ana.client.graphql('mutation { buyOdance(input: { amount: 4 }) { payment { id } } }');
    const paymentId = bought.data!.buyOdance.payment.id as string;
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    const payments = subscriber(() => wsUrl(a), token, 'subscription { paymentUpdated { id status } }');
    await waitFor(() => payments.values.length >= 1, { what: 'the pending payment' });
    expect(payments.values[0]?.data.paymentUpdated).toEqual({ id: paymentId, status: 'pending' });
    await payments.client.dispose();

    for (const amount of [1, 2, 3]) await send(a, payer, ana.id, amount);
    const listed = await ana.client.graphql('{ notifications(pageSize: 10) { notifications { id amount } } }');
    const [third, second, first] = listed.data!.notifications.notifications as Array<{ id: string; amount: number }>;
    const replay = subscriber(() => wsUrl(a), token, 'subscription($after: ID) { notificationAdded(after: $after) { id amount } }', { after: first!.id });
    await waitFor(() => replay.values.length >= 2, { what: 'the replay' });
    expect(replay.values.map((value) => value.data.notificationAdded)).toEqual([second, third]);
    await send(b, payer, ana.id, 4);
    await waitFor(() => replay.values.length >= 3, { what: 'the next notification' });
    expect(replay.values[2]?.data.notificationAdded.amount).toBe(4);
    await replay.client.dispose();
  });

  it('notificationAdded(after) replays every notification newer than `after`, a page at a time, then the live ones', async () => {
    const ana = await person(a);
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    const approved = { accountId: ana.id, kind: 'accountApproved' as const, data: {} };
    await a.container.dataSource.transaction((manager) => addNotifications(manager, [approved]));
    const [last] = (await ana.client.graphql('{ notifications(pageSize: 1) { notifications { id } } }')).data!.notifications.notifications as Array<{ id: string }>;
    await a.container.dataSource.transaction((manager) => addNotifications(manager, Array.from({ length: 250 }, () => approved)));
    const newer: Array<{ id: string }> = await a.container.dataSource.query(
      `SELECT n.id::text FROM notification n, notification last WHERE last.id = $2 AND n.account_id = $1 AND (n.created_at, n.id) > (last.created_at, last.id) ORDER BY n.created_at, n.id`,
      [ana.id, last!.id],
    );
    expect(newer).toHaveLength(250);
    const replay = subscriber(() => wsUrl(a), token, 'subscription($after: ID) { notificationAdded(after: $after) { id } }', { after: last!.id });
    await waitFor(() => replay.values.length >= 250, { timeoutMs: 15_000, what: 'the replay' });
    await a.container.dataSource.transaction((manager) => addNotifications(manager, [approved]));
    await waitFor(() => replay.values.length >= 251, { what: 'the live one' });
    const ids = replay.values.map((value) => value.data?.notificationAdded?.id as string);
    expect(ids.slice(0, 250)).toEqual(newer.map((row) => row.id));
    expect(new Set(ids).size).toBe(251);
    await replay.client.dispose();
  });

  it('notificationAdded(after) sends each notification once, however late the log is read', async () => {
    // The replay reads the notifications; the live events come from the log, read after their commit. A
    // subscription opened in between hears those events too: the replay's, and the one the client named as its last.
    const ana = await person(a);
    const payer = await person(a);
    await grantOdance(a, payer.id, 30);
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    const holder = new pg.Client({ connectionString: a.databaseUrl });
    await holder.connect();
    try {
      // A transaction older than the transfers, still running: the log's readers hold their rows back (READ_LOG).
      await holder.query('BEGIN');
      await holder.query('SELECT pg_current_xact_id()');
      for (const amount of [1, 2, 3]) await send(a, payer, ana.id, amount);
      const listed = await ana.client.graphql('{ notifications(pageSize: 10) { notifications { id amount } } }');
      const [third, second, first] = listed.data!.notifications.notifications as Array<{ id: string; amount: number }>;
      const replay = subscriber(() => wsUrl(a), token, 'subscription($after: ID) { notificationAdded(after: $after) { id amount } }', { after: first!.id });
      await waitFor(() => replay.values.length >= 2, { what: 'the replay' });
      await holder.query('ROLLBACK');
      // Transfer 4's event follows 1-3's in the log: once it arrives, theirs were handed out before it.
      await send(a, payer, ana.id, 4);
      await waitFor(() => replay.values.some((value) => value.data?.notificationAdded?.amount === 4), { what: 'the next notification' });
      expect(replay.values.map((value) => value.data.notificationAdded.amount)).toEqual([2, 3, 4]);
      expect(replay.values.slice(0, 2).map((value) => value.data.notificationAdded)).toEqual([second, third]);
      await replay.client.dispose();
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  });

  it('keeps a burst of notifications for a subscriber that reads slower than the log is read', async () => {
    // One read of the log hands out up to 500 rows at once; a notification event is the notification itself.
    const account = randomUUID();
    const live = a.container.live.subscribe('notification', account);
    try {
      const db = new pg.Client({ connectionString: a.databaseUrl });
      await db.connect();
      try {
        await db.query(
          `INSERT INTO event_log (account_id, topic, ref) SELECT $1, 'notification', 'n' || g FROM generate_series(1, 600) g`,
          [account],
        );
        await db.query('NOTIFY odance_live');
      } finally {
        await db.end();
      }
      const received: string[] = [];
      while (received.length < 600) {
        const next = await Promise.race([live.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
        if (!next || next.done) break;
        if (next.value.t === 'notification') received.push(next.value.id);
      }
      expect(received).toHaveLength(600);
      expect(received.slice(0, 2)).toEqual(['n1', 'n2']);
    } finally {
      await live.return!();
    }
  });

  it('sends every notification of a burst larger than a subscriber keeps queued, each once', async () => {
    // The hub keeps at most 1,000 events a subscriber has not read; past that it dropped the oldest, and a
    // notification event is the notification: those were lost. Now the subscription reads what it fell behind on.
    const ana = await person(a);
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    const before = a.container.live.subscriptions;
    const received = subscriber(() => wsUrl(a), token, 'subscription { notificationAdded { id } }');
    await waitFor(() => a.container.live.subscriptions > before, { timeoutMs: 15_000, what: 'the subscription' });
    const burst = 2_600;
    await a.container.dataSource.transaction((manager) =>
      addNotifications(manager, Array.from({ length: burst }, () => ({ accountId: ana.id, kind: 'accountApproved' as const, data: {} }))),
    );
    const rows: Array<{ id: string }> = await a.container.dataSource.query('SELECT id::text FROM notification WHERE account_id = $1 ORDER BY created_at, id', [ana.id]);
    const ids = rows.map((row) => row.id);
    expect(ids).toHaveLength(burst);
    await waitFor(() => received.values.length >= burst, { timeoutMs: 30_000, what: `${burst} notifications` });
    const sent = received.values.map((value) => value.data?.notificationAdded?.id as string);
    expect(received.values.filter((value) => value.errors)).toEqual([]);
    // Each once; one transaction's notifications share their time, so the list's order among them is not the log's.
    expect(new Set(sent).size).toBe(sent.length);
    expect([...sent].sort()).toEqual([...ids].sort());
    await received.client.dispose();
  }, 60_000);

  it('a subscriber that fell behind reads what it missed from the log, in log order, and is live again after', async () => {
    // 2,600 events handed out before the subscriber reads one: 1,000 queued, the rest read back from the log.
    const account = randomUUID();
    const live = a.container.live.subscribe('notification', account);
    const db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
    try {
      const readsBefore = a.container.live.reads;
      await db.query(`INSERT INTO event_log (account_id, topic, ref) SELECT $1, 'notification', 'n' || g FROM generate_series(1, 2600) g`, [account]);
      await db.query('NOTIFY odance_live');
      await waitFor(() => a.container.live.reads > readsBefore + 1, { what: 'the hub reading the burst' });
      const take = async (count: number): Promise<string[]> => {
        const taken: string[] = [];
        while (taken.length < count) {
          const next = await Promise.race([live.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
          if (!next || next.done) break;
          if (next.value.t === 'notification') taken.push(next.value.id);
        }
        return taken;
      };
      expect(await take(2600)).toEqual(Array.from({ length: 2600 }, (_, i) => `n${i + 1}`));
      // Caught up: the next event comes live.
      await db.query(`INSERT INTO event_log (account_id, topic, ref) VALUES ($1, 'notification', 'after')`, [account]);
      await db.query('NOTIFY odance_live');
      expect(await take(1)).toEqual(['after']);
    } finally {
      await db.end();
      await live.return!();
    }
  });

  it('is read in (txid, id) order across a power of ten: a reader taking a batch at a time skips no row', async () => {
    // Transactions 9, 10 and 11 (long ended: below every snapshot): as text, '10' < '11' < '9'. A reader that took
    // its batch in text order moved its position past 9 before reading it.
    const db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
    try {
      const account = randomUUID();
      await db.query(`INSERT INTO event_log (txid, account_id, topic) VALUES ('10', $1, 'balance'), ('9', $1, 'balance'), ('11', $1, 'balance')`, [account]);
      const seen: string[] = [];
      let position = { txid: '0', id: '0' };
      for (;;) {
        const { rows } = await db.query<{ id: string; txid: string; account_id: string }>(READ_LOG, [position.txid, position.id, 1]);
        const [row] = rows;
        if (!row) break;
        if (row.account_id === account) seen.push(row.txid);
        position = { txid: row.txid, id: row.id };
      }
      expect(seen).toEqual(['9', '10', '11']);
    } finally {
      await db.end();
    }
  });

  it('finds its next rows, the held-back ones and the old ones through its one index, however long the log', async () => {
    const db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
    try {
      await db.query(`INSERT INTO event_log (account_id, topic) SELECT gen_random_uuid(), 'balance' FROM generate_series(1, 20000)`);
      await db.query('ANALYZE event_log');
      const last = oneRowOf(await db.query<{ txid: string; id: string }>('SELECT l.txid::text, l.id::text FROM event_log l ORDER BY l.txid DESC, l.id DESC LIMIT 1'));
      for (const [sql, params] of [
        [READ_LOG, [last.txid, last.id, 500]],
        [HELD_BACK, [last.txid, last.id]],
        [PRUNE_OLD_EVENTS, [7 * 86_400, 1000]],
      ] as const) {
        const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, [...params]);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        // A scan of the whole table cost 2-6 ms a read at 14,000 rows in the bench, and grows with the log.
        expect(plan).not.toMatch(/Seq Scan|Sort/);
        expect(plan).toMatch(/event_log_position_pkey/);
      }
      // Each row a transfer appends writes one index entry: its position's.
      const { rows: indexes } = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'event_log'`);
      expect(indexes.map((index) => index.indexname)).toEqual(['event_log_position_pkey']);
    } finally {
      await db.end();
    }
  });

  it('a row committed after a later one is still read: the reader follows transactions, not ids', async () => {
    const ana = await person(a);
    const { token } = await personalAccessToken(ana, { scopes: ['read'] });
    const received = subscriber(() => wsUrl(a), token, 'subscription { paymentUpdated { id } }');
    await waitFor(() => a.container.live.subscriptions >= 1, { what: 'the subscription' });
    const early = new pg.Client({ connectionString: a.databaseUrl });
    const late = new pg.Client({ connectionString: a.databaseUrl });
    await Promise.all([early.connect(), late.connect()]);
    try {
      // `early` takes the smaller id but commits last. While it runs the reader holds back (reading `late`'s row
      // would move its position past `early`'s, which would then be skipped); once it commits, both are read.
      await early.query('BEGIN');
      await early.query(`INSERT INTO event_log (account_id, topic, ref) VALUES ($1, 'payment', $2)`, [ana.id, randomUUID()]);
      await late.query(`INSERT INTO event_log (account_id, topic, ref) VALUES ($1, 'payment', $2)`, [ana.id, randomUUID()]);
      a.container.live.wake();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received.values).toEqual([]);
      await early.query('COMMIT');
      a.container.live.wake();
      // Neither payment exists: each event is answered null, but both were delivered (two results).
      await waitFor(() => received.values.length >= 2, { what: 'both events' });
    } finally {
      await Promise.all([early.end(), late.end()]);
      await received.client.dispose();
    }
  });
});
