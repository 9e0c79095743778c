import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireViewer } from '../../auth/index.js';
import { MarkNotificationsReadSchema } from '../notification.rules.js';

/** Marks some of the viewer's notifications read (unknown or others' ids are ignored), or all of them; answers how many changed. */
export async function markNotificationsRead(ctx: CommandContext, raw: unknown): Promise<number> {
  const viewer = await ctx.viewer();
  const c = ctx.container;
  const account = requireViewer(viewer);
  const { ids } = parseInput(MarkNotificationsReadSchema, raw);
  const [, changed] = await c.dataSource.query<[unknown, number]>(
    `UPDATE notification SET read_at = now() WHERE account_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
    [account.id, ids ?? null],
  );
  return changed;
}
