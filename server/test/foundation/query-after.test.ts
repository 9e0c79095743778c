import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { prepared, queryAfter } from '../../src/shared/database/prepared.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// queryAfter (shared/database/prepared.ts) binds and executes marked statements one after the other under ONE Sync:
// one round trip, parameters apart from the text, and PostgreSQL skips what follows a failing statement.
let app: TestApp;
let client: pg.PoolClient;
const BEGIN = prepared('BEGIN');
const LOCK_TIMEOUT = prepared(`SET LOCAL lock_timeout = '1234ms'`);
const BAD_SETTING = prepared(`SET LOCAL lock_timeout = 'not a duration'`);
const ECHO = prepared('SELECT $1::text AS text, $2::int AS number, $3::text AS nothing');
const SETTING = prepared(`SELECT current_setting('lock_timeout') AS timeout, $1::int AS n`);
beforeAll(async () => {
  app = await startTestApp();
  const pool = (app.container.dataSource.driver as unknown as { master: pg.Pool }).master;
  client = await pool.connect();
});
afterAll(async () => {
  client?.release(true);
  await app?.stop();
});

/** How many Syncs (round trips) `run` sends on the connection. */
async function syncsOf(run: () => Promise<unknown>): Promise<number> {
  const connection = (client as unknown as { connection: { sync(): void } }).connection;
  const sync = connection.sync.bind(connection);
  let count = 0;
  connection.sync = () => {
    count += 1;
    sync();
  };
  try {
    await run();
  } finally {
    connection.sync = sync;
  }
  return count;
}

describe('queryAfter', () => {
  it('runs the statements before it in the same transaction and answers the rows of the last, its parameters kept as values', async () => {
    const hostile = `it's'); DROP TABLE account; -- \\ $1 "quoted"`;
    expect(await queryAfter(client, [BEGIN, LOCK_TIMEOUT], ECHO, [hostile, 42, null])).toEqual([{ text: hostile, number: 42, nothing: null }]);
    expect((await client.query(`SELECT current_setting('lock_timeout') AS t`)).rows[0].t).toBe('1234ms');
    await client.query('ROLLBACK');
    expect((await client.query(`SELECT current_setting('lock_timeout') AS t`)).rows[0].t).not.toBe('1234ms');
    expect((await client.query(`SELECT to_regclass('account') IS NOT NULL AS present`)).rows[0].present).toBe(true);
  });

  it('sends them in one round trip once prepared; each statement is prepared once per connection, and a rollback keeps it', async () => {
    expect(await syncsOf(() => queryAfter(client, [BEGIN, LOCK_TIMEOUT], SETTING, [1]))).toBe(1);
    await client.query('ROLLBACK');
    expect(await syncsOf(() => queryAfter(client, [BEGIN, LOCK_TIMEOUT], SETTING, [2]))).toBe(1);
    await client.query('ROLLBACK');
    const { rows } = await client.query<{ statement: string; n: number }>(
      'SELECT statement, count(*)::int AS n FROM pg_prepared_statements WHERE statement = ANY($1) GROUP BY statement',
      [[BEGIN, LOCK_TIMEOUT, SETTING]],
    );
    expect(rows.map((row) => row.n)).toEqual([1, 1, 1]);
  });

  it('skips what follows a failing statement, and the connection goes on; the statement skipped before its Parse is prepared later', async () => {
    const FIRST_USE = prepared('SELECT $1::int + 1 AS next');
    await expect(queryAfter(client, [BEGIN, BAD_SETTING], FIRST_USE, [1])).rejects.toMatchObject({ code: '22023' });
    await client.query('ROLLBACK');
    // The setting failed when run (it was prepared), so FIRST_USE's Parse, sent after it, was skipped.
    const kept = await client.query('SELECT statement FROM pg_prepared_statements WHERE statement = ANY($1)', [[BAD_SETTING, FIRST_USE]]);
    expect(kept.rows).toEqual([{ statement: BAD_SETTING }]);
    expect(await queryAfter(client, [BEGIN], FIRST_USE, [1])).toEqual([{ next: 2 }]);
    await client.query('ROLLBACK');
    await expect(queryAfter(client, [BEGIN], prepared('SELECT 1 / $1::int AS q'), [0])).rejects.toMatchObject({ code: '22012' });
    await client.query('ROLLBACK');
    expect(await queryAfter(client, [BEGIN], SETTING, [3])).toEqual([{ timeout: expect.any(String), n: 3 }]);
    await client.query('ROLLBACK');
  });

  it('refuses a statement not marked with prepared(), before or last', async () => {
    await expect(queryAfter(client, ['BEGIN ISOLATION LEVEL SERIALIZABLE'], ECHO, ['a', 1, null])).rejects.toThrow(/not marked/);
    await expect(queryAfter(client, [BEGIN], 'SELECT 1', [])).rejects.toThrow(/not marked/);
  });
});
