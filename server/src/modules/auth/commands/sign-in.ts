import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput, requiredString } from '../../../shared/validation/parse-input.js';
import { emailRule } from '../../accounts/account-rules.js';
import { Account } from '../../accounts/account.entity.js';
import { verifyAgainstDummy, verifyPassword } from '../password.js';
import { clear, countRecent, record, SIGN_IN_LIMITS } from '../throttle.js';

export const SignInInput = z.object({ email: emailRule, password: requiredString().max(128, 'tooLong') });

/**
 * Checks, in order: throttling, credentials (an unknown address costs a dummy hash, so timing tells nothing),
 * a Google-only account, a confirmed email, an active account. Success starts a new session.
 */
export async function signIn(c: AppContainer, req: Request, res: Response, raw: unknown): Promise<Account> {
  const { email, password } = parseInput(SignInInput, raw);
  const ip = req.ip ?? 'unknown';
  const accountLimit = SIGN_IN_LIMITS.perAccount(email);
  const ipLimit = SIGN_IN_LIMITS.perIp(ip);
  const throttled = await c.dataSource.transaction(
    async (manager) => (await countRecent(manager, accountLimit)) >= accountLimit.max || (await countRecent(manager, ipLimit)) >= ipLimit.max,
  );
  if (throttled) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);

  const account = await c.dataSource.manager.findOneBy(Account, { email });
  const live = account && !account.deletedAt ? account : null;
  const recordFailure = () =>
    c.dataSource.transaction(async (manager) => {
      await record(manager, accountLimit.key);
      await record(manager, ipLimit.key);
    });
  if (live && live.authMethod === 'google') {
    // The spec wants this answer; counting it as a failure keeps it from being a free oracle for who uses Google.
    await recordFailure();
    throw new AppError(ErrorCode.ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER);
  }
  const valid = live?.passwordHash ? await verifyPassword(live.passwordHash, password) : await verifyAgainstDummy(password);
  if (!live || !valid) {
    await recordFailure();
    throw new AppError(ErrorCode.AUTH_INVALID_CREDENTIALS);
  }
  if (!live.emailConfirmedAt) throw new AppError(ErrorCode.AUTH_EMAIL_NOT_CONFIRMED);
  if (!live.active) throw new AppError(ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE);

  await c.dataSource.transaction(async (manager) => {
    await clear(manager, accountLimit.key);
    await c.sessions.start(req, res, live.id, manager);
  });
  return live;
}
