import type pg from 'pg';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { queryAfter, queryThen } from './prepared.js';

/**
 * A statement sent to node-postgres directly, past TypeORM's QueryRunner.query (per statement: a runner made and
 * released, three awaits, its broadcaster hooks, a QueryResult: docs/decisions.md#prepared-statements-and-the-driver).
 * For the hot paths only: a ledger movement's statements, on the connection its transaction
 * holds (inLedgerTransaction), and the session lookup, on the pool. Anything else (or a pool that is closing) takes
 * TypeORM's path. Errors are pg's own rather than QueryFailedError: pgErrorCode, pgConstraint and normalize-error
 * read both. TypeORM's logger is told of each statement, as TypeORM itself would.
 */
export async function directQuery<Row>(db: EntityManager | DataSource, text: string, params?: unknown[]): Promise<Row[]> {
  const [dataSource, runner, client] = db instanceof DataSource ? [db, undefined, poolOf(db)] : [db.dataSource, db.queryRunner, connectionOf(db)];
  if (!client) return db.query(text, params);
  // Off in production; the round-trip tests count statements with it (server/test/ledger/round-trips.test.ts).
  dataSource.logger.logQuery(text, params, runner);
  return (await client.query<Row & pg.QueryResultRow>(text, params)).rows;
}

/** Sends one statement somewhere chosen by the caller (a transaction's opening round trip) and answers its rows. */
export type RunStatement = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

/**
 * `before` (parameterless marked statements: a transaction's BEGIN) and the marked statement `text` in ONE round
 * trip, on the connection `manager`'s transaction holds (prepared.ts queryAfter); the rows of `text`. Logged as one
 * statement.
 */
export async function directQueryAfter<Row>(manager: EntityManager, before: string[], text: string, params: unknown[]): Promise<Row[]> {
  const client = connectionOf(manager);
  if (!client) throw new Error('directQueryAfter: no connection held by this manager');
  manager.dataSource.logger.logQuery(`${before.join('; ')}; ${text}`, params, manager.queryRunner);
  return queryAfter<Row>(client, before, text, params);
}

/**
 * The marked statement `text`, then `after` (parameterless marked statements: a transaction's COMMIT), in ONE round
 * trip on the connection `manager`'s transaction holds (prepared.ts queryThen); the rows of `text`. Logged as one
 * statement.
 */
export async function directQueryThen<Row>(manager: EntityManager, text: string, params: unknown[], after: string[]): Promise<Row[]> {
  const client = connectionOf(manager);
  if (!client) throw new Error('directQueryThen: no connection held by this manager');
  manager.dataSource.logger.logQuery(`${text}; ${after.join('; ')}`, params, manager.queryRunner);
  return queryThen<Row>(client, text, params, after);
}

function poolOf(dataSource: DataSource): pg.Pool | undefined {
  const pool = (dataSource.driver as { master?: pg.Pool & { ending?: boolean } }).master;
  return pool && !pool.ending ? pool : undefined;
}

function connectionOf(manager: EntityManager): pg.PoolClient | undefined {
  // TypeORM's PostgreSQL runner holds its pg client here; its QueryRunner interface does not declare it.
  const runner: (QueryRunner & { databaseConnection?: pg.PoolClient }) | undefined = manager.queryRunner;
  return runner && !runner.isReleased ? runner.databaseConnection : undefined;
}
