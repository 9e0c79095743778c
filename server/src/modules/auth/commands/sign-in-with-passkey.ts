import { z } from 'zod';
import type { RequestContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { type Account, findAccountById } from '../../account-rows/index.js';
import { completeSignIn } from '../complete-sign-in.js';
import { issueDeviceCookie, trustedDeviceId } from '../device-cookie.js';
import { PasskeyAssertionSchema, spendChallenge, verifyPasskeyAssertion } from '../second-factor/passkeys.js';
import { consumeAll, forgetOne, SIGN_IN_LIMITS } from '../throttle.js';

export const SignInWithPasskeySchema = z.object({
  passkey: PasskeyAssertionSchema,
});

/**
 * "Sign in with a passkey" (passwordless): the assertion of a passkey alone signs its account in. A passkey is a
 * second factor in itself (something held, unlocked by a fingerprint or PIN: user verification is required), so no
 * password and no further step are asked.
 *
 * The attempt is counted per IP before anything is checked (the account is unknown until the passkey is found), and
 * the challenge is spent before the signature is checked, so an answer is tried once. Success forgives one IP
 * attempt, as a password sign-in does. Refusals: VALIDATION_FAILED (`passkey`, invalid) for an unknown, removed,
 * replayed, foreign-origin or counter-regressed passkey; an unconfirmed or inactive account as for passwords.
 */
export async function signInWithPasskey(ctx: RequestContext, raw: unknown): Promise<Account> {
  const { container: c, req, res } = ctx;
  const { passkey } = parseInput(SignInWithPasskeySchema, raw);
  const ip = req.ip ?? 'unknown';
  await c.dataSource.transaction((manager) => consumeAll(manager, [SIGN_IN_LIMITS.perIp(ip)]));
  const { challenge, accountId: issuedTo } = await spendChallenge(c, 'passkey_sign_in', passkey.response.clientDataJSON);
  if (issuedTo !== null) throw AppError.validation('passkey', 'invalid');

  const { account, deviceId, mailed } = await c.dataSource.transaction(async (manager) => {
    const accountId = await verifyPasskeyAssertion(c, manager, passkey, challenge);
    const account = await findAccountById(manager, accountId);
    if (!account || account.deletedAt) throw AppError.validation('passkey', 'invalid');
    if (!account.emailConfirmedAt) throw new AppError(ErrorCode.AUTH_EMAIL_NOT_CONFIRMED);
    if (!account.active) throw new AppError(ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE);
    await forgetOne(manager, SIGN_IN_LIMITS.perIp(ip).key);
    const deviceId = trustedDeviceId(req, c.config, account.email);
    return { account, deviceId, mailed: await completeSignIn(c, req, res, account, manager, deviceId !== null) };
  });
  if (mailed) void c.mailer.kick();
  issueDeviceCookie(res, c.config, account.email, deviceId ?? undefined);
  return account;
}
