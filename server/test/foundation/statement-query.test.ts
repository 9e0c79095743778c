import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { prepared, queryAfter, queryThen } from '../../src/shared/database/prepared.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Marked statements go through StatementQuery (shared/database/statement-query.ts), which skips node-postgres's
// Describe once it knows a statement's rows on a connection: what it answers must stay node-postgres's own.
let app: TestApp;
let pool: pg.Pool;
let client: pg.PoolClient;
let plain: pg.Client;

const TYPES = prepared(
  `SELECT $1::text AS text, $2::int AS number, $3::bigint AS big, now() - interval '1 day' AS at, $4::jsonb AS data,
          ARRAY[$2::int, 2] AS list, NULL::text AS nothing, true AS yes, $5::uuid AS id`,
);
const SERIES = prepared('SELECT g AS n, g % 2 = 0 AS even FROM generate_series(1, $1::int) g');
const FAILING = prepared('SELECT 1 / $1::int AS quotient');
const INSERT = prepared('INSERT INTO statement_query_probe (value) SELECT unnest($1::int[])');
const BEGIN = prepared('BEGIN');
const LOCK_TIMEOUT = prepared('SET LOCAL lock_timeout = 1000');
const COMMIT = prepared('COMMIT');
const PROBE_VALUES = prepared('SELECT array_agg(value ORDER BY value) AS values FROM statement_query_probe WHERE value >= $1');

beforeAll(async () => {
  app = await startTestApp();
  pool = (app.container.dataSource.driver as unknown as { master: pg.Pool }).master;
  client = await pool.connect();
  // The same database through node-postgres's own Client (no marked statements): the reference.
  plain = new pg.Client({ connectionString: app.databaseUrl });
  await plain.connect();
  await client.query('CREATE TEMP TABLE statement_query_probe (value int CHECK (value < 100))');
});
afterAll(async () => {
  client?.release(true);
  await plain?.end();
  await app?.stop();
});

const typesParams = () => ['héllo', 7, '9007199254740993', JSON.stringify({ a: [1, null] }), '4b0e5f0a-7d3c-4c55-9d7c-3f1b2a6c8e01'];

describe('StatementQuery: node-postgres’s answers for marked statements', () => {
  it('answers the rows node-postgres makes, the first time (with Describe) and every time after (without)', async () => {
    const reference = await plain.query(TYPES, typesParams());
    for (let i = 0; i < 3; i++) {
      const mine = await client.query(TYPES, typesParams());
      expect(mine.rows.map(withoutClock)).toEqual(reference.rows.map(withoutClock));
      expect(mine.rows[0].at).toBeInstanceOf(Date);
      expect(mine.rowCount).toBe(1);
      expect(mine.command).toBe('SELECT');
      expect(mine.fields.map((f) => f.name)).toEqual(reference.fields.map((f) => f.name));
    }
  });

  it('answers many rows, none, and the command tag of a write', async () => {
    expect((await client.query(SERIES, [3])).rows).toEqual((await plain.query(SERIES, [3])).rows);
    expect((await client.query(SERIES, [0])).rows).toEqual([]);
    const inserted = await client.query(INSERT, [[1, 2, 3]]);
    expect([inserted.command, inserted.rowCount, inserted.rows]).toEqual(['INSERT', 3, []]);
  });

  it('fails as node-postgres fails, and the connection goes on', async () => {
    const theirs = await failure(plain.query(FAILING, [0]));
    const mine = await failure(client.query(FAILING, [0]));
    expect(mine).toBeInstanceOf(pg.DatabaseError);
    expect([mine.code, mine.message]).toEqual([theirs.code, theirs.message]);
    const refused = await failure(client.query(INSERT, [[1, 500]]));
    expect(refused.code).toBe('23514');
    expect((await client.query(FAILING, [4])).rows).toEqual([{ quotient: 0 }]);
  });

  it('answers through the pool (a callback) as through a held connection (a promise)', async () => {
    expect((await pool.query(SERIES, [2])).rows).toEqual([
      { n: 1, even: false },
      { n: 2, even: true },
    ]);
  });

  it('answers the rows of a statement sent after others under one Sync (queryAfter), a second time too', async () => {
    for (let i = 0; i < 2; i++) {
      const rows = await queryAfter<{ n: number; even: boolean }>(client, [BEGIN, LOCK_TIMEOUT], SERIES, [2]);
      expect(rows).toEqual([
        { n: 1, even: false },
        { n: 2, even: true },
      ]);
      await client.query('ROLLBACK');
    }
  });

  it('sends a statement then COMMIT under one Sync (queryThen): its rows; a failing statement commits nothing', async () => {
    await queryAfter(client, [BEGIN], INSERT, [[50]]);
    const rows = await queryThen<{ n: number }>(client, SERIES, [1], [COMMIT]);
    expect(rows).toEqual([{ n: 1, even: false }]);
    // Committed: a ROLLBACK now (a warning outside a transaction) cannot take the row back.
    await client.query('ROLLBACK');
    expect((await client.query(PROBE_VALUES, [50])).rows).toEqual([{ values: [50] }]);
    // The statement fails: PostgreSQL skips the COMMIT, and the transaction rolls back with what it wrote.
    await queryAfter(client, [BEGIN], INSERT, [[60]]);
    const refused = await failure(queryThen(client, INSERT, [[500]], [COMMIT]));
    expect(refused.code).toBe('23514');
    await client.query('ROLLBACK');
    expect((await client.query(PROBE_VALUES, [50])).rows).toEqual([{ values: [50] }]);
    // A write carrying its COMMIT.
    await queryAfter(client, [BEGIN], SERIES, [1]);
    expect(await queryThen(client, INSERT, [[70, 71]], [COMMIT])).toEqual([]);
    await client.query('ROLLBACK');
    expect((await client.query(PROBE_VALUES, [50])).rows).toEqual([{ values: [50, 70, 71] }]);
  });
});

/** The error a statement fails with (a statement that succeeds fails the test). */
function failure(running: Promise<unknown>): Promise<pg.DatabaseError> {
  return running.then(
    () => {
      throw new Error('the statement was expected to fail');
    },
    (error: unknown) => error as pg.DatabaseError,
  );
}

/** The row without its `at` (now() differs between the two connections' transactions). */
function withoutClock(row: Record<string, unknown>): Record<string, unknown> {
  const { at: _at, ...rest } = row;
  return rest;
}
