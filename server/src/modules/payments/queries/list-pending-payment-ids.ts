import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';

/** The ids of the viewer's pending purchases, oldest first: what `paymentUpdated` sends first (modules/live). */
export async function listPendingPaymentIds(ctx: CommandContext): Promise<string[]> {
  const viewer = requireViewer(await ctx.viewer());
  const rows: Array<{ id: string }> = await ctx.container.dataSource.query(
    `SELECT id FROM payment WHERE account_id = $1 AND status = 'pending' ORDER BY created_at, id LIMIT 100`,
    [viewer.id],
  );
  return rows.map((row) => row.id);
}
