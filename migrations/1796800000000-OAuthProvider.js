/**
 * The OAuth 2.1 / OpenID Connect provider (server/src/modules/oauth/README.md).
 * - `oauth_payload`: the provider's storage, every model in one table (codes, sessions, grants, interactions,
 *   refresh and access tokens, and the provider's own keys as model 'ServerKeys'); `expires_at` is purged by the
 *   retention job (modules/system/retention/retention.ts).
 * - `oauth_client`: the apps admins register. A confidential client's secret is never stored: it is derived from
 *   SESSION_SECRET and the row's `secret_salt` (a new salt = a new secret).
 * - An access token the provider issues is mirrored as a `session` row of kind 'oauth' (its hash, account, scopes,
 *   expiry, grant and client), so a bearer request costs the one batched session lookup whatever minted its token.
 */
export class OAuthProvider1796800000000 {
  name = 'OAuthProvider1796800000000';

  async up(queryRunner) {
    await queryRunner.query(`CREATE TABLE "oauth_payload" (
      "model" text NOT NULL,
      "id" text NOT NULL,
      "payload" jsonb NOT NULL,
      "grant_id" text,
      "uid" text,
      "user_code" text,
      "expires_at" timestamptz,
      "consumed_at" timestamptz,
      CONSTRAINT "oauth_payload_pkey" PRIMARY KEY ("model", "id"))`);
    await queryRunner.query(`CREATE INDEX "oauth_payload_grant_idx" ON "oauth_payload" ("grant_id") WHERE grant_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "oauth_payload_uid_idx" ON "oauth_payload" ("uid") WHERE uid IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "oauth_payload_expiry_idx" ON "oauth_payload" ("expires_at") WHERE expires_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "oauth_payload_grant_account_idx" ON "oauth_payload" ((payload->>'accountId')) WHERE model = 'Grant'`);
    await queryRunner.query(`CREATE TABLE "oauth_client" (
      "client_id" text NOT NULL,
      "name" text NOT NULL,
      "redirect_uris" text array NOT NULL,
      "scopes" text array NOT NULL,
      "confidential" boolean NOT NULL,
      "native" boolean NOT NULL,
      "secret_salt" text,
      "active" boolean NOT NULL DEFAULT true,
      "created_by" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "oauth_client_pkey" PRIMARY KEY ("client_id"))`);
    await queryRunner.query(`ALTER TABLE "session" DROP CONSTRAINT "session_kind_check"`);
    await queryRunner.query(`ALTER TABLE "session" ADD CONSTRAINT "session_kind_check" CHECK (kind IN ('cookie', 'personal', 'oauth'))`);
    await queryRunner.query(`ALTER TABLE "session" ADD "oauth_grant_id" text`);
    await queryRunner.query(`ALTER TABLE "session" ADD "oauth_client_id" text`);
    await queryRunner.query(`CREATE INDEX "session_oauth_grant_idx" ON "session" ("oauth_grant_id") WHERE oauth_grant_id IS NOT NULL`);
  }

  async down(queryRunner) {
    await queryRunner.query(`DELETE FROM "session" WHERE kind = 'oauth'`);
    await queryRunner.query(`DROP INDEX "session_oauth_grant_idx"`);
    await queryRunner.query(`ALTER TABLE "session" DROP COLUMN "oauth_client_id"`);
    await queryRunner.query(`ALTER TABLE "session" DROP COLUMN "oauth_grant_id"`);
    await queryRunner.query(`ALTER TABLE "session" DROP CONSTRAINT "session_kind_check"`);
    await queryRunner.query(`ALTER TABLE "session" ADD CONSTRAINT "session_kind_check" CHECK (kind IN ('cookie', 'personal'))`);
    await queryRunner.query(`DROP TABLE "oauth_client"`);
    await queryRunner.query(`DROP TABLE "oauth_payload"`);
  }
}
