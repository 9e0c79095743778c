import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel every replica LISTENs on (modules/live/README.md). */
export const LIVE_CHANNEL = 'odance_live';

/**
 * What travels between replicas: who (`a`, an account id) and which row (`id`); never the data itself, which the
 * subscription resolver reads (so a payload stays far below NOTIFY's 8000-byte limit and never carries a secret).
 * A NOTIFY's payload is a JSON array of these: all the events of one statement in one NOTIFY (a movement's
 * balances and notifications: one entry in PostgreSQL's queue and one message to each replica, not three).
 * `resync`: made by a replica after its LISTEN connection came back, when events may have been missed.
 */
export type LiveEvent =
  | { t: 'balance'; a: string; resync?: boolean }
  | { t: 'notification'; a: string; id: string }
  | { t: 'payment'; a: string; id: string }
  /** Credentials of the account ended (signed out, a token or app revoked, a password change…): its sockets are checked at once. */
  | { t: 'revoked'; a: string };

export type LiveTopic = Exclude<LiveEvent['t'], 'revoked'>;

/**
 * SQL that sends the rows of `events` (a query with one `json` column `e`) as ONE NOTIFY on `channel` (an SQL
 * expression: a parameter or a literal), their JSON array; nothing when there are none.
 */
export const notifyAllSql = (channel: string, events: string): string =>
  `SELECT pg_notify(${channel}, json_agg(e)::text) FROM (${events}) AS events HAVING count(*) > 0`;

/**
 * Announces events in the caller's transaction: PostgreSQL delivers a NOTIFY only when it commits, so a rolled
 * back movement announces nothing.
 */
export async function announce(manager: EntityManager, events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  await manager.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, JSON.stringify(events)]);
}

/** Announces, in the transaction that ended them, that credentials of these accounts ended (auth's Sessions.onRevoked). */
export function announceRevoked(manager: EntityManager, accountIds: string[]): Promise<void> {
  return announce(manager, accountIds.map((a) => ({ t: 'revoked', a })));
}
