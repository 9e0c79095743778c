import type { EntityManager } from 'typeorm';
import { appendEventsSql } from '../live/index.js';
import type { NotificationData, NotificationKind } from './notification.entity.js';

export interface NewNotification {
  accountId: string;
  kind: NotificationKind;
  data: NotificationData;
}

/**
 * How notifications are written, as a CTE named `added` whose parameters start at `$first` (three arrays:
 * accounts, kinds, data), and their events for their accounts' sockets (`events`: one row per notification, a
 * `json` column `e`, to be appended to the event log: modules/live/event-log.ts). Money movements include it in their
 * own statement (modules/ledger/post-movement.ts), so a movement and the notifications it causes cost one round
 * trip (docs/decisions.md#one-round-trip); other callers use addNotifications.
 */
export function notificationsCte(first: number): { cte: string; events: string } {
  return {
    cte: `added AS (
       INSERT INTO notification (account_id, kind, data)
       SELECT account_id, kind, data FROM unnest($${first}::uuid[], $${first + 1}::text[], $${first + 2}::jsonb[]) AS n(account_id, kind, data)
       RETURNING id, account_id)`,
    events: `SELECT json_build_object('t', 'notification', 'a', account_id, 'id', id) AS e FROM added`,
  };
}

/** The parameters of notificationsCte, in its order. */
export function notificationParams(notifications: NewNotification[]): unknown[] {
  return [notifications.map((n) => n.accountId), notifications.map((n) => n.kind), notifications.map((n) => JSON.stringify(n.data))];
}

const STANDALONE = notificationsCte(1);

/**
 * Writes notifications in the caller's transaction with their events in the log (modules/live), in the same
 * statement: their accounts' sockets hear of them only if the transaction commits, like the change they tell about.
 */
export async function addNotifications(manager: EntityManager, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await manager.query(`WITH ${STANDALONE.cte} ${appendEventsSql(STANDALONE.events)}`, notificationParams(notifications));
}
