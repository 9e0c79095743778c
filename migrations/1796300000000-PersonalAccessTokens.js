/**
 * Personal access tokens are rows of `session` with kind 'personal': the bearer lookup is the session lookup (one
 * indexed statement by token hash, batched), and revocation, expiry and retention are the session's
 * (server/src/modules/auth/sessions.ts). `scopes` is null for a cookie session (every scope of its role).
 */
export class PersonalAccessTokens1796300000000 {
  name = 'PersonalAccessTokens1796300000000';

  async up(queryRunner) {
    await queryRunner.query(`ALTER TABLE "session" ADD "kind" text NOT NULL DEFAULT 'cookie'`);
    await queryRunner.query(`ALTER TABLE "session" ADD "name" text`);
    await queryRunner.query(`ALTER TABLE "session" ADD "scopes" text array`);
    await queryRunner.query(`ALTER TABLE "session" ADD CONSTRAINT "session_kind_check" CHECK (kind IN ('cookie', 'personal'))`);
  }

  async down(queryRunner) {
    await queryRunner.query(`ALTER TABLE "session" DROP CONSTRAINT "session_kind_check"`);
    await queryRunner.query(`ALTER TABLE "session" DROP COLUMN "scopes"`);
    await queryRunner.query(`ALTER TABLE "session" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "session" DROP COLUMN "kind"`);
  }
}
