/** Extensions every later migration relies on. */
export class Init1763790000000 {
  name = 'Init1763790000000';

  async up(queryRunner) {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "pg_trgm"');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "citext"');
  }

  async down(queryRunner) {
    await queryRunner.query('DROP EXTENSION IF EXISTS "citext"');
    await queryRunner.query('DROP EXTENSION IF EXISTS "pg_trgm"');
  }
}
