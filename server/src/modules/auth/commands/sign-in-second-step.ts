import { z } from 'zod';
import type { RequestContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { type Account, findAccountById } from '../../account-rows/index.js';
import { completeSignIn } from '../complete-sign-in.js';
import { issueDeviceCookie, trustedDeviceId } from '../device-cookie.js';
import { hashToken } from '../secure-token.js';
import { SignInChallenge } from '../second-factor/second-factor.entities.js';
import { PasskeyAssertionSchema, spendPasskeyProof } from '../second-factor/passkeys.js';
import { endPendingSignIn, findPendingSignIn, verifySecondFactor } from '../second-factor/second-factors.js';
import { consumeAll, SIGN_IN_LIMITS } from '../throttle.js';

export const SignInSecondStepSchema = z.object({
  pendingSignIn: z.string().min(1).max(200),
  totpCode: z.string().trim().max(16, 'tooLong').optional(),
  recoveryCode: z.string().trim().max(32, 'tooLong').optional(),
  passkey: PasskeyAssertionSchema.optional(),
});

/**
 * The second step of a sign-in whose first step passed elsewhere (Google: AUTH_SECOND_FACTOR_REQUIRED carried
 * `params.pendingSignIn`). Counted by the same limits as password sign-ins (per account and per IP, before the
 * code is checked); the pending sign-in is spent only with the session it opens, and lasts 10 minutes.
 */
export async function signInSecondStep(ctx: RequestContext, raw: unknown): Promise<Account> {
  const { container: c, req, res } = ctx;
  const input = parseInput(SignInSecondStepSchema, raw);
  const pending = await c.dataSource.manager.findOneBy(SignInChallenge, {
    tokenHash: hashToken(input.pendingSignIn),
    purpose: 'pending_sign_in',
  });
  const account = pending?.accountId ? await findAccountById(c.dataSource.manager, pending.accountId) : null;
  if (!pending || !account || pending.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.AUTH_SESSION_EXPIRED);
  const ip = req.ip ?? 'unknown';
  await c.dataSource.transaction((manager) => consumeAll(manager, [SIGN_IN_LIMITS.perAccount(account.email), SIGN_IN_LIMITS.perIp(ip)]));
  if (!account.active || account.deletedAt) throw new AppError(ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE);

  const passkey = await spendPasskeyProof(c, input.passkey);
  const deviceId = trustedDeviceId(req, c.config, account.email);
  const mailed = await c.dataSource.transaction(async (manager) => {
    if ((await findPendingSignIn(manager, input.pendingSignIn)) !== account.id) throw new AppError(ErrorCode.AUTH_SESSION_EXPIRED);
    await verifySecondFactor(c, manager, account.id, {
      totpCode: input.totpCode,
      recoveryCode: input.recoveryCode,
      passkey,
    });
    await endPendingSignIn(manager, input.pendingSignIn);
    return completeSignIn(c, req, res, account, manager, deviceId !== null);
  });
  if (mailed) void c.mailer.kick();
  issueDeviceCookie(res, c.config, account.email, deviceId ?? undefined);
  return account;
}
