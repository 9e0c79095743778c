/**
 * Outgoing webhooks (PRODUCT.md §11, server/src/modules/webhooks/README.md): endpoints per account, the messages
 * the webhook consumer of the event log made for them (one queue, delivered in id order per endpoint), one row per
 * delivery attempt, and the consumer's own position in the log (one row; it starts at the log's present end).
 */
export class Webhooks1797700000000 {
  name = 'Webhooks1797700000000';

  async up(queryRunner) {
    await queryRunner.query(`CREATE TABLE "webhook_endpoint" (
      "id" uuid PRIMARY KEY DEFAULT uuid_generate_v4(),
      "account_id" uuid NOT NULL REFERENCES "account" ("id") ON DELETE CASCADE,
      "url" text NOT NULL CHECK (char_length("url") <= 2048),
      "events" text[] NOT NULL,
      "secret" text NOT NULL,
      "active" boolean NOT NULL DEFAULT true,
      "failing_since" timestamptz,
      "disabled_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX "webhook_endpoint_account_idx" ON "webhook_endpoint" ("account_id")');
    await queryRunner.query(`CREATE TABLE "webhook_message" (
      "id" bigserial PRIMARY KEY,
      "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoint" ("id") ON DELETE CASCADE,
      "event_id" text NOT NULL,
      "type" text NOT NULL,
      "subject_id" text NOT NULL,
      "body" text NOT NULL,
      "state" text NOT NULL DEFAULT 'pending' CHECK ("state" IN ('pending', 'delivered', 'failed')),
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // One message per endpoint, type and subject (a transfer, a payment): the consumer may read a row twice.
    await queryRunner.query('CREATE UNIQUE INDEX "webhook_message_subject_key" ON "webhook_message" ("endpoint_id", "type", "subject_id")');
    await queryRunner.query(`CREATE INDEX "webhook_message_pending_idx" ON "webhook_message" ("endpoint_id", "id") WHERE "state" = 'pending'`);
    await queryRunner.query('CREATE INDEX "webhook_message_created_at_idx" ON "webhook_message" ("created_at")');
    await queryRunner.query(`CREATE TABLE "webhook_attempt" (
      "id" bigserial PRIMARY KEY,
      "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoint" ("id") ON DELETE CASCADE,
      "event_id" text NOT NULL,
      "type" text NOT NULL,
      "status_code" integer,
      "error" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query('CREATE INDEX "webhook_attempt_endpoint_idx" ON "webhook_attempt" ("endpoint_id", "id")');
    await queryRunner.query('CREATE INDEX "webhook_attempt_created_at_idx" ON "webhook_attempt" ("created_at")');
    await queryRunner.query(`CREATE TABLE "webhook_log_position" (
      "only" boolean PRIMARY KEY DEFAULT true CHECK ("only"),
      "txid" xid8 NOT NULL,
      "id" bigint NOT NULL
    )`);
    await queryRunner.query(`INSERT INTO "webhook_log_position" ("txid", "id") SELECT pg_snapshot_xmin(pg_current_snapshot()), 0`);
  }

  async down(queryRunner) {
    await queryRunner.query('DROP TABLE "webhook_log_position"');
    await queryRunner.query('DROP TABLE "webhook_attempt"');
    await queryRunner.query('DROP TABLE "webhook_message"');
    await queryRunner.query('DROP TABLE "webhook_endpoint"');
  }
}
