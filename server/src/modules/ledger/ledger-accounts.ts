import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/**
 * The wallet of a user account, created on first use. Safe under concurrency: the unique index decides
 * between two first uses, and the loser reads the winner's row.
 */
export async function walletOf(db: Queryable, accountId: string): Promise<number> {
  const existing: Array<{ id: number }> = await db.query(`SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1`, [accountId]);
  if (existing.length > 0) return existing[0].id;
  const created: Array<{ id: number }> = await db.query(
    `INSERT INTO ledger_account (kind, owner_account_id) VALUES ('wallet', $1) ON CONFLICT DO NOTHING RETURNING id`,
    [accountId],
  );
  return created[0]?.id ?? walletOf(db, accountId);
}

/** The card issuance account: every purchased oDance comes from it (the Ledger migration creates it). */
export async function cardIssuanceAccount(db: Queryable): Promise<number> {
  const rows: Array<{ id: number }> = await db.query(`SELECT id FROM ledger_account WHERE kind = 'card_issuance' AND owner_account_id IS NULL`);
  if (rows.length > 0) return rows[0].id;
  await db.query(`INSERT INTO ledger_account (kind) VALUES ('card_issuance') ON CONFLICT DO NOTHING`);
  return cardIssuanceAccount(db);
}

/** A user's oDance: 0 for someone who never held any (no wallet yet). */
export async function walletBalance(db: Queryable, accountId: string): Promise<number> {
  const rows: Array<{ balance: string }> = await db.query(
    `SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1`,
    [accountId],
  );
  return rows.length > 0 ? Number(rows[0].balance) : 0;
}
