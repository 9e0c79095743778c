/**
 * Written by hand: the btree indexes that let a name search return its best matches in order and stop after a
 * page (server/src/modules/profiles/queries/list-profiles.ts, SEARCH_TIERS), instead of ranking every match.
 * Their expressions must stay exactly those of SEARCH_KEY / SEARCH_TAIL; the entity declares them with
 * `synchronize: false` (TypeORM cannot express expression indexes).
 * - profile_search_key: the name, lower case, `_ . -` as spaces, byte order: "the name starts with …",
 *   covering search_name so that "contains …" can walk it in order without reading the table.
 * - profile_search_tail: the same from the second word on, for "the second word starts with …".
 * A finer histogram of search_name lets the planner tell a rare fragment ("nnab") from a common one ("ova").
 */
export class ProfileSearchOrder1795400000000 {
  name = 'ProfileSearchOrder1795400000000';

  async up(queryRunner) {
    await queryRunner.query(
      `CREATE INDEX "profile_search_key" ON "profile" ((lower(translate(search_name, '_.-', '   '))) COLLATE "C", "id") INCLUDE ("search_name")`,
    );
    await queryRunner.query(
      `CREATE INDEX "profile_search_tail" ON "profile" ((substr(lower(translate(search_name, '_.-', '   ')), strpos(lower(translate(search_name, '_.-', '   ')), ' ') + 1)) COLLATE "C", (lower(translate(search_name, '_.-', '   '))) COLLATE "C", "id") WHERE strpos(lower(translate(search_name, '_.-', '   ')), ' ') > 0`,
    );
    await queryRunner.query('ALTER TABLE "profile" ALTER COLUMN "search_name" SET STATISTICS 1000');
  }

  async down(queryRunner) {
    await queryRunner.query('ALTER TABLE "profile" ALTER COLUMN "search_name" SET STATISTICS -1');
    await queryRunner.query('DROP INDEX "public"."profile_search_tail"');
    await queryRunner.query('DROP INDEX "public"."profile_search_key"');
  }
}
