import type { EntityManager } from 'typeorm';

// This module's retention steps (modules/system/retention/retention.ts runs them, one replica at a time, and keeps
// the periods): one batch of at most `batch` rows each, answering how many went, so no run holds long locks.
type Queryable = Pick<EntityManager, 'query'>;

async function affected(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected].
  const [, count] = await db.query<[unknown, number]>(sql, params);
  return count;
}

/** Sessions (cookies, personal and OAuth tokens) past their expiry. */
export function pruneExpiredSessions(db: Queryable, batch: number): Promise<number> {
  return affected(db, `DELETE FROM session WHERE ctid IN (SELECT ctid FROM session WHERE expires_at < now() LIMIT ${batch})`, []);
}

/** Mailed links used or expired more than `keepSeconds` ago (a second click still reads "already used" until then). */
export function pruneSpentAuthTokens(db: Queryable, keepSeconds: number, batch: number): Promise<number> {
  return affected(
    db,
    `DELETE FROM auth_token WHERE id IN (SELECT id FROM auth_token
       WHERE (used_at IS NOT NULL AND used_at < now() - make_interval(secs => $1))
          OR expires_at < now() - make_interval(secs => $1) LIMIT ${batch})`,
    [keepSeconds],
  );
}

/** Throttle events older than `keepSeconds` (longer than any window counted in them). */
export function pruneOldRateEvents(db: Queryable, keepSeconds: number, batch: number): Promise<number> {
  return affected(
    db,
    `DELETE FROM rate_event WHERE id IN (SELECT id FROM rate_event WHERE created_at < now() - make_interval(secs => $1) LIMIT ${batch})`,
    [keepSeconds],
  );
}

/** Pending sign-ins and passkey challenges nobody came back for (second-factor/): useless once expired. */
export function pruneExpiredSignInChallenges(db: Queryable, batch: number): Promise<number> {
  return affected(db, `DELETE FROM sign_in_challenge WHERE ctid IN (SELECT ctid FROM sign_in_challenge WHERE expires_at < now() LIMIT ${batch})`, []);
}
