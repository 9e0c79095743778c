// Accounts, funding and the two transfer loads: through the full stack (GraphQL over HTTP) and the very same
// ledger transaction as raw SQL from pg clients.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { browserHeaders, latencySummary, newSessionToken, request } from './http.mjs';

export const TRANSFER = `mutation Transfer($input: TransferOdanceInput!) {
  transferOdance(input: $input) { transfer { id amount createdAt sender { id } recipient { id } } }
}`;

/**
 * `count` active accounts (Google sign-in, so no password hash to compute), a wallet each funded with
 * `balance` oDance by a correction movement each from card issuance (entries sum to zero, so the ledger check
 * stays clean; the database's own triggers update the balances), and a session each minted the way sign-in
 * stores it (hashed token).
 */
export async function seedFundedAccounts(db, { count, balance, tag }) {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows: accounts } = await client.query(
      `INSERT INTO account (email, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
       SELECT 'bench-' || $2 || '-' || g || '@bench.local', 'Bench', 'Dancer ' || g, 'user', true, now(), now(), 'google'
       FROM generate_series(1, $1::int) g RETURNING id`,
      [count, tag],
    );
    const ids = accounts.map((row) => row.id);
    const { rows: wallets } = await client.query(
      `INSERT INTO ledger_account (kind, owner_account_id) SELECT 'wallet', unnest($1::uuid[]) RETURNING id, owner_account_id`,
      [ids],
    );
    const walletOf = new Map(wallets.map((row) => [row.owner_account_id, row.id]));
    // One funding movement per wallet: the ledger starts the load with a history of 1,000 movements, as a live
    // one has (one movement for all made the planner's statistics see a one-row ledger_movement table, and the
    // foreign-key checks of every transfer then read that growing table whole until the next autoanalyze).
    await client.query(
      `WITH issuer AS (SELECT id FROM ledger_account WHERE kind = 'card_issuance' AND owner_account_id IS NULL),
            f AS (SELECT * FROM unnest($1::uuid[], $4::int[]) AS f(account_id, wallet_id)),
            m AS (INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key, message)
                  SELECT 'correction', f.account_id, 'bench:funding:' || $2, 'bench funding' FROM f RETURNING id, initiator_account_id)
       INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
       SELECT m.id, f.wallet_id, $3::bigint FROM m JOIN f ON f.account_id = m.initiator_account_id
       UNION ALL SELECT m.id, issuer.id, -$3::bigint FROM m, issuer`,
      [ids, tag, balance, ids.map((id) => walletOf.get(id))],
    );
    const sessions = ids.map(() => newSessionToken());
    await client.query(
      `INSERT INTO session (token_hash, account_id, expires_at, last_seen_at)
       SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day', now()`,
      [sessions.map((s) => s.hash), ids],
    );
    await client.query('COMMIT');
    // As after any bulk load (profiles-data.mjs does the same): the planner gets the tables' statistics now, and
    // autovacuum's pass over the new rows does not land in the middle of a measurement (it did: a quick run's
    // `me` rounds, right after this seeding, lost up to a fifth of their rate while it ran).
    await client.query('VACUUM ANALYZE account, ledger_account, ledger_movement, ledger_entry, session');
    return ids.map((id, index) => ({ id, wallet: walletOf.get(id), headers: browserHeaders(sessions[index].token) }));
  } finally {
    await client.end();
  }
}

const pickPair = (n) => {
  const sender = Math.floor(Math.random() * n);
  let recipient = Math.floor(Math.random() * (n - 1));
  if (recipient >= sender) recipient += 1;
  return [sender, recipient];
};

