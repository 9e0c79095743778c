/**
 * A transfer's or distribution's `reference` (PRODUCT.md §14): the partner's own id for it, 1–128 characters,
 * on its ledger movement (modules/ledger/ledger-movement.entity.ts). A nullable column without a default: adding it
 * rewrites no row and holds its lock for an instant, so a rolling deploy is not blocked.
 */
export class MovementReference1797720000000 {
  name = 'MovementReference1797720000000';

  async up(queryRunner) {
    await queryRunner.query(`ALTER TABLE "ledger_movement" ADD "reference" text`);
    await queryRunner.query(
      `ALTER TABLE "ledger_movement" ADD CONSTRAINT "ledger_movement_reference_length" CHECK (reference IS NULL OR char_length(reference) BETWEEN 1 AND 128)`,
    );
  }

  async down(queryRunner) {
    await queryRunner.query(`ALTER TABLE "ledger_movement" DROP CONSTRAINT "ledger_movement_reference_length"`);
    await queryRunner.query(`ALTER TABLE "ledger_movement" DROP COLUMN "reference"`);
  }
}
