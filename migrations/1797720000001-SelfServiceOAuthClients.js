/**
 * Members register their own apps (PRODUCT.md §14 "Self-service apps"): `created_by` (already there) is the app's
 * owner; `verified` is an admin's word that the app is who it says (the consent page says "Unverified app"
 * otherwise); `disabled_by_admin` keeps an app an admin disabled from being re-enabled by its owner. The apps that
 * exist were registered by admins, so they start verified.
 */
export class SelfServiceOAuthClients1797720000001 {
  name = 'SelfServiceOAuthClients1797720000001';

  async up(queryRunner) {
    await queryRunner.query(`ALTER TABLE "oauth_client" ADD "verified" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "oauth_client" ADD "disabled_by_admin" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "oauth_client" SET "verified" = true`);
    await queryRunner.query(`CREATE INDEX "oauth_client_created_by_idx" ON "oauth_client" ("created_by", "created_at")`);
  }

  async down(queryRunner) {
    await queryRunner.query(`DROP INDEX "oauth_client_created_by_idx"`);
    await queryRunner.query(`ALTER TABLE "oauth_client" DROP COLUMN "disabled_by_admin"`);
    await queryRunner.query(`ALTER TABLE "oauth_client" DROP COLUMN "verified"`);
  }
}
