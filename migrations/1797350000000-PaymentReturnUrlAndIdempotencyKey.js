/**
 * buyOdance from apps (issue 38): where the checkout sends the buyer back (`return_url`, an app's registered
 * redirect URI or a path of this origin) and the buyer's idempotency key (the same key from the same buyer is the
 * same payment: unique per account). Both null for earlier payments (the web app's pages, no key).
 */
export class PaymentReturnUrlAndIdempotencyKey1797350000000 {
  name = 'PaymentReturnUrlAndIdempotencyKey1797350000000';

  async up(queryRunner) {
    await queryRunner.query('ALTER TABLE "payment" ADD "return_url" text');
    await queryRunner.query('ALTER TABLE "payment" ADD "idempotency_key" character varying(100)');
    await queryRunner.query('CREATE UNIQUE INDEX "payment_idempotency_key" ON "payment" ("account_id", "idempotency_key") WHERE idempotency_key IS NOT NULL');
  }

  async down(queryRunner) {
    await queryRunner.query('DROP INDEX "public"."payment_idempotency_key"');
    await queryRunner.query('ALTER TABLE "payment" DROP COLUMN "idempotency_key"');
    await queryRunner.query('ALTER TABLE "payment" DROP COLUMN "return_url"');
  }
}
