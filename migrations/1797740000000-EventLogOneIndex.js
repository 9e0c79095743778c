/**
 * The event log keeps one index (server/src/modules/live/README.md): its position, (txid, id), which every reader
 * follows, becomes the primary key; the index on id and the one on created_at go. Each row of a money transaction
 * (three for a transfer) wrote three index entries; it now writes one. Retention walks the log from its head in
 * position order (event-log.ts pruneOldEvents) instead of by date, and the webhooks' job takes created_at from its
 * read of the log instead of looking rows up by id.
 *
 * Outside a transaction (docs/operations.md#migrations): the new index is built CONCURRENTLY, so transfers go on
 * while it builds; each step can be run again after a failure.
 */
export class EventLogOneIndex1797740000000 {
  name = 'EventLogOneIndex1797740000000';
  transaction = false;

  async up(queryRunner) {
    await queryRunner.query('CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "event_log_position_key" ON "event_log" ("txid", "id")');
    const [{ built }] = await queryRunner.query(
      `SELECT EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'event_log'::regclass AND conname = 'event_log_position_pkey') AS built`,
    );
    if (!built) {
      await queryRunner.query(
        'ALTER TABLE "event_log" DROP CONSTRAINT "event_log_pkey", ADD CONSTRAINT "event_log_position_pkey" PRIMARY KEY USING INDEX "event_log_position_key"',
      );
    }
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "event_log_position_idx"');
    await queryRunner.query('DROP INDEX CONCURRENTLY IF EXISTS "event_log_created_at_idx"');
  }

  // Not CONCURRENTLY: TypeORM undoes a migration inside a transaction whatever `transaction` says (its
  // undoLastMigration), and a rollback of this one may hold writes while the indexes build.
  async down(queryRunner) {
    await queryRunner.query('CREATE INDEX IF NOT EXISTS "event_log_created_at_idx" ON "event_log" ("created_at")');
    await queryRunner.query('CREATE UNIQUE INDEX IF NOT EXISTS "event_log_id_key" ON "event_log" ("id")');
    await queryRunner.query('CREATE INDEX IF NOT EXISTS "event_log_position_idx" ON "event_log" ("txid", "id")');
    await queryRunner.query(
      'ALTER TABLE "event_log" DROP CONSTRAINT "event_log_position_pkey", ADD CONSTRAINT "event_log_pkey" PRIMARY KEY USING INDEX "event_log_id_key"',
    );
  }
}
