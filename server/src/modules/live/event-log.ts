import type { EntityManager } from 'typeorm';
import type { LiveEvent } from './live-events.js';

/**
 * The event log (migrations/1797500000000-EventLog.js): what changed for whom, appended in the
 * transaction that changed it, read by each replica's LiveHub after the commit. Rows name the account, the topic
 * and the row (`ref`: a notification's or payment's id), never the data: the subscription resolvers read the
 * current state.
 */

/**
 * SQL appending the rows of `events` (a query with one `json` column `e` in the LiveEvent shape) to the log, for a
 * caller's statement (a movement writes its entries, notifications and events in one round trip: post-movement.ts).
 */
export const appendEventsSql = (events: string): string =>
  `INSERT INTO event_log (account_id, topic, ref) SELECT (e->>'a')::uuid, e->>'t', e->>'id' FROM (${events}) AS events`;

/** Appends events in the caller's transaction: a rolled-back change leaves none. */
export async function appendEvents(manager: EntityManager, events: Array<Exclude<LiveEvent, { t: 'revoked' }>>): Promise<void> {
  if (events.length === 0) return;
  await manager.query(appendEventsSql(`SELECT json_array_elements($1::json) AS e`), [JSON.stringify(events)]);
}

/** Where a reader stands: the last row it read, by (txid, id). */
export interface LogPosition {
  txid: string;
  id: string;
}

export interface LogRow {
  id: string;
  txid: string;
  account_id: string;
  topic: 'balance' | 'notification' | 'payment';
  ref: string | null;
  created_at: Date;
}

/** A log row as its readers take it (LogRow): ids as text, the 64-bit txid included. */
const LOG_ROWS = `SELECT l.id::text AS id, l.txid::text AS txid, l.account_id, l.topic, l.ref, l.created_at FROM event_log l`;

/**
 * The next rows after `position`, in (txid, id) order, of transactions that ended before every one still running:
 * a row is read only once no row can still commit before it. (A bigserial id alone is handed out at INSERT, not at
 * COMMIT: reading `id > last` would skip a row whose transaction commits after a later one.) The ORDER BY names
 * the table's columns: a bare `txid` there would be the text output column, and '10' < '9' as text, so a batch would
 * skip rows across a power of ten. In index order the read walks the position index from `position` and stops
 * after `$3` rows, however long the log (test/live/event-log.test.ts).
 */
export const READ_LOG = `${LOG_ROWS}
  WHERE (l.txid, l.id) > ($1::xid8, $2::bigint) AND l.txid < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY l.txid, l.id LIMIT $3`;

/**
 * One account's rows of one topic after `$1,$2` up to `$3,$4` (a position a reader has already read to), in log
 * order, `$7` at a time: what a subscriber that fell behind missed (live-hub.ts). The range is of rows every reader
 * has been free to read, so no row of it can still appear; the position index bounds the walk to it.
 */
export const READ_ACCOUNT_LOG = `${LOG_ROWS}
  WHERE (l.txid, l.id) > ($1::xid8, $2::bigint) AND (l.txid, l.id) <= ($3::xid8, $4::bigint) AND l.account_id = $5::uuid AND l.topic = $6
  ORDER BY l.txid, l.id LIMIT $7`;

/**
 * Whether rows after `position` have committed but READ_LOG holds them back, behind a transaction that began
 * earlier and is still running. Their own wake-up came and went, and that transaction's end sends none: a reader
 * that finds some looks again shortly (live-hub.ts) rather than at its next poll. The first such row in index order,
 * not EXISTS: PostgreSQL planned EXISTS as a scan of the whole table (it expects a match early; the matches are
 * all at the end), 2 ms a read at 14,000 rows in the bench.
 */
export const HELD_BACK = `SELECT (SELECT l.id FROM event_log l
  WHERE (l.txid, l.id) > ($1::xid8, $2::bigint) AND l.txid >= pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY l.txid, l.id LIMIT 1) IS NOT NULL AS held`;

/** A reader's starting point: after every transaction that has ended (it serves what happens from now on). */
export const START_POSITION = `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS txid`;

/**
 * The rows older than `$1` seconds among the `$2` at the log's head (pruneOldEvents). By ctid (rows of the log are
 * never updated): a join on the position was planned as a scan of the whole log when few rows looked old.
 */
export const PRUNE_OLD_EVENTS = `DELETE FROM event_log WHERE ctid = ANY (ARRAY(
  SELECT head.ctid FROM (SELECT l.ctid, l.created_at FROM event_log l ORDER BY l.txid, l.id LIMIT $2) head
  WHERE head.created_at < now() - make_interval(secs => $1)))`;

/**
 * This module's retention step (modules/system/retention/retention.ts runs it and keeps the period): deletes at
 * most `batch` rows older than `keepSeconds`; answers how many went. The readers follow the log within seconds
 * (live-hub.ts); one away longer starts again from the current state, which every subscription sends first.
 * The log's one index is its position (migrations/1797740000000-EventLogOneIndex.js), which is the order rows were
 * written in, to within a transaction's length: so the old rows are the first `batch` from its head, and the
 * statement reads no more than it deletes (no index on created_at, which each transfer's three rows would update).
 */
export async function pruneOldEvents(db: Pick<EntityManager, 'query'>, keepSeconds: number, batch: number): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected].
  const [, affected] = await db.query<[unknown, number]>(PRUNE_OLD_EVENTS, [keepSeconds, batch]);
  return affected;
}
