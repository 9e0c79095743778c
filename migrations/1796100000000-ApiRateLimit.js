/**
 * The per-token / per-IP API rate limit's counters (server/src/modules/auth/api-rate-limit.ts), in
 * rate-limiter-flexible's PostgreSQL layout, so that every replica counts against the same limit. The library
 * deletes expired rows itself.
 */
export class ApiRateLimit1796100000000 {
  name = 'ApiRateLimit1796100000000';

  async up(queryRunner) {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS "api_rate_limit" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`);
  }

  async down(queryRunner) {
    await queryRunner.query('DROP TABLE "api_rate_limit"');
  }
}
