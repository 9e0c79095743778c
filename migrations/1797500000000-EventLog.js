/**
 * The event log (PRODUCT.md §11, server/src/modules/live/README.md): every money event is appended in the money
 * transaction; each replica's reader follows it by (txid, id), reading only rows of transactions older than every
 * one still running, so a row committed late with a smaller id is never skipped. No NOTIFY in the money transaction:
 * a wake-up follows the commit.
 */
export class EventLog1797500000000 {
  name = 'EventLog1797500000000';

  async up(queryRunner) {
    await queryRunner.query(`CREATE TABLE "event_log" (
      "id" bigserial PRIMARY KEY,
      "txid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
      "account_id" uuid NOT NULL,
      "topic" text NOT NULL CHECK ("topic" IN ('balance', 'notification', 'payment')),
      "ref" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX "event_log_position_idx" ON "event_log" ("txid", "id")');
    await queryRunner.query('CREATE INDEX "event_log_created_at_idx" ON "event_log" ("created_at")');
  }

  async down(queryRunner) {
    await queryRunner.query('DROP TABLE "event_log"');
  }
}
