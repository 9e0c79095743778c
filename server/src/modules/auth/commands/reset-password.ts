import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { passwordRule, setPasswordFromResetLink } from '../../account-rows/index.js';
import { mails } from '../../mail/index.js';
import { consumeToken, findUsableToken } from '../auth-tokens.js';
import { ANONYMOUS_LIMITS, consume } from '../throttle.js';
import { hashPassword } from '../password.js';

export const ResetPasswordSchema = z.object({ token: z.unknown(), password: passwordRule });

/** Sets a new password from a mailed token and ends every session of the account. */
export async function resetPassword(ctx: CommandContext, raw: unknown): Promise<void> {
  const { container: c, ip } = ctx;
  const input = parseInput(ResetPasswordSchema, raw);
  // Refused before hashing: past the IP's allowance, or a token that cannot be used (checked again, row-locked,
  // when it is consumed below).
  await c.dataSource.transaction((manager) => consume(manager, ANONYMOUS_LIMITS.resetSet(ip, c.config.authIpLimit), ErrorCode.TOO_MANY_REQUESTS));
  const usable = await findUsableToken(c.dataSource.manager, input.token, 'password_reset');
  if (!usable) throw new AppError(ErrorCode.AUTH_INVALID_PASSWORD_RESET_TOKEN);
  const passwordHash = await hashPassword(input.password);
  await c.dataSource.transaction(async (manager) => {
    const accountId = await consumeToken(manager, input.token, 'password_reset', ErrorCode.AUTH_INVALID_PASSWORD_RESET_TOKEN);
    // The mailed link proves the address, so an unconfirmed address is confirmed too.
    const account = await setPasswordFromResetLink(manager, accountId, passwordHash);
    await c.sessions.endAll(accountId, { manager });
    await c.mailer.enqueue(manager, account.email, mails.passwordChanged(account.firstName));
  });
  void c.mailer.kick();
}
