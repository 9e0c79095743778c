import type { CommandContext } from '../../../app/request-context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireRole } from '../../auth/index.js';
import type { Account } from '../account.entity.js';
import { findLiveAccount } from './find-live-account.js';

/** Deactivating ends the account's sessions at once. */
export async function setAccountActive(ctx: CommandContext, { accountId, active }: { accountId: string; active: boolean }): Promise<Account> {
  const admin = requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  if (admin.id === accountId && !active) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'self' });
  return c.dataSource.transaction(async (manager) => {
    const found = await findLiveAccount(manager, accountId);
    found.active = active;
    if (active) found.approvedAt ??= new Date();
    await manager.save(found);
    if (!active) await c.sessions.endAll(accountId, { manager });
    return found;
  });
}
