import { assert, describe, expect, it } from 'vitest';
import { auditMoney } from '../../src/app/money-audit.js';
import { openDatabase } from '../../src/app/database.js';
import { createTestDatabase } from '../support/database.js';

// The PlatformAccountCreated migration on a database that already holds an account erased with oDance in its wallet
// (possible before closing refused it): the balance is forfeited to the platform account, the wallet closed, and the
// books stay clean.
describe('migration PlatformAccountCreated', () => {
  it('forfeits and closes the wallets of accounts erased before it', async () => {
    const dataSource = await openDatabase(await createTestDatabase());
    try {
      // Back to before PlatformAccount (and every migration after it), whatever came later.
      for (;;) {
        const [last]: Array<{ name: string }> = await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
        await dataSource.undoLastMigration({ transaction: 'each' });
        assert(last, 'a migration to undo');
        if (last.name === 'PlatformAccount1797300000000') break;
      }
      const [erased] = await dataSource.query(
        `INSERT INTO account (email, first_name, last_name, role, active, auth_method, deleted_at)
         VALUES ('deleted-x@deleted.invalid', 'Deleted', 'account', 'user', false, 'google', now()) RETURNING id`,
      );
      const [live] = await dataSource.query(
        `INSERT INTO account (email, first_name, last_name, role, active, auth_method) VALUES ('live@example.com', 'Live', 'One', 'user', true, 'google') RETURNING id`,
      );
      // 40 oDance bought by the erased account, 7 by the live one, as purchases write them (card issuance → wallet).
      for (const [owner, amount] of [
        [erased.id, 40],
        [live.id, 7],
      ] as const) {
        await dataSource.transaction(async (manager) => {
          const [wallet] = await manager.query(`INSERT INTO ledger_account (kind, owner_account_id) VALUES ('wallet', $1) RETURNING id`, [owner]);
          const [movement] = await manager.query(
            `INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key) VALUES ('correction', $1, 'seed:1') RETURNING id`,
            [owner],
          );
          await manager.query(
            `INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
             VALUES ($1, $2, $3), ($1, (SELECT id FROM ledger_account WHERE kind = 'card_issuance'), $4)`,
            [movement.id, wallet.id, amount, -amount],
          );
        });
      }
      await dataSource.runMigrations({ transaction: 'each' });

      const wallets = await dataSource.query(
        `SELECT owner_account_id, balance::int, closed_at IS NOT NULL AS closed FROM ledger_account WHERE kind = 'wallet' ORDER BY balance`,
      );
      expect(wallets).toEqual([
        { owner_account_id: erased.id, balance: 0, closed: true },
        { owner_account_id: live.id, balance: 7, closed: false },
      ]);
      const [platform] = await dataSource.query(`SELECT balance::int FROM ledger_account WHERE kind = 'platform'`);
      expect(platform.balance).toBe(40);
      const report = await auditMoney((sql) => dataSource.query(sql));
      expect(report.violations).toEqual([]);
      expect(report.totals.forfeited).toBe(40);
    } finally {
      await dataSource.destroy();
    }
  });
});
