import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel every replica LISTENs on (modules/live/README.md). */
export const LIVE_CHANNEL = 'odance_live';

/**
 * What a subscriber hears: who (`a`, an account id) and which row (`id`); never the data itself, which the
 * subscription resolver reads. Balances, notifications and payments come from the event log (event-log.ts);
 * `revoked` travels as a NOTIFY payload (a JSON array of events) in the transaction that ended the credentials.
 */
export type LiveEvent =
  /** `id`: in the log, the movement that changed the balance (what the webhooks tell of: modules/webhooks). */
  | ({ t: 'balance'; a: string; id?: string } & Logged)
  | ({ t: 'notification'; a: string; id: string } & Logged)
  | ({ t: 'payment'; a: string; id: string } & Logged)
  /** Credentials of the account ended (signed out, a token or app revoked, a password change…): its sockets are checked at once. */
  | { t: 'revoked'; a: string };

/** An event read from the log carries the transaction that wrote it and its row (the hub sets them: live-hub.ts). */
interface Logged {
  txid?: string;
  /** The row's id in the log: with `txid`, its position there. */
  logId?: string;
}

export type LiveTopic = Exclude<LiveEvent['t'], 'revoked'>;

/**
 * Announces events outside the log, in the caller's transaction (PostgreSQL delivers a NOTIFY only when it
 * commits). Never in a money transaction: its lock is held through the commit's flush.
 */
async function announce(manager: EntityManager, events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  await manager.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, JSON.stringify(events)]);
}

/** Announces, in the transaction that ended them, that credentials of these accounts ended (auth's Sessions.onRevoked). */
export function announceRevoked(manager: EntityManager, accountIds: string[]): Promise<void> {
  return announce(manager, accountIds.map((a) => ({ t: 'revoked', a })));
}
