import { isUuid } from '@odance/contract';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { requireViewer } from '../../auth/index.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** How many notification ids one replay read gives; a full page is followed by the next (notificationAdded). */
export const REPLAY_PAGE = 100;

/**
 * The ids of the viewer's notifications newer than `after` (one of its own), oldest first, at most REPLAY_PAGE: what
 * `notificationAdded(after:)` replays before any new one, page after page (a client that was offline catches up). An id that is not
 * the account's replays nothing; one that is not an id at all is VALIDATION_FAILED. `snapshot`: what the read saw
 * (modules/live's FirstEvents), so the live events of these and of older notifications are not sent again.
 */
export async function listNotificationIdsAfter(ctx: CommandContext, { after }: { after: string }): Promise<{ ids: string[]; snapshot: string }> {
  const viewer = requireViewer(await ctx.viewer());
  if (!isUuid(after)) throw AppError.validation('after', 'invalid');
  const rows: Array<{ ids: string[]; snapshot: string }> = await ctx.container.dataSource.query(
    `SELECT pg_current_snapshot()::text AS snapshot, ARRAY(
       SELECT n.id::text FROM notification n, notification last
       WHERE last.id = $2 AND last.account_id = $1 AND n.account_id = $1 AND (n.created_at, n.id) > (last.created_at, last.id)
       ORDER BY n.created_at, n.id LIMIT $3) AS ids`,
    [viewer.id, after, REPLAY_PAGE],
  );
  return oneRow(rows);
}
