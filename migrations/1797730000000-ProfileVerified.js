/**
 * Verified organisations (PRODUCT.md §15): an admin marks a school, federation, formation or partner profile
 * verified; the time it happened is kept (null: not verified), so the public page's cache key can follow it
 * (modules/public-pages/profile-head.ts). Only organisations can carry it.
 */
export class ProfileVerified1797730000000 {
  name = 'ProfileVerified1797730000000';

  async up(queryRunner) {
    await queryRunner.query('ALTER TABLE "profile" ADD "verified_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(`ALTER TABLE "profile" ADD CONSTRAINT "profile_verified_organisations_only" CHECK (verified_at IS NULL OR type NOT IN ('dancer', 'trainer'))`);
  }

  async down(queryRunner) {
    await queryRunner.query('ALTER TABLE "profile" DROP CONSTRAINT "profile_verified_organisations_only"');
    await queryRunner.query('ALTER TABLE "profile" DROP COLUMN "verified_at"');
  }
}
