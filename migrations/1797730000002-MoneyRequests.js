/**
 * Request money (PRODUCT.md §15; server/src/modules/money-requests/README.md): a member asks another for oDance.
 * A request is pending until the payer pays it (the transfer that pays it sets `paid` and `movement_id` in the same
 * money transaction: modules/ledger/commands/transfer-odance.ts), the payer declines it or the requester cancels it.
 * Three notification kinds tell the payer of a request and the requester of its payment or refusal.
 */
const KINDS_BEFORE = ['transferReceived', 'distributionReceived', 'paymentPaid', 'paymentFailed', 'paymentExpired', 'collectionDue', 'accountApproved', 'affiliationRequested'];
const KINDS_AFTER = [...KINDS_BEFORE, 'moneyRequested', 'moneyRequestPaid', 'moneyRequestDeclined'];
const kindCheck = (kinds) => `ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_check" CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;

export class MoneyRequests1797730000002 {
  name = 'MoneyRequests1797730000002';

  async up(queryRunner) {
    await queryRunner.query(`CREATE TABLE "money_request" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "requester_account_id" uuid NOT NULL REFERENCES "account" ("id") ON DELETE CASCADE,
      "payer_account_id" uuid NOT NULL REFERENCES "account" ("id") ON DELETE CASCADE,
      "amount" bigint NOT NULL,
      "message" text,
      "status" text NOT NULL DEFAULT 'pending',
      "movement_id" uuid REFERENCES "ledger_movement" ("id"),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "answered_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "money_request_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "money_request_status_check" CHECK (status IN ('pending', 'paid', 'declined', 'cancelled')),
      CONSTRAINT "money_request_amount_check" CHECK (amount > 0),
      CONSTRAINT "money_request_not_self" CHECK (requester_account_id <> payer_account_id),
      CONSTRAINT "money_request_paid_has_movement" CHECK ((status = 'paid') = (movement_id IS NOT NULL)),
      CONSTRAINT "money_request_answered" CHECK ((status = 'pending') = (answered_at IS NULL)))`);
    await queryRunner.query(`CREATE INDEX "money_request_payer_idx" ON "money_request" ("payer_account_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "money_request_requester_idx" ON "money_request" ("requester_account_id", "created_at")`);
    // One movement pays at most one request.
    await queryRunner.query(`CREATE UNIQUE INDEX "money_request_movement_idx" ON "money_request" ("movement_id") WHERE movement_id IS NOT NULL`);
    await queryRunner.query('ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_check"');
    await queryRunner.query(kindCheck(KINDS_AFTER));
  }

  async down(queryRunner) {
    await queryRunner.query(`DELETE FROM "notification" WHERE kind IN ('moneyRequested', 'moneyRequestPaid', 'moneyRequestDeclined')`);
    await queryRunner.query('ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_check"');
    await queryRunner.query(kindCheck(KINDS_BEFORE));
    await queryRunner.query('DROP TABLE "money_request"');
  }
}
