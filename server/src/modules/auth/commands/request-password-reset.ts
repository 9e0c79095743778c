import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { emailRule, findAccountByEmail } from '../../account-rows/index.js';
import { mails } from '../../mail/index.js';
import { issueToken } from '../auth-tokens.js';
import { ANONYMOUS_LIMITS, consume } from '../throttle.js';

export const RequestPasswordResetSchema = z.object({ email: emailRule });

/**
 * Mails a reset link to a password account. The same answer for known and unknown addresses, and the same
 * once-a-minute limit for both, so neither the answer nor the limit reveals who has an account.
 */
export async function requestPasswordReset(ctx: CommandContext, raw: unknown): Promise<void> {
  const { container: c, ip } = ctx;
  const { email } = parseInput(RequestPasswordResetSchema, raw);
  const sent = await c.dataSource.transaction(async (manager) => {
    await consume(manager, ANONYMOUS_LIMITS.resetRequest(ip, c.config.authIpLimit), ErrorCode.TOO_MANY_REQUESTS);
    await consume(manager, { key: `reset:${email}`, max: 1, windowSeconds: 60 }, ErrorCode.AUTH_RESET_TOKEN_ALREADY_SENT);
    const account = await findAccountByEmail(manager, email);
    if (!account || account.deletedAt || account.authMethod !== 'email') return false;
    const token = await issueToken(manager, account.id, 'password_reset');
    const link = `${c.config.appUrl}/auth/password-reset?token=${encodeURIComponent(token)}`;
    await c.mailer.enqueue(manager, account.email, mails.resetPassword(account.firstName, link));
    return true;
  });
  if (sent) void c.mailer.kick();
}
