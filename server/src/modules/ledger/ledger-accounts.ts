import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { postMovement } from './post-movement.js';
import { oneRow } from '../../shared/database/one-row.js';

type Queryable = Pick<EntityManager, 'query'>;

// The wallet of `owner` (an SQL expression: a parameter or another module's column) as a scalar subquery, for the
// one-statement reads of other modules (a transfer's parties, `me`): they never name this module's table.
/** The id of `owner`'s wallet, null while it has none. */
export const walletIdSql = (owner: string): string => `(SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = ${owner})`;
/** The balance of `owner`'s wallet, null while it has none. */
export const walletBalanceSql = (owner: string): string => `(SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = ${owner})`;

/**
 * The wallet of a user account, created on first use. Safe under concurrency: the unique index decides
 * between two first uses, and the loser reads the winner's row.
 */
export async function walletOf(db: Queryable, accountId: string): Promise<number> {
  const existing: Array<{ id: number }> = await db.query(`SELECT id FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1`, [accountId]);
  const [wallet] = existing;
  if (wallet) return wallet.id;
  const created: Array<{ id: number }> = await db.query(
    `INSERT INTO ledger_account (kind, owner_account_id) VALUES ('wallet', $1) ON CONFLICT DO NOTHING RETURNING id`,
    [accountId],
  );
  return created[0]?.id ?? walletOf(db, accountId);
}

/** The card issuance account: every purchased oDance comes from it (the Ledger migration creates it). */
export async function cardIssuanceAccount(db: Queryable): Promise<number> {
  const rows: Array<{ id: number }> = await db.query(`SELECT id FROM ledger_account WHERE kind = 'card_issuance' AND owner_account_id IS NULL`);
  const [account] = rows;
  if (account) return account.id;
  await db.query(`INSERT INTO ledger_account (kind) VALUES ('card_issuance') ON CONFLICT DO NOTHING`);
  return cardIssuanceAccount(db);
}

/**
 * A distributor's credit line and settled ledger accounts, opened on first need (balance 0): modules/distributors
 * calls it when it makes an account a distributor. The unique (kind, owner) index makes a second opening a no-op.
 */
export async function openDistributorLedgerAccounts(db: Queryable, accountId: string): Promise<{ creditLineId: number; settledAccountId: number }> {
  await db.query(
    `INSERT INTO ledger_account (kind, owner_account_id) VALUES ('distributor_credit', $1), ('distributor_settled', $1) ON CONFLICT DO NOTHING`,
    [accountId],
  );
  const rows: Array<{ id: number; kind: string }> = await db.query(
    `SELECT id, kind FROM ledger_account WHERE owner_account_id = $1 AND kind IN ('distributor_credit', 'distributor_settled')`,
    [accountId],
  );
  const idOf = (kind: string) => rows.find((row) => row.kind === kind)!.id;
  return { creditLineId: idOf('distributor_credit'), settledAccountId: idOf('distributor_settled') };
}

/** One ledger account's balance, as the caller's transaction sees it (a distributor's credit line: its used limit). */
export async function ledgerAccountBalance(db: Queryable, ledgerAccountId: number): Promise<number> {
  const [account]: Array<{ balance: string }> = await db.query('SELECT balance FROM ledger_account WHERE id = $1', [ledgerAccountId]);
  if (!account) throw new Error(`unknown ledger account ${ledgerAccountId}`);
  return Number(account.balance);
}

/** A user's oDance: 0 for someone who never held any (no wallet yet). */
export async function walletBalance(db: Queryable, accountId: string): Promise<number> {
  const [wallet]: Array<{ balance: string }> = await db.query(
    `SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = $1`,
    [accountId],
  );
  return wallet ? Number(wallet.balance) : 0;
}

/** The platform account: what closed accounts forfeited (the PlatformAccountCreated migration creates it). */
export async function platformAccount(db: Queryable): Promise<number> {
  const [account]: Array<{ id: number }> = await db.query(`SELECT id FROM ledger_account WHERE kind = 'platform' AND owner_account_id IS NULL`);
  if (!account) throw new Error('the platform ledger account is missing (migration PlatformAccountCreated)');
  return account.id;
}

/**
 * Closes the wallet of an account being erased, inside the erasure's transaction (run in inLedgerTransaction when a
 * forfeit may post). The wallet is created if the account never had one and locked FOR UPDATE, so its balance is
 * read after any transfer already holding it commits; a positive balance is refused (ACCOUNT_HAS_BALANCE with
 * `params.balance`) unless `forfeit`, in which case one `forfeit` movement moves it to the platform account. Then
 * `closed_at` is set: a transfer or distribution that waited on this lock reads it in the same locking statement
 * (postMovement's CLAIM_AND_LOCK returns the row's newest version) and is refused, and the CHECK
 * `ledger_account_closed_is_empty` keeps any other credit off it. Returns the forfeited oDance (0 for none).
 */
export async function closeWallet(manager: EntityManager, accountId: string, options: { forfeit: boolean }): Promise<number> {
  const walletId = await walletOf(manager, accountId);
  // walletOf has just returned (or created) this wallet, and a ledger account is never deleted.
  const wallet = oneRow<{ balance: string; closed: boolean }>(await manager.query(
    `SELECT balance, closed_at IS NOT NULL AS closed FROM ledger_account WHERE id = $1 FOR UPDATE`,
    [walletId],
  ));
  if (wallet.closed) return 0;
  const balance = Number(wallet.balance);
  if (balance > 0 && !options.forfeit) throw new AppError(ErrorCode.ACCOUNT_HAS_BALANCE, { balance });
  if (balance > 0) {
    await postMovement(manager, {
      kind: 'forfeit',
      initiatorAccountId: accountId,
      // One close per account: a retried transaction claims the same key afresh (the first attempt rolled back).
      idempotencyKey: `forfeit:${accountId}`,
      entries: [
        { ledgerAccountId: walletId, amount: -balance },
        { ledgerAccountId: await platformAccount(manager), amount: balance },
      ],
    });
  }
  await manager.query(`UPDATE ledger_account SET closed_at = now() WHERE id = $1`, [walletId]);
  return balance;
}
