/**
 * Distributor limits, distributions and collections in bigint (PRODUCT.md §8: every amount up to 2^53 − 1): as int4
 * they capped at 2^31 − 1, so three billion oDance could not pass through one distributor. Written by hand from
 * `npm run migration:generate -- WideDistributorAmounts`, whose DROP/ADD COLUMN would have lost the rows: ALTER
 * TYPE keeps them and their constraints. The credit-limit trigger's variable is widened with them.
 */
const assertWithinCreditLimit = (type) => `CREATE OR REPLACE FUNCTION distributor_assert_within_credit_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  credit_limit ${type};
BEGIN
  SELECT d.credit_limit INTO credit_limit FROM distributor d WHERE d.credit_line_id = NEW.id;
  IF credit_limit IS NOT NULL AND -NEW.balance > credit_limit THEN
    RAISE EXCEPTION 'credit line % would use % of a % credit limit', NEW.id, -NEW.balance, credit_limit
      USING ERRCODE = '23514', CONSTRAINT = 'distributor_within_credit_limit';
  END IF;
  RETURN NULL;
END $$`;

export class WideDistributorAmounts1797600000000 {
  name = 'WideDistributorAmounts1797600000000';

  async up(queryRunner) {
    await queryRunner.query('ALTER TABLE "distributor" ALTER COLUMN "credit_limit" TYPE bigint, ALTER COLUMN "collection_limit" TYPE bigint');
    await queryRunner.query('ALTER TABLE "distributor" DROP CONSTRAINT "distributor_limits_range"');
    await queryRunner.query('ALTER TABLE "distributor" ADD CONSTRAINT "distributor_limits_range" CHECK (credit_limit BETWEEN 1 AND 9007199254740991 AND collection_limit >= 1)');
    await queryRunner.query('ALTER TABLE "distribution" ALTER COLUMN "amount" TYPE bigint');
    await queryRunner.query('ALTER TABLE "distributor_collection" ALTER COLUMN "odance_freed" TYPE bigint');
    // The credit-limit trigger (migrations/1795324545986-Distributors.js) read the limit into an integer.
    await queryRunner.query(assertWithinCreditLimit('bigint'));
  }

  async down(queryRunner) {
    await queryRunner.query(assertWithinCreditLimit('integer'));
    await queryRunner.query('ALTER TABLE "distributor_collection" ALTER COLUMN "odance_freed" TYPE integer');
    await queryRunner.query('ALTER TABLE "distribution" ALTER COLUMN "amount" TYPE integer');
    await queryRunner.query('ALTER TABLE "distributor" DROP CONSTRAINT "distributor_limits_range"');
    await queryRunner.query('ALTER TABLE "distributor" ADD CONSTRAINT "distributor_limits_range" CHECK (credit_limit BETWEEN 1 AND 1000000000 AND collection_limit >= 1)');
    await queryRunner.query('ALTER TABLE "distributor" ALTER COLUMN "credit_limit" TYPE integer, ALTER COLUMN "collection_limit" TYPE integer');
  }
}
