import { z } from 'zod';
import type { RequestContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { type Account, currentPasswordRule, emailRule, findAccountByEmail } from '../../account-rows/index.js';
import { completeSignIn } from '../complete-sign-in.js';
import { issueDeviceCookie, trustedDeviceId } from '../device-cookie.js';
import { verifyAgainstDummy, verifyPassword } from '../password.js';
import { PasskeyAssertionSchema, spendPasskeyProof } from '../second-factor/passkeys.js';
import { secondFactorRequired, verifySecondFactor } from '../second-factor/second-factors.js';
import { clear, consumeAll, forgetOne, SIGN_IN_LIMITS } from '../throttle.js';

export const SignInSchema = z.object({
  email: emailRule,
  password: currentPasswordRule,
  // The second step: one of them, for an account with a second factor.
  totpCode: z.string().trim().max(16, 'tooLong').optional(),
  recoveryCode: z.string().trim().max(32, 'tooLong').optional(),
  // A passkey's assertion (second-factor/passkeys.ts), its challenge from POST /auth/signin/passkey/options.
  passkey: PasskeyAssertionSchema.optional(),
});

/**
 * Checks, in order: throttling, credentials (an unknown address costs a dummy hash, so timing tells nothing),
 * a Google-only account, a confirmed email, an active account, then the second factor when the account has one.
 * Success starts a new session.
 *
 * The attempt is counted (committed) before the password is verified, so parallel guesses cannot pass the limit.
 * A browser with this account's device cookie is limited per device only; any other is limited per account and
 * per IP, so nobody can lock the owner out by failing on purpose (device-cookie.ts). The second factor travels in
 * the same request, so codes are counted by the same limits as passwords: a wrong code is a failed attempt.
 */
export async function signIn(ctx: RequestContext, raw: unknown): Promise<Account> {
  const { container: c, req, res } = ctx;
  const { email, password, totpCode, recoveryCode, passkey } = parseInput(SignInSchema, raw);
  const deviceId = trustedDeviceId(req, c.config, email);
  const ip = req.ip ?? 'unknown';
  const limits = deviceId ? [SIGN_IN_LIMITS.perDevice(deviceId)] : [SIGN_IN_LIMITS.perAccount(email), SIGN_IN_LIMITS.perIp(ip)];
  await c.dataSource.transaction((manager) => consumeAll(manager, limits));

  const account = await findAccountByEmail(c.dataSource.manager, email);
  const live = account && !account.deletedAt ? account : null;
  // The spec wants this answer; it was counted as an attempt, so it is no free oracle for who uses Google.
  if (live && live.authMethod === 'google') throw new AppError(ErrorCode.ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER);
  const valid = live?.passwordHash ? await verifyPassword(live.passwordHash, password) : await verifyAgainstDummy(password);
  if (!live || !valid) throw new AppError(ErrorCode.AUTH_INVALID_CREDENTIALS);
  if (!live.emailConfirmedAt) throw new AppError(ErrorCode.AUTH_EMAIL_NOT_CONFIRMED);
  if (!live.active) throw new AppError(ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE);
  const secondStep = live.secondFactorAt !== null;
  if (secondStep && totpCode === undefined && recoveryCode === undefined && passkey === undefined) throw await secondFactorRequired(c.dataSource.manager, live.id);
  const passkeyProof = secondStep ? await spendPasskeyProof(c, passkey) : undefined;

  const mailed = await c.dataSource.transaction(async (manager) => {
    // First, so a wrong code rolls back nothing else and leaves the attempt counted; a recovery code is spent
    // only with the session it opens.
    if (secondStep) await verifySecondFactor(c, manager, live.id, { totpCode, recoveryCode, passkey: passkeyProof });
    // A success was an attempt, not a guess: the device's (or the account's) count is forgiven, and the IP's
    // count loses this one attempt, so only failures accumulate against a shared address.
    if (deviceId) await clear(manager, SIGN_IN_LIMITS.perDevice(deviceId).key);
    else {
      await clear(manager, SIGN_IN_LIMITS.perAccount(email).key);
      await forgetOne(manager, SIGN_IN_LIMITS.perIp(ip).key);
    }
    return completeSignIn(c, req, res, live, manager, deviceId !== null);
  });
  if (mailed) void c.mailer.kick();
  issueDeviceCookie(res, c.config, email, deviceId ?? undefined);
  return live;
}
