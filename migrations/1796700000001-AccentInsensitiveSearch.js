/**
 * Search ignores accents as it ignores case ("nunez" finds "Núñez"): `unaccented(text)` wraps the unaccent
 * extension as IMMUTABLE (unaccent itself is only STABLE, as its dictionary could change), so that indexes can be
 * built on it; its dictionary is named with its schema for the same reason. The two name indexes are rebuilt on
 * the unaccented name, and the queries (server/src/modules/profiles/queries/list-profiles.ts, suggest-profiles.ts,
 * accounts/commands/search-accounts.ts) compare `unaccented(…)` of both sides.
 */
export class AccentInsensitiveSearch1796700000001 {
  name = 'AccentInsensitiveSearch1796700000001';

  async up(queryRunner) {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA public');
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION public.unaccented(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
       AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`,
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
