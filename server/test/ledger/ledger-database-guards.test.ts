import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLedgerTransaction } from '../../src/modules/ledger/ledger-transaction.js';
import { postMovement } from '../../src/modules/ledger/post-movement.js';
import { cardIssuanceAccount, walletOf } from '../../src/modules/ledger/ledger-accounts.js';
import { createAccount } from '../support/factories.js';
import { auditLedger, balanceOf } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let accountId: string;
let wallet: number;
let issuance: number;
beforeAll(async () => {
  app = await startTestApp();
  accountId = (await createAccount(app, { authMethod: 'google', odance: 10 })).id;
  wallet = await walletOf(app.container.dataSource.manager, accountId);
  issuance = await cardIssuanceAccount(app.container.dataSource.manager);
});
afterAll(async () => {
  await app?.stop();
});

/** Runs raw SQL in one transaction, as code that bypassed postMovement would. */
async function rawTransaction(statements: Array<[string, unknown[]?]>): Promise<void> {
  await app.container.dataSource.transaction(async (manager) => {
    for (const [sql, params] of statements) await manager.query(sql, params ?? []);
  });
}

const newMovement = (key: string) => [
  `INSERT INTO ledger_movement (id, kind, initiator_account_id, idempotency_key) VALUES ('${key}', 'correction', $1, $2)`,
  [accountId, key],
] as [string, unknown[]];

describe('PostgreSQL holds the ledger invariants by itself', () => {
  it('refuses at commit a movement whose entries do not sum to zero, or that has none', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    await expect(
      rawTransaction([newMovement(id), [`INSERT INTO ledger_entry (movement_id, ledger_account_id, amount) VALUES ($1, $2, 5)`, [id, wallet]]]),
    ).rejects.toThrow(/unbalanced/);
    await expect(rawTransaction([newMovement('22222222-2222-4222-8222-222222222222')])).rejects.toThrow(/unbalanced/);
    expect(await balanceOf(app, accountId)).toBe(10);
  });

  it('refuses a wallet below zero even when the code forgot to check', async () => {
    const id = '33333333-3333-4333-8333-333333333333';
    await expect(
      rawTransaction([
        newMovement(id),
        [`INSERT INTO ledger_entry (movement_id, ledger_account_id, amount) VALUES ($1, $2, -11), ($1, $3, 11)`, [id, wallet, issuance]],
      ]),
    ).rejects.toThrow(/ledger_account_wallet_not_negative/);
  });

  it('refuses edits and deletions of movements and entries, and balance changes not made by entries', async () => {
    const { dataSource } = app.container;
    await expect(dataSource.query(`UPDATE ledger_entry SET amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(dataSource.query(`DELETE FROM ledger_entry`)).rejects.toThrow(/append-only/);
    await expect(dataSource.query(`UPDATE ledger_movement SET message = 'edited'`)).rejects.toThrow(/append-only/);
    await expect(dataSource.query(`DELETE FROM ledger_movement`)).rejects.toThrow(/append-only/);
    await expect(dataSource.query(`TRUNCATE ledger_entry CASCADE`)).rejects.toThrow(/append-only/);
    await expect(dataSource.query(`UPDATE ledger_account SET balance = 1000 WHERE id = $1`, [wallet])).rejects.toThrow(/only through ledger entries/);
    await expect(dataSource.query(`INSERT INTO ledger_account (kind, owner_account_id, balance) VALUES ('distributor_credit', $1, 5)`, [accountId])).rejects.toThrow(/starts at balance 0/);
    expect((await auditLedger(app)).ok).toBe(true);
  });

  it('keeps a paid payment final', async () => {
    const { dataSource } = app.container;
    const [payment] = await dataSource.query(
      `INSERT INTO payment (account_id, amount, unit_price_cents, total_cents, provider, buyer_name) VALUES ($1, 1, 100, 100, 'test', 'T P') RETURNING id`,
      [accountId],
    );
    const movement = await inLedgerTransaction(dataSource, async (manager) =>
      postMovement(manager, {
        kind: 'purchase',
        initiatorAccountId: accountId,
        idempotencyKey: `payment:${payment.id}`,
        entries: [
          { ledgerAccountId: issuance, amount: -1 },
          { ledgerAccountId: wallet, amount: 1 },
        ],
      }),
    );
    await dataSource.query(`UPDATE payment SET status = 'paid', movement_id = $2, paid_at = now(), invoice_number = nextval('invoice_number_seq') WHERE id = $1`, [payment.id, movement.id]);
    await expect(dataSource.query(`UPDATE payment SET status = 'expired' WHERE id = $1`, [payment.id])).rejects.toThrow(/paid and can no longer change/);
    await expect(dataSource.query(`DELETE FROM payment WHERE id = $1`, [payment.id])).rejects.toThrow(/paid and can no longer change/);
    expect((await auditLedger(app)).ok).toBe(true);
  });
});

describe('inLedgerTransaction', () => {
  it('re-runs a transaction that hit a deadlock or serialization failure, and gives up with LEDGER_BUSY, never a 5xx', async () => {
    let calls = 0;
    const result = await inLedgerTransaction(app.container.dataSource, () => {
      calls += 1;
      if (calls < 3) return Promise.reject(Object.assign(new Error(calls === 1 ? 'deadlock detected' : 'could not serialize'), { code: calls === 1 ? '40P01' : '40001' }));
      return Promise.resolve('done');
    });
    expect([result, calls]).toEqual(['done', 3]);
    await expect(
      inLedgerTransaction(app.container.dataSource, () => Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }))),
    ).rejects.toMatchObject({ code: 'LEDGER_BUSY', status: 409 });
  });
});
