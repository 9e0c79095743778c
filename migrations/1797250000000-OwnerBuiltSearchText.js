/**
 * Accent-insensitive search that a database owner can build (PRODUCT.md §12: no superuser; managed PostgreSQL has
 * none). The `unaccented()` function of 1796700000001-AccentInsensitiveSearch.js was declared in `LANGUAGE c`, which
 * only a superuser may do; that migration now only creates the extension (trusted, so the owner may), and this one
 * replaces the function by a column: `profile.search_text` = `unaccent(search_name)`, kept by a trigger (PL/pgSQL
 * is trusted), indexed as the name was. unaccent is STABLE (its rules file could change): the stored value is what
 * it gave when the row was written; after changing the rules, `UPDATE profile SET search_name = search_name`
 * rebuilds every row. The queries unaccent their own text once per statement (a scalar sub-select).
 */
export class OwnerBuiltSearchText1797250000000 {
  name = 'OwnerBuiltSearchText1797250000000';

  async up(queryRunner) {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "unaccent" WITH SCHEMA public');
    await queryRunner.query('DROP INDEX IF EXISTS "public"."profile_search_name_trgm"');
    await queryRunner.query('DROP INDEX IF EXISTS "public"."profile_search_key"');
    // A database migrated earlier by a superuser still has the C function; its owner may drop it, nobody else need.
    await queryRunner.query(`DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_proc WHERE oid = to_regprocedure('public.unaccented(text)') AND pg_has_role(proowner, 'USAGE')) THEN
        DROP FUNCTION public.unaccented(text);
      END IF;
    END $$`);
    await queryRunner.query(
      `CREATE FUNCTION public.profile_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.search_text := public.unaccent('public.unaccent'::regdictionary, NEW.search_name);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query('ALTER TABLE "profile" ADD "search_text" text');
    await queryRunner.query("UPDATE \"profile\" SET \"search_text\" = public.unaccent('public.unaccent'::regdictionary, \"search_name\")");
    await queryRunner.query('ALTER TABLE "profile" ALTER COLUMN "search_text" SET NOT NULL');
    await queryRunner.query(
      'CREATE TRIGGER "profile_search_text" BEFORE INSERT OR UPDATE OF "search_name" ON "profile" FOR EACH ROW EXECUTE FUNCTION public.profile_search_text()',
    );
    await queryRunner.query('CREATE INDEX "profile_search_name_trgm" ON "profile" USING gin ("search_text" gin_trgm_ops)');
    await queryRunner.query(
      `CREATE INDEX "profile_search_key" ON "profile" ((lower(translate(search_text, '_.-', '   '))) COLLATE "C", "id") INCLUDE ("search_name", "type")`,
    );
  }

  async down(queryRunner) {
    await queryRunner.query('DROP INDEX "public"."profile_search_key"');
    await queryRunner.query('DROP INDEX "public"."profile_search_name_trgm"');
    await queryRunner.query('DROP TRIGGER "profile_search_text" ON "profile"');
    await queryRunner.query('ALTER TABLE "profile" DROP COLUMN "search_text"');
    await queryRunner.query('DROP FUNCTION public.profile_search_text()');
    await queryRunner.query(`CREATE INDEX "profile_search_key" ON "profile" ((lower(translate(search_name, '_.-', '   '))) COLLATE "C", "id") INCLUDE ("search_name", "type")`);
    await queryRunner.query('CREATE INDEX "profile_search_name_trgm" ON "profile" USING gin ("search_name" gin_trgm_ops)');
  }
}
