import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';

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
  return Number(rows[0].count);
}

export async function record(manager: EntityManager, key: string): Promise<void> {
  await manager.query('INSERT INTO rate_event (key) VALUES ($1)', [key]);
}

export async function clear(manager: EntityManager, key: string): Promise<void> {
  await manager.query('DELETE FROM rate_event WHERE key = $1', [key]);
}

/** Records one event and throws `code` when the key already had `max` within the window. */
export async function consume(manager: EntityManager, limit: Limit, code: ErrorCode): Promise<void> {
  if ((await countRecent(manager, limit)) >= limit.max) throw new AppError(code);
  await record(manager, limit.key);
}

export const SIGN_IN_LIMITS = {
  // Short windows: an attacker is slowed, the owner is never locked out for long.
  perAccount: (email: string): Limit => ({ key: `signin:account:${email.toLowerCase()}`, max: 5, windowSeconds: 300 }),
  perIp: (ip: string): Limit => ({ key: `signin:ip:${ip}`, max: 50, windowSeconds: 300 }),
};

