import type { EntityManager } from 'typeorm';

// This module's retention steps (modules/system/retention/retention.ts runs them and keeps the period): one batch
// of at most `batch` rows each, answering how many went.
type Queryable = Pick<EntityManager, 'query'>;

/** Messages delivered or given up more than `keepSeconds` ago; a pending one stays whatever its age. */
export async function pruneSettledWebhookMessages(db: Queryable, keepSeconds: number, batch: number): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected].
  const [, affected] = await db.query<[unknown, number]>(
    `DELETE FROM webhook_message WHERE id IN (SELECT id FROM webhook_message
       WHERE state <> 'pending' AND created_at < now() - make_interval(secs => $1) LIMIT ${batch})`,
    [keepSeconds],
  );
  return affected;
}

/** The delivery log's rows older than `keepSeconds`. */
export async function pruneOldWebhookAttempts(db: Queryable, keepSeconds: number, batch: number): Promise<number> {
  const [, affected] = await db.query<[unknown, number]>(
    `DELETE FROM webhook_attempt WHERE id IN (SELECT id FROM webhook_attempt WHERE created_at < now() - make_interval(secs => $1) LIMIT ${batch})`,
    [keepSeconds],
  );
  return affected;
}
