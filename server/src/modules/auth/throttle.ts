import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { oneRow } from '../../shared/database/one-row.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts events per key in PostgreSQL so limits hold across replicas. Callers run inside a transaction;
 * an advisory lock per key makes check-then-record atomic under concurrent requests.
 */
export async function countRecent(manager: EntityManager, limit: Limit): Promise<number> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [limit.key]);
  const rows: Array<{ count: string }> = await manager.query(
    `SELECT count(*) FROM rate_event WHERE key = $1 AND created_at > now() - make_interval(secs => $2)`,
    [limit.key, limit.windowSeconds],
  );
  return Number(oneRow(rows).count);
}

/** Seconds until the oldest event of the window leaves it (at least 1): the `Retry-After` of a refusal. */
export async function secondsUntilFree(manager: EntityManager, limit: Limit): Promise<number> {
  const rows: Array<{ wait: string | null }> = await manager.query(
    `SELECT ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())) AS wait
       FROM (SELECT created_at FROM rate_event WHERE key = $1 AND created_at > now() - make_interval(secs => $2)
             ORDER BY created_at DESC LIMIT $3) AS recent`,
    [limit.key, limit.windowSeconds, limit.max],
  );
  return Math.max(1, Number(rows[0]?.wait ?? limit.windowSeconds));
}

export async function record(manager: EntityManager, key: string): Promise<void> {
  await manager.query('INSERT INTO rate_event (key) VALUES ($1)', [key]);
}

export async function clear(manager: EntityManager, key: string): Promise<void> {
  await manager.query('DELETE FROM rate_event WHERE key = $1', [key]);
}

/** Removes the newest event of a key (an attempt that turned out legitimate). */
export async function forgetOne(manager: EntityManager, key: string): Promise<void> {
  await manager.query(
    'DELETE FROM rate_event WHERE ctid = (SELECT ctid FROM rate_event WHERE key = $1 ORDER BY created_at DESC LIMIT 1)',
    [key],
  );
}

/**
 * Records one event and throws `code` (with `params.retryAfter`, sent as `Retry-After`) when the key already had
 * `max` within the window. The event is counted before any costly work, so parallel requests cannot pass the limit.
 */
export async function consume(manager: EntityManager, limit: Limit, code: ErrorCode): Promise<void> {
  if ((await countRecent(manager, limit)) >= limit.max) {
    throw new AppError(code, { retryAfter: await secondsUntilFree(manager, limit) });
  }
  await record(manager, limit.key);
}

/** `consume` for several limits in one transaction (keys in the given order, so concurrent callers never deadlock). */
export async function consumeAll(manager: EntityManager, limits: readonly Limit[], code: ErrorCode = ErrorCode.TOO_MANY_REQUESTS): Promise<void> {
  for (const limit of limits) await consume(manager, limit, code);
}

export const SIGN_IN_LIMITS = {
  // Short windows: an attacker is slowed, the owner is never locked out for long. Untrusted devices only: a
  // browser that signed in to the account before has its own allowance (device-cookie.ts).
  perAccount: (email: string): Limit => ({ key: `signin:account:${email.toLowerCase()}`, max: 5, windowSeconds: 300 }),
  perIp: (ip: string): Limit => ({ key: `signin:ip:${ip}`, max: 50, windowSeconds: 300 }),
  perDevice: (deviceId: string): Limit => ({ key: `signin:device:${deviceId}`, max: 10, windowSeconds: 300 }),
};

/**
 * Anonymous requests that cost a password hash or a mail, per client IP (README "Security"); `max` is
 * AUTH_IP_LIMIT (default 20; the browser tests' server, which signs everyone up from 127.0.0.1, raises it).
 */
export const ANONYMOUS_LIMITS = {
  signUp: (ip: string, max: number): Limit => ({ key: `signup:ip:${ip}`, max, windowSeconds: 3600 }),
  resetSet: (ip: string, max: number): Limit => ({ key: `reset-set:ip:${ip}`, max, windowSeconds: 900 }),
  resetRequest: (ip: string, max: number): Limit => ({ key: `reset:ip:${ip}`, max, windowSeconds: 900 }),
  resend: (ip: string, max: number): Limit => ({ key: `confirm:ip:${ip}`, max, windowSeconds: 900 }),
};

/**
 * Passkey challenges asked for by one IP (passkey-sign-in-options.ts): each is a row until it expires. Generous:
 * a sign-in asks once, and the assertion itself is counted by SIGN_IN_LIMITS.
 */
export const PASSKEY_OPTIONS_LIMIT = (ip: string): Limit => ({ key: `passkey-options:ip:${ip}`, max: 100, windowSeconds: 300 });

/** Password checks behind a session (change password, delete account): a stolen session cannot guess forever. */
export const PASSWORD_CHECK_LIMIT = (accountId: string): Limit => ({ key: `password-check:${accountId}`, max: 5, windowSeconds: 900 });
