import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLookupWith } from '../../src/modules/auth/sessions.js';
import { inLedgerTransaction } from '../../src/modules/ledger/ledger-transaction.js';
import { prepared } from '../../src/shared/database/prepared.js';
import { createAccount, grantOdance } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { EntityManager } from 'typeorm';

// PostgreSQL plans a prepared statement for its values five times, then keeps its generic plan only when that
// does not look dearer. A hot statement that never gets there is planned again on every request (more CPU than
// running it: npm run bench). The counters are per connection, so each check runs on one (a transaction's).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

async function plansOf(manager: EntityManager, sql: string, params: () => unknown[], runs = 8): Promise<{ generic: number; custom: number }> {
  for (let i = 0; i < runs; i++) await manager.query(sql, params());
  const rows: Array<{ generic_plans: string; custom_plans: string }> = await manager.query(
    'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1',
    [sql],
  );
  expect(rows, 'the statement went as a named prepared statement').toHaveLength(1);
  const [row] = rows;
  return { generic: Number(row?.generic_plans), custom: Number(row?.custom_plans) };
}

const someHash = () => randomBytes(32).toString('hex');

describe('hot statements keep their generic plans', () => {
  it('the session lookup of one token is planned for its values only at first; a batch form would be every time', async () => {
    const lookup = sessionLookupWith(() => ({ columns: 'r.id AS other_id', joins: 'LEFT JOIN account r ON r.id = $2' }));
    const other = await createAccount(app);
    await app.container.dataSource.transaction(async (manager) => {
      const one = await plansOf(manager, lookup.one, () => [someHash(), other.id]);
      expect(one.custom).toBeLessThanOrEqual(5);
      expect(one.generic).toBeGreaterThanOrEqual(3);
      // Why the single form exists: the same lookup as a one-element array is planned on every execution.
      const asBatch = await plansOf(manager, lookup.batch, () => [[someHash()], other.id]);
      expect(asBatch.custom).toBe(8);
    });
  });

  it('a ledger transaction plans `id = ANY($1)` generically from the first execution', async () => {
    const a = await createAccount(app);
    const b = await createAccount(app);
    await grantOdance(app, a.id, 1);
    await grantOdance(app, b.id, 1);
    const wallets: Array<{ id: number }> = await app.container.dataSource.query(
      `SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = ANY($1::uuid[])`,
      [[a.id, b.id]],
    );
    const lock = prepared(`SELECT id, balance FROM ledger_account WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE /* test */`);
    const plans = await inLedgerTransaction(app.container.dataSource, (manager) => plansOf(manager, lock, () => [wallets.map((w) => w.id)]));
    expect(plans).toEqual({ generic: 8, custom: 0 });
  });
});
