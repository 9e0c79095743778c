import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { Account } from '../../account-rows/index.js';
import { EmailChange } from '../email-change.entity.js';
import { EmailChangeTokenSchema, lockedChange, setEmail } from './confirm-email-change.js';

/**
 * The old address's undo link (`/auth/email-change/undo?token=…`, 7 days): the owner did not ask for the change, so
 * whoever did may hold the password or a session. An unconfirmed change is canceled; a confirmed one is reverted to
 * the old address (unless the account has moved on to yet another address, or someone else took the old one:
 * AUTH_EMAIL_ALREADY_IN_USE), and every session of the account is ended either way. Used once.
 */
export async function undoEmailChange(ctx: CommandContext, raw: unknown): Promise<{ email: string }> {
  const c = ctx.container;
  const { token } = parseInput(EmailChangeTokenSchema, raw);
  return c.dataSource.transaction(async (manager) => {
    const change = await lockedChange(manager, 'undoTokenHash', token);
    if (!change || change.undoneAt || change.undoExpiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
    const account = await manager.findOneBy(Account, { id: change.accountId });
    if (!account || account.deletedAt) throw new AppError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
    if (change.confirmedAt) {
      if (account.email.toLowerCase() !== change.newEmail.toLowerCase()) throw new AppError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN);
      await setEmail(manager, account.id, change.oldEmail);
    }
    const now = new Date();
    await manager.update(EmailChange, change.id, { undoneAt: now, ...(change.confirmedAt ? {} : { canceledAt: now }) });
    await c.sessions.endAll(account.id, { manager });
    return { email: change.confirmedAt ? change.oldEmail : account.email };
  });
}
