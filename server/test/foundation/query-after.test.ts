import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { prepared, queryAfter } from '../../src/shared/database/prepared.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// queryAfter (shared/database/prepared.ts) sends a marked statement's parameters as SQL literals in a simple query:
// what a parameter holds must stay a value, whatever it contains.
let app: TestApp;
let client: pg.PoolClient;
const ECHO = prepared('SELECT $1::text AS text, $2::int AS number, $3::text AS nothing');
beforeAll(async () => {
  app = await startTestApp();
  const pool = (app.container.dataSource.driver as unknown as { master: pg.Pool }).master;
  client = await pool.connect();
});
afterAll(async () => {
  client?.release();
  await app?.stop();
});

describe('queryAfter', () => {
  it('runs the statements before it and answers the rows of the marked one, its parameters kept as values', async () => {
    const hostile = `it's'); DROP TABLE account; -- \\ $1 "quoted"`;
    const rows = await queryAfter<{ text: string; number: number; nothing: null }>(client, 'BEGIN', ECHO, [hostile, 42, null]);
    expect(rows).toEqual([{ text: hostile, number: 42, nothing: null }]);
    await client.query('ROLLBACK');
    expect((await client.query(`SELECT to_regclass('account') IS NOT NULL AS present`)).rows[0].present).toBe(true);
  });

  it('prepares the statement once per connection, and a rolled back transaction keeps it', async () => {
    await queryAfter(client, 'BEGIN', ECHO, ['a', 1, null]);
    await client.query('ROLLBACK');
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE 'PREPARE %' AND statement LIKE '%AS text, $2::int AS number%'`);
    expect(rows[0].n).toBe(1);
    expect(await queryAfter(client, 'BEGIN', ECHO, ['b', 2, null])).toEqual([{ text: 'b', number: 2, nothing: null }]);
    await client.query('ROLLBACK');
  });

  it('refuses a statement not marked with prepared() and a parameter it cannot write as a literal', async () => {
    await expect(queryAfter(client, 'BEGIN', 'SELECT 1', [])).rejects.toThrow(/not marked/);
    await expect(queryAfter(client, 'BEGIN', ECHO, [{ an: 'object' }, 1, null])).rejects.toThrow(/no literal/);
  });
});
