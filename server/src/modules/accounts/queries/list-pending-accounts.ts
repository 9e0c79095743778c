import type { CommandContext } from '../../../kernel/context.js';
import { requireRole } from '../../auth/index.js';
import { Account } from '../../account-rows/index.js';

/** Admin review of accounts under ACCOUNT_APPROVAL=manual: confirmed, never approved, not deleted. */
export async function listPendingAccounts(ctx: CommandContext): Promise<Account[]> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  return c.dataSource.manager
    .createQueryBuilder(Account, 'a')
    .where('a.approved_at IS NULL AND a.email_confirmed_at IS NOT NULL AND a.deleted_at IS NULL')
    .orderBy('a.created_at')
    .limit(200)
    .getMany();
}
