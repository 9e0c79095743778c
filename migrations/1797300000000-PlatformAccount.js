/**
 * Closing an account with a balance (docs/product.md#accounts): the kinds for the platform account and the forfeit
 * movement, and a wallet's `closed_at` (server/src/modules/ledger/ledger-accounts.ts closeWallet). Written from
 * `npm run migration:generate -- PlatformAccount` without its index rebuilds (adding an enum value needs none). The
 * new values are used in the next migration, PlatformAccountCreated: PostgreSQL refuses an enum value in the
 * transaction that adds it.
 */
export class PlatformAccount1797300000000 {
  name = 'PlatformAccount1797300000000';

  async up(queryRunner) {
    await queryRunner.query("ALTER TYPE \"public\".\"ledger_account_kind\" ADD VALUE IF NOT EXISTS 'platform'");
    await queryRunner.query("ALTER TYPE \"public\".\"ledger_movement_kind\" ADD VALUE IF NOT EXISTS 'forfeit'");
    await queryRunner.query("ALTER TABLE \"ledger_account\" ADD \"closed_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"ledger_account\" ADD CONSTRAINT \"ledger_account_closed_is_empty\" CHECK (closed_at IS NULL OR balance = 0)");
  }

  async down(queryRunner) {
    await queryRunner.query("ALTER TABLE \"ledger_account\" DROP CONSTRAINT \"ledger_account_closed_is_empty\"");
    await queryRunner.query("ALTER TABLE \"ledger_account\" DROP COLUMN \"closed_at\"");
    // PostgreSQL cannot drop an enum value: 'platform' and 'forfeit' stay in their types, unused (up adds them IF NOT EXISTS).
  }
}
