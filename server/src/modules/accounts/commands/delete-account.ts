import type { EntityManager } from 'typeorm';
import type { CommandContext } from '../../../app/request-context.js';
import type { AppContainer } from '../../../app/container.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { consume, deleteTokensOf, PASSWORD_CHECK_LIMIT, requireViewer, verifyPassword } from '../../auth/index.js';
import { retireErasedDistributor } from '../../distributors/index.js';
import { deleteProfilesOfOwner } from '../../profiles/index.js';
import { Account } from '../account.entity.js';

/** Deletes the viewer's own account after checking the password (password accounts only). */
export async function deleteAccount(ctx: CommandContext, raw: unknown): Promise<void> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  if (viewer.authMethod === 'email') {
    const password = (raw as { password?: unknown } | null)?.password;
    if (typeof password !== 'string' || password.length === 0) throw AppError.validation('password', 'required');
    await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
    if (!viewer.passwordHash || !(await verifyPassword(viewer.passwordHash, password))) {
      throw new AppError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD);
    }
  }
  await c.dataSource.transaction((manager) => eraseAccount(c, manager, viewer.id));
}

/**
 * Erases personal data and ends every session; the row stays, anonymised, so ledger history keeps its
 * counterparty. The address becomes free for a new sign-up.
 */
export async function eraseAccount(c: AppContainer, manager: EntityManager, accountId: string): Promise<void> {
  await manager.update(Account, accountId, {
    email: `deleted-${accountId}@deleted.invalid`,
    passwordHash: null,
    firstName: 'Deleted',
    lastName: 'account',
    googleSubject: null,
    active: false,
    deletedAt: new Date(),
  });
  await c.sessions.endAll(accountId, { manager });
  await deleteTokensOf(manager, accountId);
  await deleteProfilesOfOwner(manager, accountId);
  await retireErasedDistributor(manager, accountId);
}
