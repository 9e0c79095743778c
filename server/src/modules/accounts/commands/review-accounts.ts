import type { AppContainer } from '../../../app/container.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { mails } from '../../mail/templates.js';
import { addNotifications } from '../../notifications/add-notification.js';
import { Account } from '../account.entity.js';
import { eraseAccount } from './delete-account.js';

/** Admin review of accounts under ACCOUNT_APPROVAL=manual: confirmed, never approved, not deleted. */
export function listPendingAccounts(c: AppContainer): Promise<Account[]> {
  return c.dataSource.manager
    .createQueryBuilder(Account, 'a')
    .where('a.approved_at IS NULL AND a.email_confirmed_at IS NOT NULL AND a.deleted_at IS NULL')
    .orderBy('a.created_at')
    .limit(200)
    .getMany();
}

export async function approveAccount(c: AppContainer, accountId: string): Promise<Account> {
  const account = await c.dataSource.transaction(async (manager) => {
    const found = await findLive(manager, accountId);
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

/** Rejecting erases the account like a deletion: nothing personal is kept of someone who was refused. */
export async function rejectAccount(c: AppContainer, accountId: string): Promise<void> {
  await c.dataSource.transaction(async (manager) => {
    const found = await findLive(manager, accountId);
    if (found.approvedAt) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'alreadyApproved' });
    await eraseAccount(c, manager, accountId);
  });
}

/** Deactivating ends the account's sessions at once. */
export async function setAccountActive(c: AppContainer, admin: Account, accountId: string, active: boolean): Promise<Account> {
  if (admin.id === accountId && !active) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'self' });
  return c.dataSource.transaction(async (manager) => {
    const found = await findLive(manager, accountId);
    found.active = active;
    if (active) found.approvedAt ??= new Date();
    await manager.save(found);
    if (!active) await c.sessions.endAll(accountId, { manager });
    return found;
  });
}

async function findLive(manager: import('typeorm').EntityManager, accountId: string): Promise<Account> {
  const found = /^[0-9a-f-]{36}$/i.test(accountId) ? await manager.findOneBy(Account, { id: accountId }) : null;
  if (!found || found.deletedAt) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return found;
}
