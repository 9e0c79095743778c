import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { emailRule, firstNameRule, insertPasswordAccount, isEmailTaken, lastNameRule, passwordRule } from '../../account-rows/index.js';
import { mails } from '../../mail/index.js';
import { issueToken } from '../auth-tokens.js';
import { hashPassword } from '../password.js';
import { ANONYMOUS_LIMITS, consume, record } from '../throttle.js';

export const SignUpSchema = z.object({ email: emailRule, password: passwordRule, firstName: firstNameRule, lastName: lastNameRule });

/** Creates an inactive, unconfirmed account and mails its confirmation link. */
export async function signUp(ctx: CommandContext, raw: unknown): Promise<{ email: string }> {
  const { container: c, ip } = ctx;
  const input = parseInput(SignUpSchema, raw);
  // What can be refused is refused before the password is hashed (argon2 is the costly part): the IP's allowance,
  // then an address already taken (the unique index below still decides a race).
  await c.dataSource.transaction((manager) => consume(manager, ANONYMOUS_LIMITS.signUp(ip, c.config.authIpLimit), ErrorCode.TOO_MANY_REQUESTS));
  if (await isEmailTaken(c.dataSource.manager, input.email)) throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);
  const passwordHash = await hashPassword(input.password);
  await c.dataSource.transaction(async (manager) => {
    // The unique index decides between concurrent sign-ups with one address: one row, the other gets 409.
    const accountId = await insertPasswordAccount(manager, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
    if (accountId === null) throw new AppError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE);
    // The first confirmation mail starts the once-a-minute resend window.
    await record(manager, `confirm:${input.email}`);
    const token = await issueToken(manager, accountId, 'email_confirmation');
    const link = `${c.config.appUrl}/auth/email-confirmation?token=${encodeURIComponent(token)}`;
    await c.mailer.enqueue(manager, input.email, mails.confirmEmail(input.firstName, link));
  });
  void c.mailer.kick();
  return { email: input.email };
}
