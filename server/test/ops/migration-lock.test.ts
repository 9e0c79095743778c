import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import { createDataSource, loadMigrations, openDatabase } from '../../src/app/database.js';
import { runMigrationsLocked } from '../../src/app/ops/migration-lock.js';

/** An empty database (not the migrated template) on the tests' PostgreSQL. */
async function emptyDatabase(): Promise<string> {
  const serverUrl = inject('pgUrl');
  const name = `empty_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('migrations under an advisory lock', () => {
  it('three replicas opening an empty database at once all come up; each migration is applied once', async () => {
    const url = await emptyDatabase();
    const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase(url, { poolSize: 2 })));
    for (const result of results) expect(result.status === 'rejected' ? String(result.reason) : 'ok').toBe('ok');
    await Promise.all(
      results.map(async (r) => {
        if (r.status === 'fulfilled') await r.value.destroy();
      }),
    );
    const expected = (await loadMigrations()).map((migration) => migration.name);
    expect(await appliedMigrations(url)).toEqual(expected);
  });

  it('replicas waiting their turn hold no snapshot, so a migration building an index CONCURRENTLY finishes', async () => {
    // CREATE INDEX CONCURRENTLY waits for every transaction whose snapshot is older than its own; a replica blocked
    // inside pg_advisory_lock was one, waiting in turn for the lock the migrating replica held: neither ever ended.
    class ConcurrentIndex {
      name = 'ConcurrentIndex9999999999999';
      transaction = false;
      async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query('CREATE TABLE lock_probe (id int)');
        await queryRunner.query('CREATE INDEX CONCURRENTLY lock_probe_idx ON lock_probe (id)');
      }
      async down(): Promise<void> {}
    }
    const url = await emptyDatabase();
    const migrations = [...(await loadMigrations()), ConcurrentIndex];
    const replicas = await Promise.all(
      [1, 2, 3].map(async () => {
        const dataSource = await createDataSource(url, { poolSize: 3 });
        dataSource.setOptions({ migrations });
        return dataSource.initialize();
      }),
    );
    try {
      const results = await Promise.allSettled(replicas.map((replica) => runMigrationsLocked(replica)));
      for (const result of results) expect(result.status === 'rejected' ? String(result.reason) : 'ok').toBe('ok');
      expect((await appliedMigrations(url)).at(-1)).toBe('ConcurrentIndex9999999999999');
    } finally {
      await Promise.all(replicas.map((replica) => replica.destroy()));
    }
  });

  it('`npm run migrate` applies them alone and exits 0; a second run finds nothing to do', async () => {
    const url = await emptyDatabase();
    const root = path.resolve(import.meta.dirname, '../../..');
    const run = () => spawnSync('npm', ['run', 'migrate', '--silent'], { cwd: root, env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'info' }, encoding: 'utf8' });
    const first = run();
    expect(first.status, first.stderr + first.stdout).toBe(0);
    expect(first.stdout).toMatch(/migrations up to date/);
    expect((await appliedMigrations(url)).length).toBe((await loadMigrations()).length);
    expect(run().status).toBe(0);
  });
});
