import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { passwordRule } from '../../accounts/account-rules.js';
import { Account } from '../../accounts/account.entity.js';
import { mails } from '../../mail/templates.js';
import { consumeToken } from '../auth-tokens.js';
import { hashPassword } from '../password.js';

export const ResetPasswordInput = z.object({ token: z.unknown(), password: passwordRule });

/** Sets a new password from a mailed token and ends every session of the account. */
export async function resetPassword(c: AppContainer, raw: unknown): Promise<void> {
  const input = parseInput(ResetPasswordInput, raw);
  const passwordHash = await hashPassword(input.password);
  await c.dataSource.transaction(async (manager) => {
    const accountId = await consumeToken(manager, input.token, 'password_reset', ErrorCode.AUTH_INVALID_PASSWORD_RESET_TOKEN);
    const account = await manager.findOneByOrFail(Account, { id: accountId });
    // The mailed link proves the address, so an unconfirmed address is confirmed too.
    await manager.update(Account, accountId, { passwordHash, emailConfirmedAt: account.emailConfirmedAt ?? new Date() });
    await c.sessions.endAll(accountId, { manager });
    await c.mailer.enqueue(manager, account.email, mails.passwordChanged(account.firstName));
  });
  void c.mailer.kick();
}
