import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import type { AppContainer, CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { consume, deleteTokensOf, PASSWORD_CHECK_LIMIT, requireViewer, verifyPassword } from '../../auth/index.js';
import { retireErasedDistributor } from '../../distributors/index.js';
import { disableAppsOfErasedOwner } from '../../oauth/index.js';
import { closeWallet, inLedgerTransaction } from '../../ledger/index.js';
import { deleteProfilesOfOwner } from '../../profiles/index.js';
import { currentPasswordRule } from '../../account-rows/index.js';
import { Account } from '../../account-rows/index.js';
import { EmailChange } from '../email-change.entity.js';

export const DeleteAccountSchema = z.object({
  /** Required for a password account (checked below: a Google account has none). */
  password: currentPasswordRule.nullish(),
  /** Give up a positive balance to the platform account; without it such an account is not closed. */
  forfeitBalance: z.boolean({ error: 'invalid' }).nullish(),
});

/**
 * Closes the viewer's own account (docs/product.md#accounts): the password for a password account (throttled like a
 * password change), then one ledger transaction erases it. A positive balance is refused with ACCOUNT_HAS_BALANCE
 * (`params.balance`) unless `forfeitBalance` is true, when it moves to the platform account (ledger closeWallet):
 * oDance are never destroyed and never left on an erased account.
 */
export async function deleteAccount(ctx: CommandContext, raw: unknown): Promise<{ forfeited: number }> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const input = parseInput(DeleteAccountSchema, raw);
  if (viewer.authMethod === 'email') {
    if (!input.password) throw AppError.validation('password', 'required');
    const password = input.password;
    await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
    if (!viewer.passwordHash || !(await verifyPassword(viewer.passwordHash, password))) {
      throw new AppError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD);
    }
  }
  // A ledger transaction: a forfeit is a movement (postMovement's locks, retries on deadlock), and the wallet's lock
  // orders this erasure with any transfer to or from the account (closeWallet).
  const forfeited = await inLedgerTransaction(c.dataSource, (manager) => eraseAccount(c, manager, viewer.id, { forfeitBalance: input.forfeitBalance === true }));
  return { forfeited };
}

/**
 * Erases personal data and ends every session; the row stays, anonymised, so ledger history keeps its
 * counterparty. The address becomes free for a new sign-up. The wallet is closed first (ACCOUNT_HAS_BALANCE while
 * it holds oDance, unless `forfeitBalance`), so a refusal writes nothing. Returns the forfeited oDance.
 */
export async function eraseAccount(c: AppContainer, manager: EntityManager, accountId: string, options: { forfeitBalance?: boolean } = {}): Promise<number> {
  const forfeited = await closeWallet(manager, accountId, { forfeit: options.forfeitBalance === true });
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
  // Apps it registered answer to nobody now: disabled, with every token issued to them (modules/oauth/README.md).
  await disableAppsOfErasedOwner(c, manager, accountId);
  // Requested address changes hold both addresses: personal data, erased with the rest.
  await manager.delete(EmailChange, { accountId });
  return forfeited;
}
