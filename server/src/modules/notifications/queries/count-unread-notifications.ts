import type { AppContainer } from '../../../app/container.js';
import type { Account } from '../../accounts/account.entity.js';
import { requireViewer } from '../../auth/policies.js';

/** The bell's number: the viewer's unread notifications (the partial index notification_unread_idx). */
export async function countUnreadNotifications(c: AppContainer, viewer: Account | null): Promise<number> {
  const account = requireViewer(viewer);
  const [{ count }] = (await c.dataSource.query(`SELECT count(*)::int AS count FROM notification WHERE account_id = $1 AND read_at IS NULL`, [
    account.id,
  ])) as [{ count: number }];
  return count;
}
