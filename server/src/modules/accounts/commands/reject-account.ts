import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireRole } from '../../auth/index.js';
import { eraseAccount } from './delete-account.js';
import { findLiveAccount } from './find-live-account.js';

/** Rejecting erases the account like a deletion: nothing personal is kept of someone who was refused. */
export async function rejectAccount(ctx: CommandContext, { accountId }: { accountId: string }): Promise<void> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  await c.dataSource.transaction(async (manager) => {
    const found = await findLiveAccount(manager, accountId);
    if (found.approvedAt) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'alreadyApproved' });
    await eraseAccount(c, manager, accountId);
  });
}
