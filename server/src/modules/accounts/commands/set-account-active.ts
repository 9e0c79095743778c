import { isUuid } from '@odance/contract';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { recordAdminAction, requireRole } from '../../auth/index.js';
import { Account } from '../../account-rows/index.js';

/**
 * Admin: deactivates or reactivates an account. Deactivating ends every credential at once (sessions, personal
 * tokens, OAuth grants, live sockets: Sessions.endAll) and keeps the account's money where it is: the wallet is not
 * touched, so the balance is there again after a reactivation. The row is locked first, so two clicks (or two
 * admins) at once change it once: the second finds it already so, writes nothing and answers the same. Each change
 * is written to `admin_audit` (who, whom, what), as modules/auth/second-factor's reset is.
 */
export async function setAccountActive(ctx: CommandContext, { accountId, active }: { accountId: string; active: boolean }): Promise<Account> {
  const admin = requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  if (typeof active !== 'boolean') throw AppError.validation('active', 'invalid');
  if (admin.id === accountId && !active) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'self' });
  return c.dataSource.transaction(async (manager) => {
    const found = isUuid(accountId)
      ? await manager.findOne(Account, { where: { id: accountId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!found || found.deletedAt) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    if (found.active === active) return found;
    const wasApproved = found.approvedAt !== null;
    found.active = active;
    if (active) found.approvedAt ??= new Date();
    await manager.save(found);
    await recordAdminAction(manager, {
      adminId: admin.id,
      targetAccountId: found.id,
      action: active ? 'account_reactivated' : 'account_deactivated',
      details: active ? { approvedNow: !wasApproved } : {},
    });
    if (!active) await c.sessions.endAll(accountId, { manager });
    return found;
  });
}
