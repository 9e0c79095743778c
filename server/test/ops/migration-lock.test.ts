import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { loadMigrations, openDatabase } from '../../src/app/database.js';

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
