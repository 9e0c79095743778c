import type { EntityManager } from 'typeorm';
import { oneRow } from '../../shared/database/one-row.js';

// This module's retention step (modules/system/retention/retention.ts runs it, one replica at a time).
type Queryable = Pick<EntityManager, 'query'>;

/** Whether the provider's storage exists (migrations/1796800000000-OAuthProvider.js has run). */
export async function hasOAuthStorage(db: Queryable): Promise<boolean> {
  const { oauth } = oneRow(await db.query<Array<{ oauth: boolean }>>(`SELECT to_regclass('oauth_payload') IS NOT NULL AS oauth`));
  return oauth;
}

/** Deletes at most `batch` of the provider's rows past their `expires_at`; answers how many went. */
export async function pruneExpiredOAuthPayloads(db: Queryable, batch: number): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected].
  const [, affected] = await db.query<[unknown, number]>(
    `DELETE FROM oauth_payload WHERE ctid IN (SELECT ctid FROM oauth_payload WHERE expires_at < now() LIMIT ${batch})`,
    [],
  );
  return affected;
}
