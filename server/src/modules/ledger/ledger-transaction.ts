import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { directQuery, directQueryAfter, directQueryThen, type RunStatement } from '../../shared/database/direct-query.js';
import { PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE, pgErrorCode } from '../../shared/database/pg-error.js';
import { prepared } from '../../shared/database/prepared.js';

const MAX_ATTEMPTS = 8;
const PG_LOCK_NOT_AVAILABLE = '55P03';
// Transient by nature: the same transaction run again a moment later succeeds.
const RETRYABLE = new Set([PG_SERIALIZATION_FAILURE, PG_DEADLOCK_DETECTED, PG_LOCK_NOT_AVAILABLE]);

// The transaction's start in ONE round trip (a parameterless query may hold several statements): TypeORM's
// transaction() sends START TRANSACTION alone first. Round trips are what a movement costs under load, for the
// process more than for PostgreSQL (docs/decisions.md#one-round-trip). A stuck lock holder must not pin a request forever: the lock timeout is retried like a deadlock.
// Generic plans: a movement's statements are key lookups whose plan never depends on the values, but PostgreSQL
// would plan `id = ANY($1)` for its values on every execution (a generic plan assumes ten elements and so looks
// dearer; docs/decisions.md#prepared-statements-and-the-driver).
// Marked, so that a first read sent with them (queryAfter) binds all four under one Sync.
const BEGIN_STATEMENTS = [
  prepared('BEGIN ISOLATION LEVEL READ COMMITTED'),
  prepared(`SET LOCAL lock_timeout = '5s'`),
  prepared('SET LOCAL plan_cache_mode = force_generic_plan'),
];
const BEGIN = BEGIN_STATEMENTS.join('; ');
// Marked, so that a last statement can carry it (queryAndCommit).
const COMMIT = prepared('COMMIT');

// The connection of each ledger transaction running, and whether its last statement carried the COMMIT.
const transactions = new WeakMap<QueryRunner, 'open' | 'committed'>();

/**
 * The ledger transaction's LAST statement (a marked one) and its COMMIT in ONE round trip: a movement's entries
 * (post-movement.ts), when nothing follows them. The rows of `text`. When it fails, PostgreSQL skips the COMMIT and
 * the transaction rolls back as for any failure; when the COMMIT fails (a check deferred to it), that is the error.
 * Nothing may be sent with `manager` after it: it would run outside the transaction.
 */
export async function queryAndCommit<Row>(manager: EntityManager, text: string, params: unknown[]): Promise<Row[]> {
  const runner = manager.queryRunner;
  if (!runner || transactions.get(runner) !== 'open') throw new Error('queryAndCommit: not inside a ledger transaction');
  const rows = await directQueryThen<Row>(manager, text, params, [COMMIT]);
  transactions.set(runner, 'committed');
  return rows;
}

// What runs after a ledger transaction committed, per database (the live updates' wake-up: modules/live/live-hub.ts
// `wake`; one per app, and tests run several apps in one process).
const afterCommit = new WeakMap<DataSource, () => void>();

/** Calls `listener` after every committed ledger transaction on `dataSource` (it must not throw). */
export function afterLedgerCommit(dataSource: DataSource, listener: () => void): void {
  afterCommit.set(dataSource, listener);
}

/**
 * Runs money-moving work in one READ COMMITTED transaction and re-runs it on a serialization failure,
 * deadlock or lock timeout, with a jittered back-off. The work must therefore be safe to repeat (it is: the
 * whole transaction rolled back). After the last attempt the caller gets LEDGER_BUSY (409), never a 5xx.
 */
export function inLedgerTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return inLedgerTransactionOpenedBy(dataSource, () => Promise.resolve(undefined), work);
}

/**
 * inLedgerTransaction whose first read travels with BEGIN: one round trip less (a transfer reads its viewer, the
 * recipient and both wallets there: commands/transfer-odance.ts). On each attempt `open` runs first and may call
 * `run` once, for its only statement (a marked one, shared/database/prepared.ts); what it returns is `work`'s second argument. When it does not call `run`,
 * BEGIN goes alone before `work`.
 */
export async function inLedgerTransactionOpenedBy<O, T>(
  dataSource: DataSource,
  open: (run: RunStatement) => Promise<O>,
  work: (manager: EntityManager, opened: O) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(dataSource, open, work);
    } catch (error) {
      const code = pgErrorCode(error);
      if (!code || !RETRYABLE.has(code)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new AppError(ErrorCode.LEDGER_BUSY);
      await sleep(Math.random() * 10 * 2 ** Math.min(attempt, 5));
    }
  }
}

/** What dataSource.transaction() does (commit, or roll back and rethrow; release), begun with BEGIN above. */
async function inTransaction<O, T>(
  dataSource: DataSource,
  open: (run: RunStatement) => Promise<O>,
  work: (manager: EntityManager, opened: O) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  transactions.set(runner, 'open');
  let begun = false;
  try {
    try {
      const run: RunStatement = (text, params) => {
        if (begun) throw new Error('inLedgerTransactionOpenedBy: one opening statement at most');
        begun = true;
        return directQueryAfter(runner.manager, BEGIN_STATEMENTS, text, params);
      };
      const opened = await open(run);
      if (!begun) {
        begun = true;
        await directQuery(runner.manager, BEGIN);
      }
      // TypeORM's own flag, so that an entity save inside `work` joins this transaction instead of opening one.
      (runner as { isTransactionActive: boolean }).isTransactionActive = true;
      const result = await work(runner.manager, opened);
      if (transactions.get(runner) !== 'committed') await directQuery(runner.manager, COMMIT);
      afterCommit.get(dataSource)?.();
      return result;
    } catch (error) {
      // Also after a BEGIN that failed half-way: the connection goes back to the pool outside any transaction.
      // Not when `open` refused before anything was sent (a signed-out transfer).
      if (begun) await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    transactions.delete(runner);
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    await runner.release();
  }
}
