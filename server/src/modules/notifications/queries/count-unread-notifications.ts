import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** The bell's number: the viewer's unread notifications (the partial index notification_unread_idx). */
export async function countUnreadNotifications(ctx: CommandContext): Promise<number> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  const account = requireViewer(viewer);
  const { count } = oneRow(await c.dataSource.query<Array<{ count: number }>>(`SELECT count(*)::int AS count FROM notification WHERE account_id = $1 AND read_at IS NULL`, [
    account.id,
  ]));
  return count;
}
