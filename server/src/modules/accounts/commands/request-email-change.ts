import { z } from 'zod';
import { IsNull } from 'typeorm';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { consume, newToken, PASSWORD_CHECK_LIMIT, requireViewer, verifyPassword } from '../../auth/index.js';
import { mails } from '../../mail/index.js';
import { currentPasswordRule, emailRule } from '../../account-rows/index.js';
import { Account } from '../../account-rows/index.js';
import { EmailChange } from '../email-change.entity.js';

export const RequestEmailChangeSchema = z.object({ newEmail: emailRule, password: currentPasswordRule });

/** How long the new address's confirmation link and the old address's undo link work. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 48;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/**
 * Asks to sign in with another address (docs/product.md#accounts). The password proves the person (counted first,
 * like a password change: PASSWORD_CHECK_LIMIT); an address another account uses is AUTH_EMAIL_ALREADY_IN_USE. Nothing
 * changes yet: the new address gets a confirmation link (confirmEmailChange), the old one a notice with an undo link
 * (undoEmailChange). A newer request replaces an unconfirmed older one. Password accounts only: a Google account's
 * address is Google's.
 */
export async function requestEmailChange(ctx: CommandContext, raw: unknown): Promise<{ newEmail: string }> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  if (viewer.authMethod !== 'email' || !viewer.passwordHash) throw new AppError(ErrorCode.ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER);
  const { newEmail, password } = parseInput(RequestEmailChangeSchema, raw);
  await c.dataSource.transaction((manager) => consume(manager, PASSWORD_CHECK_LIMIT(viewer.id), ErrorCode.TOO_MANY_REQUESTS));
  if (!(await verifyPassword(viewer.passwordHash, password))) throw new AppError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD);
  if (newEmail === viewer.email.toLowerCase()) throw AppError.validation('newEmail', 'invalid', { sameAsCurrent: true });
  // citext: any case of a taken address is taken. Checked again when the change is confirmed (confirmEmailChange).
  if (await c.dataSource.manager.existsBy(Account, { email: newEmail })) throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);

  const confirm = newToken();
  const undo = newToken();
  const now = Date.now();
  await c.dataSource.transaction(async (manager) => {
    await manager.update(EmailChange, { accountId: viewer.id, confirmedAt: IsNull(), canceledAt: IsNull() }, { canceledAt: new Date(now) });
    await manager.insert(EmailChange, {
      accountId: viewer.id,
      oldEmail: viewer.email,
      newEmail,
      confirmTokenHash: confirm.hash,
      undoTokenHash: undo.hash,
      confirmExpiresAt: new Date(now + EMAIL_CHANGE_CONFIRM_HOURS * 3_600_000),
      undoExpiresAt: new Date(now + EMAIL_CHANGE_UNDO_DAYS * 86_400_000),
    });
    const confirmUrl = `${c.config.appUrl}/auth/email-change?token=${encodeURIComponent(confirm.token)}`;
    const undoUrl = `${c.config.appUrl}/auth/email-change/undo?token=${encodeURIComponent(undo.token)}`;
    await c.mailer.enqueue(manager, newEmail, mails.confirmEmailChange(viewer.firstName, newEmail, confirmUrl));
    await c.mailer.enqueue(manager, viewer.email, mails.emailChangeRequested(viewer.firstName, newEmail, undoUrl));
  });
  void c.mailer.kick();
  return { newEmail };
}
