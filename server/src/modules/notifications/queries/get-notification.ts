import type { AppContainer } from '../../../kernel/context.js';
import { NOTIFICATION_COLUMNS, presentNotification, type NotificationRow, type PresentedNotification } from '../notification.presenter.js';

/** One notification of an account (the live subscription reads the one it was told about), or null. */
export async function getNotification(c: AppContainer, accountId: string, id: string): Promise<PresentedNotification | null> {
  const rows: NotificationRow[] = await c.dataSource.query(`SELECT ${NOTIFICATION_COLUMNS} FROM notification WHERE id = $1 AND account_id = $2`, [id, accountId]);
  return rows[0] ? presentNotification(rows[0]) : null;
}
