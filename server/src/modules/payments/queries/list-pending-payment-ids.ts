import type { CommandContext } from '../../../kernel/context.js';

/** The ids of an account's pending purchases, oldest first: what `paymentUpdated` sends first (modules/live). */
export async function listPendingPaymentIds(ctx: CommandContext, { accountId }: { accountId: string }): Promise<string[]> {
  const rows: Array<{ id: string }> = await ctx.container.dataSource.query(
    `SELECT id FROM payment WHERE account_id = $1 AND status = 'pending' ORDER BY created_at, id LIMIT 100`,
    [accountId],
  );
  return rows.map((row) => row.id);
}
