import type { CommandContext } from '../../../kernel/context.js';
import { requireRole } from '../../auth/index.js';
import { mails } from '../../mail/index.js';
import { addNotifications } from '../../notifications/index.js';
import type { Account } from '../../account-rows/index.js';
import { findLiveAccount } from './find-live-account.js';

/** Admin: approves an account awaiting review (ACCOUNT_APPROVAL=manual); its owner is mailed and notified. */
export async function approveAccount(ctx: CommandContext, { accountId }: { accountId: string }): Promise<Account> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const account = await c.dataSource.transaction(async (manager) => {
    const found = await findLiveAccount(manager, accountId);
    if (found.approvedAt) return found;
    found.approvedAt = new Date();
    found.active = true;
    await manager.save(found);
    await c.mailer.enqueue(manager, found.email, mails.accountApproved(found.firstName, `${c.config.appUrl}/auth/sign-in`));
    await addNotifications(manager, [{ accountId: found.id, kind: 'accountApproved', data: {} }]);
    return found;
  });
  void c.mailer.kick();
  return account;
}
