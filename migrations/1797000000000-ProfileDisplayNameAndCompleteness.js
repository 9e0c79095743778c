/**
 * PRODUCT.md §9 (server/src/modules/profiles/README.md):
 * - organisations' display names: `display_name`, backfilled with the default rule (the name with `_` and `.` read
 *   as spaces, packages/contract/src/profiles.ts `defaultDisplayName`); `search_name` follows it, as the commands
 *   write it (commands/profile-columns.ts: the display name, then the name when it reads differently);
 * - Explore's ranking: `completeness` (one point each for an avatar, a bio, a dance style, an achievement) and the
 *   btree `profile_explore_order` that returns `completeness DESC, created_at DESC, id` in order, so a page of the
 *   default Explore list reads a page of the index, not every profile.
 */
export class ProfileDisplayNameAndCompleteness1797000000000 {
  name = 'ProfileDisplayNameAndCompleteness1797000000000';

  async up(queryRunner) {
    await queryRunner.query('ALTER TABLE "profile" ADD "display_name" character varying(128)');
    await queryRunner.query('ALTER TABLE "profile" ADD "completeness" smallint NOT NULL DEFAULT \'0\'');
    await queryRunner.query(`UPDATE profile SET display_name = regexp_replace(name, '[_.]+', ' ', 'g'), search_name = regexp_replace(name, '[_.]+', ' ', 'g') WHERE name IS NOT NULL`);
    // Links to an organisation show its display name (commands/update-profile.ts keeps them in step).
    await queryRunner.query('UPDATE profile_affiliation a SET name = p.display_name FROM profile p WHERE a.linked_profile_id = p.id AND p.display_name IS NOT NULL');
    await queryRunner.query(
      `UPDATE profile p SET completeness = (p.avatar_url IS NOT NULL)::int + (p.bio IS NOT NULL)::int + (cardinality(p.dance_styles) > 0)::int
         + (EXISTS (SELECT 1 FROM profile_achievement a WHERE a.profile_id = p.id))::int`,
    );
    await queryRunner.query('CREATE INDEX "profile_explore_order" ON "profile" ("completeness" DESC, "created_at" DESC, "id")');
  }

  async down(queryRunner) {
    await queryRunner.query('DROP INDEX "public"."profile_explore_order"');
    await queryRunner.query('UPDATE profile SET search_name = name WHERE name IS NOT NULL');
    await queryRunner.query('UPDATE profile_affiliation a SET name = p.name FROM profile p WHERE a.linked_profile_id = p.id AND p.name IS NOT NULL');
    await queryRunner.query('ALTER TABLE "profile" DROP COLUMN "completeness"');
    await queryRunner.query('ALTER TABLE "profile" DROP COLUMN "display_name"');
  }
}
