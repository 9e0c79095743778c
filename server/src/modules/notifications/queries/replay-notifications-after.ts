import { isUuid } from '@odance/contract';
import type { CommandContext } from '../../../kernel/context.js';
import type { FirstEvents } from '../../live/index.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { requireViewer } from '../../auth/index.js';
import { oneRow } from '../../../shared/database/one-row.js';

/** How many notification ids one replay read gives; a full page is followed by the next (replayNotificationsAfter). */
const REPLAY_PAGE = 100;

/**
 * The ids of the viewer's notifications newer than `after` (one of its own), oldest first, at most REPLAY_PAGE: what
 * `notificationAdded(after:)` replays before any new one, page after page (a client that was offline catches up). An id that is not
 * the account's replays nothing; one that is not an id at all is VALIDATION_FAILED. `snapshot`: what the read saw
 * (modules/live's FirstEvents), so the live events of these and of older notifications are not sent again.
 */
async function listNotificationIdsAfter(ctx: CommandContext, { after }: { after: string }): Promise<{ ids: string[]; snapshot: string }> {
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

/**
 * `notificationAdded(after:)`'s replay as the live module's first events: the notifications newer than `after`, a
 * page at a time, the next page read once this one is sent when it was full. Each page carries its read's snapshot,
 * so a notification it saw is not sent again when the log's event for it comes late.
 */
export async function replayNotificationsAfter(ctx: CommandContext, { accountId, after }: { accountId: string; after: string }): Promise<FirstEvents> {
  const { ids, snapshot } = await listNotificationIdsAfter(ctx, { after });
  const last = ids.at(-1);
  return {
    events: ids.map((id) => ({ t: 'notification' as const, a: accountId, id })),
    snapshot,
    next: ids.length === REPLAY_PAGE && last ? () => replayNotificationsAfter(ctx, { accountId, after: last }) : undefined,
  };
}
