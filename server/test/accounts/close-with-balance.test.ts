import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, signedInClient } from '../support/factories.js';
import { auditLedger, balanceOf, newKey, TRANSFER } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait-for.js';

// Closing an account that holds oDance (docs/product.md#accounts): refused unless the owner forfeits the balance, which
// then moves to the platform account; never destroyed, never left on the erased account.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const DELETE_ACCOUNT = `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) }`;

async function platformBalance(): Promise<number> {
  const [row] = await app.container.dataSource.query(`SELECT balance FROM ledger_account WHERE kind = 'platform' AND owner_account_id IS NULL`);
  return Number(row.balance);
}

async function walletRow(accountId: string): Promise<{ balance: number; closed: boolean } | null> {
  const rows = await app.container.dataSource.query(`SELECT balance, closed_at IS NOT NULL AS closed FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1`, [
    accountId,
  ]);
  return rows[0] ? { balance: Number(rows[0].balance), closed: rows[0].closed } : null;
}

const erased = async (accountId: string) =>
  (await app.container.dataSource.query('SELECT deleted_at FROM account WHERE id = $1', [accountId]))[0].deleted_at !== null;

describe('closing an account with a balance', () => {
  it('answers 409 ACCOUNT_HAS_BALANCE with the balance, over REST and GraphQL, and changes nothing', async () => {
    const { client, account } = await signedInClient(app, { odance: 40 });
    const rest = await client.delete('/api/account', { password: account.password });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'ACCOUNT_HAS_BALANCE', status: 409, type: 'error', params: { balance: 40 } });
    const gql = await client.graphql(DELETE_ACCOUNT, { input: { password: account.password } });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'ACCOUNT_HAS_BALANCE', status: 409, params: { balance: 40 } });
    expect((await client.get('/api/account/data')).status).toBe(200);
    expect(await erased(account.id)).toBe(false);
    expect(await walletRow(account.id)).toEqual({ balance: 40, closed: false });
  });

  it('with forfeitBalance moves the whole balance to the platform account by one forfeit movement, then erases', async () => {
    const { client, account } = await signedInClient(app, { odance: 25 });
    const before = await platformBalance();
    expect((await client.delete('/api/account', { password: account.password, forfeitBalance: 'yes' })).body.params).toMatchObject({
      field: 'forfeitBalance',
      reason: 'invalid',
    });
    const res = await client.delete('/api/account', { password: account.password, forfeitBalance: true });
    expect(res.status).toBe(204);
    expect(await erased(account.id)).toBe(true);
    expect(await walletRow(account.id)).toEqual({ balance: 0, closed: true });
    expect(await platformBalance()).toBe(before + 25);
    const movements = await app.container.dataSource.query(
      `SELECT m.kind, m.idempotency_key, e.amount FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id
       WHERE m.initiator_account_id = $1 AND m.kind = 'forfeit' ORDER BY e.amount`,
      [account.id],
    );
    expect(movements.map((m: { amount: string }) => Number(m.amount))).toEqual([-25, 25]);
    expect(movements[0].idempotency_key).toBe(`forfeit:${account.id}`);
    const audit = await auditLedger(app);
    expect(audit.violations).toEqual([]);
    expect(audit.totals.forfeited).toBeGreaterThanOrEqual(25);
  });

  it('closes an empty account without forfeitBalance (GraphQL too), its wallet closed', async () => {
    const owner = await person(app);
    const gql = await owner.client.graphql(DELETE_ACCOUNT, { input: {} });
    expect(gql.errors).toBeUndefined();
    expect(await erased(owner.id)).toBe(true);
    expect(await walletRow(owner.id)).toEqual({ balance: 0, closed: true });
  });

  it('refuses a transfer to an erased account, and the closed wallet takes no credit even past the command', async () => {
    const sender = await person(app, { odance: 10 });
    const owner = await person(app);
    expect((await owner.client.graphql(DELETE_ACCOUNT, { input: {} })).errors).toBeUndefined();
    const res = await sender.client.graphql(TRANSFER, { input: { recipientId: owner.id, amount: 5, idempotencyKey: newKey() } });
    expect(res.errors?.[0].extensions.code).toBe('ACCOUNT_NOT_FOUND');
    // The database's own CHECK (ledger_account_closed_is_empty): an entry on a closed wallet cannot be written by anyone.
    const qr = app.container.dataSource.createQueryRunner();
    await qr.startTransaction();
    try {
      const [movement] = await qr.query(`INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key) VALUES ('correction', $1, $2) RETURNING id`, [
        sender.id,
        newKey(),
      ]);
      await expect(
        qr.query(
          `INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
           SELECT $1, id, CASE WHEN kind = 'wallet' THEN 1 ELSE -1 END FROM ledger_account
           WHERE (kind = 'wallet' AND owner_account_id = $2) OR kind = 'card_issuance'`,
          [movement.id, owner.id],
        ),
      ).rejects.toMatchObject({ constraint: 'ledger_account_closed_is_empty' });
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
    expect(await balanceOf(app, sender.id)).toBe(10);
    expect((await auditLedger(app)).violations).toEqual([]);
  });
});

