import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AppContainer } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { setSecondFactorAtWhile } from '../../account-rows/index.js';
import { hashToken, newToken } from '../secure-token.js';
import { type PasskeyAssertion, verifyPasskeyAssertion } from './passkeys.js';
import { matchTotp } from './totp.js';
import { RecoveryCode, SignInChallenge, TotpFactor } from './second-factor.entities.js';
import { oneRow } from '../../../shared/database/one-row.js';

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';
export const RECOVERY_CODE_COUNT = 10;
const PENDING_SIGN_IN_MS = 10 * 60_000;

/** The ways this account can pass its second step now (the 401's `params.methods`), in the order offered. */
export async function secondFactorMethods(manager: EntityManager, accountId: string): Promise<SecondFactorMethod[]> {
  const row = oneRow<{ totp: boolean; passkey: boolean; recovery: boolean }>(await manager.query(
    `SELECT EXISTS (SELECT 1 FROM totp_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL) AS totp,
            EXISTS (SELECT 1 FROM passkey WHERE account_id = $1) AS passkey,
            EXISTS (SELECT 1 FROM recovery_code WHERE account_id = $1 AND used_at IS NULL) AS recovery`,
    [accountId],
  ));
  return (['totp', 'passkey', 'recovery'] as const).filter((method) => row[method]);
}

/**
 * Keeps `account.second_factor_at` (what the role rule and the sign-in read, without a join) true to the factors:
 * set while a confirmed authenticator or a passkey exists, null once none is left.
 */
export function refreshSecondFactorAt(manager: EntityManager, accountId: string): Promise<boolean> {
  return setSecondFactorAtWhile(
    manager,
    accountId,
    'EXISTS (SELECT 1 FROM totp_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL) OR EXISTS (SELECT 1 FROM passkey WHERE account_id = $1)',
  );
}

/** Ten fresh recovery codes (`xxxxx-xxxxx`, 50 bits each); the earlier ones stop working. Answered once, stored hashed. */
export async function issueRecoveryCodes(manager: EntityManager, accountId: string): Promise<string[]> {
  await manager.delete(RecoveryCode, { accountId });
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await manager.insert(
    RecoveryCode,
    codes.map((code) => ({
      accountId,
      codeHash: hashToken(normaliseRecoveryCode(code)),
    })),
  );
  return codes;
}

/** People type codes with spaces, dashes or capitals: compare what carries the code only. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export interface SecondFactorProof {
  totpCode?: string | undefined;
  recoveryCode?: string | undefined;
  /** A passkey assertion whose challenge was already spent (passkeys.ts spendChallenge), with that challenge. */
  passkey?: { assertion: PasskeyAssertion; challenge: string } | undefined;
}

/**
 * Checks one second-factor proof inside the caller's transaction (row locks, so two requests with one code cannot
 * both pass): a TOTP code of the current step (±1) newer than the last accepted one, or an unused recovery code,
 * which is spent, or an assertion of one of the account's passkeys. A wrong, reused or expired code is
 * VALIDATION_FAILED on its field.
 */
export async function verifySecondFactor(c: AppContainer, manager: EntityManager, accountId: string, proof: SecondFactorProof): Promise<SecondFactorMethod> {
  if (proof.passkey !== undefined) {
    await verifyPasskeyAssertion(c, manager, proof.passkey.assertion, proof.passkey.challenge, accountId);
    return 'passkey';
  }
  if (proof.totpCode !== undefined) {
    const factor = await manager
      .createQueryBuilder(TotpFactor, 't')
      .where('t.account_id = :accountId AND t.confirmed_at IS NOT NULL', {
        accountId,
      })
      .setLock('pessimistic_write')
      .getOne();
    const step = factor ? await matchTotp(factor.secret, proof.totpCode.trim(), c.clock.now(), factor.lastUsedStep) : null;
    if (!factor || step === null) throw AppError.validation('totpCode', 'invalid');
    await manager.update(TotpFactor, { accountId }, { lastUsedStep: step });
    return 'totp';
  }
  if (proof.recoveryCode !== undefined) {
    const spent: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE recovery_code SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [accountId, hashToken(normaliseRecoveryCode(proof.recoveryCode))],
    );
    if (spent[0].length === 0) throw AppError.validation('recoveryCode', 'invalid');
    return 'recovery';
  }
  throw AppError.validation('totpCode', 'required');
}

/** The second step's refusal: no session, the methods this account can use, and (Google) the pending sign-in. */
export async function secondFactorRequired(manager: EntityManager, accountId: string, pendingSignIn?: string): Promise<AppError> {
  const methods = await secondFactorMethods(manager, accountId);
  return new AppError(ErrorCode.AUTH_SECOND_FACTOR_REQUIRED, pendingSignIn ? { methods, pendingSignIn } : { methods });
}

/** A first step passed elsewhere (Google): a token the browser presents with its second factor, 10 minutes. */
export async function startPendingSignIn(manager: EntityManager, accountId: string): Promise<string> {
  const { token, hash } = newToken();
  await manager.insert(SignInChallenge, {
    tokenHash: hash,
    accountId,
    purpose: 'pending_sign_in',
    challenge: null,
    expiresAt: new Date(Date.now() + PENDING_SIGN_IN_MS),
  });
  return token;
}

/** The account of a usable pending sign-in (locked in the caller's transaction), else null. */
export async function findPendingSignIn(manager: EntityManager, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await manager
    .createQueryBuilder(SignInChallenge, 'p')
    .where(`p.token_hash = :hash AND p.purpose = 'pending_sign_in' AND p.expires_at > now()`, { hash: hashToken(token) })
    .setLock('pessimistic_write')
    .getOne();
  return row?.accountId ?? null;
}

export async function endPendingSignIn(manager: EntityManager, token: string): Promise<void> {
  await manager.delete(SignInChallenge, { tokenHash: hashToken(token) });
}
