import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { pgConstraint, pgErrorCode } from '../../../shared/database/pg-error.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { hashToken } from '../../auth/index.js';
import { Account } from '../../account-rows/index.js';
import { EmailChange } from '../email-change.entity.js';

/** A mailed link's token: missing is VALIDATION_FAILED; any other value that is no live token is an unusable link (AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN). */
export const EmailChangeTokenSchema = z.object({ token: z.unknown() });

const PG_UNIQUE_VIOLATION = '23505';

/**
 * The new address's link (`/auth/email-change?token=…`): from now on the account signs in with it. Public: the link
 * proves the address, the request proved the password. Refused when the link is unknown, used, expired, replaced by a
 * newer request or undone, when the account changed its address meanwhile, or when another account took the address
 * since (AUTH_EMAIL_ALREADY_IN_USE; the unique index settles a race).
 */
export async function confirmEmailChange(ctx: CommandContext, raw: unknown): Promise<{ email: string }> {
  const c = ctx.container;
  const { token } = parseInput(EmailChangeTokenSchema, raw);
  return c.dataSource.transaction(async (manager) => {
    const change = await lockedChange(manager, 'confirmTokenHash', token);
    if (!change || change.confirmedAt || change.canceledAt || change.undoneAt || change.confirmExpiresAt.getTime() <= Date.now()) {
      throw new AppError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
    }
    const account = await manager.findOneBy(Account, { id: change.accountId });
    if (!account || account.deletedAt || account.email.toLowerCase() !== change.oldEmail.toLowerCase()) {
      throw new AppError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
    }
    await setEmail(manager, account.id, change.newEmail);
    await manager.update(EmailChange, change.id, { confirmedAt: new Date() });
    return { email: change.newEmail };
  });
}

/** The change a mailed link's token belongs to, row-locked (two clicks at once cannot both use it), or null. */
export async function lockedChange(manager: EntityManager, column: 'confirmTokenHash' | 'undoTokenHash', token: unknown): Promise<EmailChange | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  return manager
    .createQueryBuilder(EmailChange, 'e')
    .where(`e.${column} = :hash`, { hash: hashToken(token) })
    .setLock('pessimistic_write')
    .getOne();
}

/** Sets the account's address; one another account holds (whatever its case) is AUTH_EMAIL_ALREADY_IN_USE. */
export async function setEmail(manager: EntityManager, accountId: string, email: string): Promise<void> {
  if (await manager.existsBy(Account, { email })) throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);
  try {
    // The check above answers the common case; the unique index settles a race (that transaction then rolls back).
    await manager.update(Account, accountId, { email });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'account_email_key') throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);
    throw error;
  }
}
