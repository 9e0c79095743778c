/**
 * Affiliations both ways (PRODUCT.md §15): an affiliation that links an organisation profile is a request its owner
 * accepts or declines. Its state lives on the affiliation row (kept, with the row's id, when its member profile is
 * saved again: modules/profiles/commands/replace-profile-children.ts); null for free text and trainer links. Links
 * made before are taken as accepted (they were made under the old rule and organisations' pages would otherwise
 * lose every member at once). A new notification kind tells an organisation's owner of a request.
 */
const KINDS_BEFORE = ['transferReceived', 'distributionReceived', 'paymentPaid', 'paymentFailed', 'paymentExpired', 'collectionDue', 'accountApproved'];
const kindCheck = (kinds) => `ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_check" CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;

export class AffiliationRequests1797730000001 {
  name = 'AffiliationRequests1797730000001';

  async up(queryRunner) {
    await queryRunner.query(`ALTER TABLE "profile_affiliation" ADD "status" text, ADD "requested_at" TIMESTAMP WITH TIME ZONE, ADD "answered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "profile_affiliation" ADD CONSTRAINT "profile_affiliation_status_check" CHECK (status IN ('pending', 'accepted', 'declined'))`);
    await queryRunner.query(`UPDATE "profile_affiliation" SET status = 'accepted', requested_at = now() WHERE linked_profile_id IS NOT NULL AND list <> 'trainers'`);
    await queryRunner.query(`CREATE INDEX "profile_affiliation_requests_idx" ON "profile_affiliation" ("linked_profile_id", "status") WHERE status IS NOT NULL`);
    await queryRunner.query('ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_check"');
    await queryRunner.query(kindCheck([...KINDS_BEFORE, 'affiliationRequested']));
  }

  async down(queryRunner) {
    await queryRunner.query(`DELETE FROM "notification" WHERE kind = 'affiliationRequested'`);
    await queryRunner.query('ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_check"');
    await queryRunner.query(kindCheck(KINDS_BEFORE));
    await queryRunner.query('DROP INDEX "profile_affiliation_requests_idx"');
    await queryRunner.query('ALTER TABLE "profile_affiliation" DROP CONSTRAINT "profile_affiliation_status_check"');
    await queryRunner.query('ALTER TABLE "profile_affiliation" DROP COLUMN "answered_at", DROP COLUMN "requested_at", DROP COLUMN "status"');
  }
}
