import type { AppContainer, CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { NOTIFICATION_COLUMNS, presentNotification, type NotificationRow, type PresentedNotification } from '../notification.presenter.js';
import { ListNotificationsSchema } from '../notification.rules.js';
import { oneRow } from '../../../shared/database/one-row.js';

export interface PresentedNotificationsPage {
  total: number;
  page: number;
  pageSize: number;
  notifications: PresentedNotification[];
}

/** The viewer's notifications, newest first, optionally only the unread ones. */
export async function listNotifications(ctx: CommandContext, raw: unknown): Promise<PresentedNotificationsPage> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  const account = requireViewer(viewer);
  const { page, pageSize, unreadOnly } = parseInput(ListNotificationsSchema, raw);
  const rows: Array<NotificationRow & { total: number }> = await c.dataSource.query(
    `SELECT ${NOTIFICATION_COLUMNS}, count(*) OVER ()::int AS total FROM notification
     WHERE account_id = $1 AND ($2::boolean IS FALSE OR read_at IS NULL)
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [account.id, unreadOnly, pageSize, (page - 1) * pageSize],
  );
  const total = rows[0]?.total ?? (page > 1 ? await countOf(c, account.id, unreadOnly) : 0);
  return { total, page, pageSize, notifications: rows.map(presentNotification) };
}

async function countOf(c: AppContainer, accountId: string, unreadOnly: boolean): Promise<number> {
  const { count } = oneRow(await c.dataSource.query<Array<{ count: number }>>(
    `SELECT count(*)::int AS count FROM notification WHERE account_id = $1 AND ($2::boolean IS FALSE OR read_at IS NULL)`,
    [accountId, unreadOnly],
  ));
  return count;
}
