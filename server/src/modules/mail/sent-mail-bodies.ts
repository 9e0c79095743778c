import type { EntityManager } from 'typeorm';

/**
 * This module's retention step (modules/system/retention/retention.ts runs it and keeps the period): empties the
 * text, HTML and link of at most `batch` mails sent more than `keepSeconds` ago. The row stays: who was mailed what
 * subject, and when. Answers how many were emptied.
 */
export async function clearSentMailBodies(db: Pick<EntityManager, 'query'>, keepSeconds: number, batch: number): Promise<number> {
  // TypeORM answers an UPDATE with [rows, affected].
  const [, affected] = await db.query<[unknown, number]>(
    `UPDATE outbox_mail SET text = '', html = '', link = NULL WHERE id IN (SELECT id FROM outbox_mail
       WHERE sent_at < now() - make_interval(secs => $1) AND (text <> '' OR html <> '' OR link IS NOT NULL) LIMIT ${batch})`,
    [keepSeconds],
  );
  return affected;
}
