import { IsNull, type EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import type { ErrorCode } from '../../shared/errors/error-codes.js';
import { AuthToken, type AuthTokenPurpose } from './auth-token.entity.js';
import { hashToken, newToken } from './secure-token.js';

export const TOKEN_TTL_HOURS: Record<AuthTokenPurpose, number> = { email_confirmation: 48, password_reset: 1 };

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(manager: EntityManager, accountId: string, purpose: AuthTokenPurpose): Promise<string> {
  await manager.update(AuthToken, { accountId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  const { token, hash } = newToken();
  await manager.insert(AuthToken, {
    accountId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[purpose] * 3_600_000),
  });
  return token;
}

/** Whether a token could be consumed now (a cheap read before costly work; consumeToken decides under a lock). */
export async function findUsableToken(manager: EntityManager, token: unknown, purpose: AuthTokenPurpose): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const row = await manager.findOneBy(AuthToken, { tokenHash: hashToken(token), purpose });
  return Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now());
}

/** Every unused token of an account stops working (a password change: a reset link mailed before must not work after). */
export async function revokeTokens(manager: EntityManager, accountId: string): Promise<void> {
  await manager.update(AuthToken, { accountId, usedAt: IsNull() }, { usedAt: new Date() });
}

/** Deletes every mailed token of an account (its erasure: nothing personal is kept). */
export async function deleteTokensOf(manager: EntityManager, accountId: string): Promise<void> {
  await manager.delete(AuthToken, { accountId });
}

/** Marks a valid token used (row-locked, so two uses at once cannot both succeed) and returns its account. */
export async function consumeToken(manager: EntityManager, token: unknown, purpose: AuthTokenPurpose, invalid: ErrorCode): Promise<string> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError(invalid);
  const row = await manager
    .createQueryBuilder(AuthToken, 't')
    .where('t.token_hash = :hash AND t.purpose = :purpose', { hash: hashToken(token), purpose })
    .setLock('pessimistic_write')
    .getOne();
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError(invalid);
  await manager.update(AuthToken, row.id, { usedAt: new Date() });
  return row.accountId;
}