/**
 * A transfer and a close racing on the same wallet. A separate connection holds the recipient's wallet lock while
 * both requests queue behind it (each has read what it reads before locking), then lets go: PostgreSQL hands the row
 * lock to the waiters in the order they came.
 */
describe('a transfer arriving while the recipient closes the account', () => {
  async function race(order: 'closeFirst' | 'transferFirst') {
    const sender = await person(app, { odance: 100 });
    const owner = await person(app, { odance: 30 });
    const platformBefore = await platformBalance();
    const holder = new pg.Client({ connectionString: app.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1 FOR UPDATE`, [owner.id]);
      // Waiting on the row lock shows as a lock not granted (on the holder's transaction id, then the tuple).
      const waiting = (count: number) =>
        waitFor(async () => {
          const { rows } = await holder.query(`SELECT count(DISTINCT pid)::int AS n FROM pg_locks WHERE NOT granted`);
          return rows[0].n >= count;
        }, { what: `${count} waiting on the wallet's lock` });
      const close = () => owner.client.delete('/api/account', { forfeitBalance: true });
      const transfer = () => sender.client.graphql(TRANSFER, { input: { recipientId: owner.id, amount: 20, idempotencyKey: newKey() } });
      let closing: ReturnType<typeof close>;
      let sending: ReturnType<typeof transfer>;
      if (order === 'closeFirst') {
        closing = close();
        await waiting(1);
        sending = transfer();
        await waiting(2);
      } else {
        sending = transfer();
        await waiting(1);
        closing = close();
        await waiting(2);
      }
      await holder.query('COMMIT');
      const [closed, sent] = await Promise.all([closing, sending]);
      expect(closed.status).toBe(204);
      return { sender, owner, platformBefore, sent };
    } finally {
      await holder.end();
    }
  }

  it('close first: the transfer is refused (ACCOUNT_NOT_FOUND) and the sender keeps the oDance', async () => {
    const { sender, owner, platformBefore, sent } = await race('closeFirst');
    expect(sent.errors?.[0].extensions.code).toBe('ACCOUNT_NOT_FOUND');
    expect(await balanceOf(app, sender.id)).toBe(100);
    expect(await walletRow(owner.id)).toEqual({ balance: 0, closed: true });
    expect(await platformBalance()).toBe(platformBefore + 30);
    expect((await auditLedger(app)).violations).toEqual([]);
  });

  it('transfer first: the close reads the balance after it and forfeits both', async () => {
    const { sender, owner, platformBefore, sent } = await race('transferFirst');
    expect(sent.errors).toBeUndefined();
    expect(await balanceOf(app, sender.id)).toBe(80);
    expect(await walletRow(owner.id)).toEqual({ balance: 0, closed: true });
    expect(await platformBalance()).toBe(platformBefore + 50);
    expect((await auditLedger(app)).violations).toEqual([]);
  });
});
