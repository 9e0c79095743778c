import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { consume, hashPassword, PASSWORD_CHECK_LIMIT, requireViewer, revokeTokens, verifyPassword } from '../../auth/index.js';
import { mails } from '../../mail/index.js';
import { currentPasswordRule, passwordRule } from '../../account-rows/index.js';
import { Account } from '../../account-rows/index.js';

export const ChangePasswordSchema = z.object({ currentPassword: currentPasswordRule, newPassword: passwordRule });

/** Changes the password and ends the account's other sessions (this one stays signed in). */
export async function changePassword(ctx: CommandContext, raw: unknown): Promise<void> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  if (viewer.authMethod !== 'email' || !viewer.passwordHash) throw new AppError(ErrorCode.ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER);
  const input = parseInput(ChangePasswordSchema, raw);
  // Counted before the check, so a stolen session cannot guess the password (PASSWORD_CHECK_LIMIT).
  await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
  if (!(await verifyPassword(viewer.passwordHash, input.currentPassword))) throw new AppError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD);
  if (input.newPassword === input.currentPassword) throw new AppError(ErrorCode.ACCOUNT_NEW_PASSWORD_SAME_AS_CURRENT);
  const passwordHash = await hashPassword(input.newPassword);
  await c.dataSource.transaction(async (manager) => {
    await manager.update(Account, viewer.id, { passwordHash });
    // Reset and confirmation links mailed before the change stop working, as a reset does.
    await revokeTokens(manager, viewer.id);
    await ctx.endOtherSessions(viewer.id, manager);
    await c.mailer.enqueue(manager, viewer.email, mails.passwordChanged(viewer.firstName));
  });
  void c.mailer.kick();
}
