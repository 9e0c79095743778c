/** Search ignores accents as it ignores case ("nunez" finds "Núñez"): PostgreSQL's trusted `unaccent` extension. */
export class AccentInsensitiveSearch1796700000001 {
  name = 'AccentInsensitiveSearch1796700000001';

  // Edited after it was applied: it declared `unaccented()` in LANGUAGE c and built two indexes on it, which needs a
  // superuser (issue 34). A fresh database now gets only the extension here; 1797250000000-OwnerBuiltSearchText.js
  // builds the search column and both indexes, and drops the function where an earlier run of this made it.
  async up(queryRunner) {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA public');
  }

  async down() {
    // The extension stays (1797250000000-OwnerBuiltSearchText.js's down needs nothing of it).
  }
}
