/**
 * The platform account (ledger kind `platform`, no owner): where the balance of a closed account goes when its owner
 * forfeits it, kept in the books rather than destroyed. Hand-written: TypeORM does not see a CHECK's expression
 * change (it compares CHECKs by name), so `ledger_account_owner_matches_kind` is replaced here to let this system
 * account, like card issuance, have no owner.
 * Accounts erased before this migration kept their oDance in a wallet nobody can reach: each such balance moves to
 * the platform account by a `forfeit` movement (the same one closeWallet posts, key `forfeit:<account>`), and every
 * erased account's wallet is closed, so the ledger check's "erased accounts hold nothing" holds for old rows too.
 */
export class PlatformAccountCreated1797300000001 {
  name = 'PlatformAccountCreated1797300000001';

  async up(queryRunner) {
    await queryRunner.query("ALTER TABLE \"ledger_account\" DROP CONSTRAINT \"ledger_account_owner_matches_kind\"");
    await queryRunner.query("ALTER TABLE \"ledger_account\" ADD CONSTRAINT \"ledger_account_owner_matches_kind\" CHECK ((kind IN ('card_issuance', 'platform')) = (owner_account_id IS NULL))");
    await queryRunner.query("INSERT INTO ledger_account (kind) VALUES ('platform')");
    await queryRunner.query(`WITH erased AS (
        SELECT w.id AS wallet_id, w.owner_account_id, w.balance FROM ledger_account w JOIN account a ON a.id = w.owner_account_id
        WHERE w.kind = 'wallet' AND a.deleted_at IS NOT NULL AND w.balance > 0),
      moved AS (
        INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key)
        SELECT 'forfeit', owner_account_id, 'forfeit:' || owner_account_id FROM erased RETURNING id, initiator_account_id)
      INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
      SELECT moved.id, side.account_id, side.amount FROM moved JOIN erased ON erased.owner_account_id = moved.initiator_account_id
      CROSS JOIN LATERAL (VALUES (erased.wallet_id, -erased.balance),
        ((SELECT id FROM ledger_account WHERE kind = 'platform' AND owner_account_id IS NULL), erased.balance)) AS side(account_id, amount)`);
    await queryRunner.query(`UPDATE ledger_account w SET closed_at = a.deleted_at FROM account a
      WHERE a.id = w.owner_account_id AND w.kind = 'wallet' AND a.deleted_at IS NOT NULL`);
  }

  async down(queryRunner) {
    // Refused by ledger_entry's foreign key once a forfeit moved oDance there (entries are never deleted): intended.
    await queryRunner.query("DELETE FROM ledger_account WHERE kind = 'platform' AND owner_account_id IS NULL");
    await queryRunner.query("ALTER TABLE \"ledger_account\" DROP CONSTRAINT \"ledger_account_owner_matches_kind\"");
    await queryRunner.query("ALTER TABLE \"ledger_account\" ADD CONSTRAINT \"ledger_account_owner_matches_kind\" CHECK ((kind = 'card_issuance') = (owner_account_id IS NULL))");
  }
}
