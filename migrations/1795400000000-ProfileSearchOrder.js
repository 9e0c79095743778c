/**
 * Written by hand: the btree index that lets the typeahead (server/src/modules/profiles/queries/suggest-profiles.ts,
 * tier A) return the names starting with a text in name order and stop after the list, instead of ranking every
 * match. Its expression must stay exactly the query's KEY; the entity declares it with `synchronize: false`
 * (TypeORM cannot express expression indexes).
 * The key is the name in lower case with `_ . -` read as spaces, compared byte-wise (COLLATE "C", so that
 * `LIKE 'text%'` is a range of it). It includes search_name and type so that a range filtered by type is read
 * from the index alone (an index-only scan), whatever the number of names of other types in it.
 */
export class ProfileSearchOrder1795400000000 {
  name = 'ProfileSearchOrder1795400000000';

  async up(queryRunner) {
    await queryRunner.query(
      `CREATE INDEX "profile_search_key" ON "profile" ((lower(translate(search_name, '_.-', '   '))) COLLATE "C", "id") INCLUDE ("search_name", "type")`,
    );
  }

  async down(queryRunner) {
    await queryRunner.query('DROP INDEX "public"."profile_search_key"');
  }
}
