import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { emailRule, findAccountByEmail } from '../../account-rows/index.js';
import { mails } from '../../mail/index.js';
import { issueToken } from '../auth-tokens.js';
import { ANONYMOUS_LIMITS, consume } from '../throttle.js';

export const ResendConfirmationSchema = z.object({ email: emailRule });

/** Mails a new confirmation link. Answers alike for any address, so it reveals nothing; once a minute per address. */
export async function resendConfirmation(ctx: CommandContext, raw: unknown): Promise<void> {
  const { container: c, ip } = ctx;
  const { email } = parseInput(ResendConfirmationSchema, raw);
  const sent = await c.dataSource.transaction(async (manager) => {
    await consume(manager, ANONYMOUS_LIMITS.resend(ip, c.config.authIpLimit), ErrorCode.TOO_MANY_REQUESTS);
    await consume(manager, { key: `confirm:${email}`, max: 1, windowSeconds: 60 }, ErrorCode.AUTH_CONFIRMATION_TOKEN_ALREADY_SENT);
    const account = await findAccountByEmail(manager, email);
    if (!account || account.deletedAt || account.emailConfirmedAt) return false;
    const token = await issueToken(manager, account.id, 'email_confirmation');
    const link = `${c.config.appUrl}/auth/email-confirmation?token=${encodeURIComponent(token)}`;
    await c.mailer.enqueue(manager, account.email, mails.confirmEmail(account.firstName, link));
    return true;
  });
  if (sent) void c.mailer.kick();
}