/** `concurrency` workers sending random transfers through `transferOdance` for `ms`. */
export async function httpTransfers({ url, agent, accounts, concurrency, ms, acknowledged }) {
  const latencies = [];
  const outcome = { ok: 0, failed: 0, errors: {} };
  const deadline = performance.now() + ms;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const [s, r] = pickPair(accounts.length);
      const input = { recipientId: accounts[r].id, amount: 1 + Math.floor(Math.random() * 5), idempotencyKey: randomUUID() };
      const t0 = performance.now();
      const res = await request(url, { method: 'POST', path: '/graphql', agent, headers: accounts[s].headers, body: { query: TRANSFER, variables: { input } } });
      latencies.push(performance.now() - t0);
      const transfer = res.body?.data?.transferOdance?.transfer;
      if (res.status === 200 && transfer) {
        outcome.ok += 1;
        acknowledged?.push(transfer.id);
      } else {
        outcome.failed += 1;
        const code = res.body?.errors?.[0]?.extensions?.code ?? `HTTP ${res.status}`;
        outcome.errors[code] = (outcome.errors[code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...outcome, seconds: (performance.now() - started) / 1000, latencies };
}

const RETRYABLE = new Set(['40001', '40P01', '55P03']);

/**
 * The ledger transaction postMovement runs for a transfer, statement for statement (claim the idempotency
 * key and lock both wallets in id order in one statement, check the balance, insert the entries; the same
 * triggers fire), from
 * `concurrency` pg clients, with the same retry on serialization failures, deadlocks and lock timeouts.
 * Plain SQL text by default (PostgreSQL parses and plans each statement every time); `prepared` sends them as
 * named prepared statements, as the server does (shared/database/prepared.ts): a stricter baseline.
 */
export async function rawSqlTransfers({ db, accounts, concurrency, ms, prepared = false }) {
  const statement = (name, text, values) => (prepared ? { name, text, values } : { text, values });
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const client = new pg.Client({ connectionString: db });
      await client.connect();
      return client;
    }),
  );
  const latencies = [];
  const outcome = { ok: 0, failed: 0, errors: {} };
  const deadline = performance.now() + ms;
  const started = performance.now();
  const transfer = async (client, sender, recipient, amount, key) => {
    try {
      // One round trip, as inLedgerTransaction begins (server/src/modules/ledger/ledger-transaction.ts).
      await client.query(`BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL lock_timeout = '5s'; SET LOCAL plan_cache_mode = force_generic_plan`);
      const entries = [
        { ledgerAccountId: sender.wallet, amount: -amount },
        { ledgerAccountId: recipient.wallet, amount },
      ].sort((a, b) => a.ledgerAccountId - b.ledgerAccountId);
      // The key's claim and the accounts' locks in one statement, as postMovement's CLAIM_AND_LOCK.
      const locked = await client.query(
        statement(
          'bench_claim_lock',
          `WITH claim AS (
             INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key, message) VALUES ($1, $2, $3, $4)
             ON CONFLICT (initiator_account_id, idempotency_key) DO NOTHING RETURNING id, created_at)
           SELECT claim.id AS movement_id, claim.created_at, l.id, l.kind, l.owner_account_id, l.balance, l.closed_at IS NOT NULL AS closed
           FROM claim LEFT JOIN LATERAL (
             SELECT id, kind, owner_account_id, balance, closed_at FROM ledger_account WHERE id = ANY($5::int[]) ORDER BY id FOR UPDATE) l ON true`,
          ['transfer', sender.id, key, null, entries.map((e) => e.ledgerAccountId)],
        ),
      );
      const balanceOf = new Map(locked.rows.map((row) => [row.id, Number(row.balance)]));
      if (balanceOf.get(sender.wallet) < amount) throw Object.assign(new Error('insufficient'), { code: 'INSUFFICIENT' });
      await client.query(
        statement(
          'bench_entries',
          `INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
         SELECT $1, account_id, amount FROM unnest($2::int[], $3::bigint[]) AS e(account_id, amount)`,
          [locked.rows[0].movement_id, entries.map((e) => e.ledgerAccountId), entries.map((e) => e.amount)],
        ),
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  };
  const worker = async (client) => {
    while (performance.now() < deadline) {
      const [s, r] = pickPair(accounts.length);
      const amount = 1 + Math.floor(Math.random() * 5);
      const key = randomUUID();
      const t0 = performance.now();
      for (let attempt = 1; ; attempt++) {
        try {
          await transfer(client, accounts[s], accounts[r], amount, key);
          outcome.ok += 1;
          break;
        } catch (error) {
          if (RETRYABLE.has(error.code) && attempt < 8) continue;
          outcome.failed += 1;
          outcome.errors[error.code ?? error.message] = (outcome.errors[error.code ?? error.message] ?? 0) + 1;
          break;
        }
      }
      latencies.push(performance.now() - t0);
    }
  };
  try {
    await Promise.all(clients.map(worker));
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return { ...outcome, seconds: (performance.now() - started) / 1000, latencies };
}

/** Merges rounds of one kind: throughput over the summed time, latencies over every request. */
export function mergeRounds(rounds) {
  const ok = rounds.reduce((sum, r) => sum + r.ok, 0);
  const failed = rounds.reduce((sum, r) => sum + r.failed, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const errors = {};
  for (const r of rounds) for (const [code, n] of Object.entries(r.errors)) errors[code] = (errors[code] ?? 0) + n;
  return {
    perSecond: Math.round((ok / seconds) * 10) / 10,
    ok,
    failed,
    errors,
    latencyMs: latencySummary(rounds.flatMap((r) => r.latencies)),
    roundsPerSecond: rounds.map((r) => Math.round((r.ok / r.seconds) * 10) / 10),
  };
}
