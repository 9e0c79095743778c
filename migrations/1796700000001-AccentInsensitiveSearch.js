/**
 * Search ignores accents as it ignores case ("nunez" finds "Núñez"): `unaccented(text)` is the unaccent
 * extension's function declared IMMUTABLE (unaccent itself is only STABLE, as its dictionary could change), so that
 * indexes can be built on it. Changing the unaccent rules file means rebuilding the two indexes below. The two name indexes are rebuilt on
 * the unaccented name, and the queries (server/src/modules/profiles/queries/list-profiles.ts, suggest-profiles.ts,
 * accounts/commands/search-accounts.ts) compare `unaccented(…)` of both sides.
 */
export class AccentInsensitiveSearch1796700000001 {
  name = 'AccentInsensitiveSearch1796700000001';

  async up(queryRunner) {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA public');
    // The extension's own C entry point declared IMMUTABLE: a SQL wrapper around the STABLE unaccent() cannot be
    // inlined and costs a SQL-function call per row (npm run bench: searchP95Ms went from 8 to 210 ms with it).
    // The one-argument form uses the dictionary named `unaccent`, which the extension installs.
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION public.unaccented(text) RETURNS text LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT
       AS '$libdir/unaccent', 'unaccent_dict'`,
    );
    await queryRunner.query('DROP INDEX "public"."profile_search_name_trgm"');
    await queryRunner.query('CREATE INDEX "profile_search_name_trgm" ON "profile" USING gin ((public.unaccented(search_name)) gin_trgm_ops)');
    await queryRunner.query('DROP INDEX "public"."profile_search_key"');
    await queryRunner.query(
      `CREATE INDEX "profile_search_key" ON "profile" ((lower(translate(public.unaccented(search_name), '_.-', '   '))) COLLATE "C", "id") INCLUDE ("search_name", "type")`,
    );
  }

  async down(queryRunner) {
    await queryRunner.query('DROP INDEX "public"."profile_search_key"');
    await queryRunner.query(`CREATE INDEX "profile_search_key" ON "profile" ((lower(translate(search_name, '_.-', '   '))) COLLATE "C", "id") INCLUDE ("search_name", "type")`);
    await queryRunner.query('DROP INDEX "public"."profile_search_name_trgm"');
    await queryRunner.query('CREATE INDEX "profile_search_name_trgm" ON "profile" USING gin ("search_name" gin_trgm_ops)');
    await queryRunner.query('DROP FUNCTION public.unaccented(text)');
  }
}
