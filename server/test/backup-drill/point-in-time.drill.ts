import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDebianPostgres, type DebianPostgres } from '../support/debian-postgres.js';
import { grantOdance, person, type Person } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// PRODUCT.md §12: back up, move money, restore to a moment between two transfers, `ledger:check` clean.
const PGBACKREST = process.env.PGBACKREST ?? '/usr/bin/pgbackrest';
const root = path.resolve(import.meta.dirname, '../../..');
let pg: DebianPostgres;
let url: string;
let config: string;
const backrest = (...args: string[]) => pg.run(PGBACKREST, [`--config=${config}`, '--stanza=odance', ...args]);

beforeAll(async () => {
  // The repository and pgBackRest's own files beside the cluster; WAL is archived by pgBackRest as it is written.
  pg = await startDebianPostgres();
  config = path.join(pg.dir, 'pgbackrest.conf');
  for (const dir of ['repo', 'pgbackrest-log', 'pgbackrest-lock']) mkdirSync(path.join(pg.dir, dir));
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', pg.dir]);
  writeFileSync(
    config,
    [
      '[global]',
      `repo1-path=${pg.dir}/repo`,
      `log-path=${pg.dir}/pgbackrest-log`,
      `lock-path=${pg.dir}/pgbackrest-lock`,
      'log-level-console=warn',
      'start-fast=y',
      '[odance]',
      `pg1-path=${pg.data}`,
      `pg1-port=${pg.port}`,
      `pg1-socket-path=${pg.dir}`,
      'pg1-user=postgres',
    ].join('\n'),
  );
  chmodSync(config, 0o644);
  pg.superuserSql(`ALTER SYSTEM SET archive_mode = 'on'`);
  pg.superuserSql(`ALTER SYSTEM SET archive_command = '${PGBACKREST} --config=${config} --stanza=odance archive-push %p'`);
  pg.run('pg_ctl', ['-D', pg.data, '-m', 'fast', '-w', 'stop']);
  pg.start();
  url = pg.ownerDatabase('odance');
  backrest('stanza-create');
  backrest('check');
});
afterAll(() => pg?.stop());

const transfer = (from: Person, to: Person, amount: number) =>
  from.client.graphql('mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id } } }', {
    input: { recipientId: to.id, amount, idempotencyKey: randomUUID() },
  });
const sql = (query: string) => pg.superuserSql(query, 'odance').trim();

describe('point-in-time recovery (pgBackRest, PostgreSQL 15)', () => {
  it('restores to a moment between two transfers: the first is in the books, the second is not, ledger:check clean', async () => {
    const app: TestApp = await startTestApp({}, url);
    let between: string;
    let ana: Person;
    let ben: Person;
    try {
      [ana, ben] = [await person(app), await person(app)];
      await grantOdance(app, ana.id, 100);
      backrest('--type=full', 'backup');
      expect((await transfer(ana, ben, 10)).errors).toBeUndefined();
      between = sql(`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`);
      await sleep(1_100);
      expect((await transfer(ana, ben, 20)).errors).toBeUndefined();
      expect(sql(`SELECT count(*) FROM ledger_movement WHERE kind = 'transfer'`)).toBe('2');
    } finally {
      await app.stop();
    }
    // Every WAL segment up to now in the repository (check switches to a new segment and waits for the archive).
    backrest('check');

    pg.run('pg_ctl', ['-D', pg.data, '-m', 'fast', '-w', 'stop']);
    backrest('--delta', '--type=time', `--target=${between}`, '--target-action=promote', 'restore');
    pg.start();
    for (let i = 0; sql('SELECT pg_is_in_recovery()') !== 'f'; i++) {
      if (i > 100) throw new Error('the restored cluster did not leave recovery');
      await sleep(200);
    }

    expect(sql(`SELECT count(*) FROM ledger_movement WHERE kind = 'transfer'`)).toBe('1');
    const balance = (id: string) => sql(`SELECT balance FROM ledger_account WHERE kind = 'wallet' AND owner_account_id = '${id}'`);
    expect([balance(ana.id), balance(ben.id)]).toEqual(['90', '10']);
    const check = spawnSync(process.execPath, ['scripts/migrate.mjs', 'ledger-check'], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: url } });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/ledger check: clean/);
  });
});
