import type { EntityManager } from 'typeorm';
import { LIVE_CHANNEL } from '../live/live-events.js';
import type { NotificationData, NotificationKind } from './notification.entity.js';

export interface NewNotification {
  accountId: string;
  kind: NotificationKind;
  data: NotificationData;
}

/**
 * Writes notifications in the caller's transaction and announces each to its account's sockets (modules/live)
 * in the same statement: delivered only if the transaction commits, like the change it tells about.
 */
export async function addNotifications(manager: EntityManager, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await manager.query(
    `WITH added AS (
       INSERT INTO notification (account_id, kind, data)
       SELECT account_id, kind, data FROM unnest($1::uuid[], $2::text[], $3::jsonb[]) AS n(account_id, kind, data)
       RETURNING id, account_id)
     SELECT pg_notify($4, json_build_object('t', 'notification', 'a', account_id, 'id', id)::text) FROM added`,
    [notifications.map((n) => n.accountId), notifications.map((n) => n.kind), notifications.map((n) => JSON.stringify(n.data)), LIVE_CHANNEL],
  );
}
