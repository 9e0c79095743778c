import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { createLogger } from '../../src/kernel/logger.js';
import { startApp } from '../../src/app/start.js';
import { startDebianPostgres, type DebianPostgres } from '../support/debian-postgres.js';
import { person } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 34 item 1: RDS, Cloud SQL and Azure give a role that owns its database, never a superuser.
const root = path.resolve(import.meta.dirname, '../../..');
let pg: DebianPostgres;
let url: string;
beforeAll(async () => {
  pg = await startDebianPostgres();
  url = pg.ownerDatabase('odance_owner');
});
afterAll(() => pg?.stop());

describe('on Debian PostgreSQL 15 as a database owner that is not superuser', () => {
  it('npm run migrate applies every migration (the URL from DATABASE_URL_FILE, as with Compose secrets)', () => {
    expect(pg.superuserSql("SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = 'odance_owner'")).toBe('f|f|f\n');
    const urlFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'odance-pg15-secret-')), 'database_url');
    writeFileSync(urlFile, `${url}\n`);
    const migrate = spawnSync(process.execPath, ['scripts/migrate.mjs', 'migrate'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATABASE_URL_FILE: urlFile, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    });
    expect(migrate.status, migrate.stdout + migrate.stderr).toBe(0);
    const files = readdirSync(path.join(root, 'migrations')).filter((name) => name.endsWith('.js'));
    expect(pg.superuserSql('SELECT count(*) FROM migrations', 'odance_owner')).toBe(`${files.length}\n`);
    // Nothing in a language only a superuser may use.
    expect(pg.superuserSql("SELECT count(*) FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE l.lanname = 'c' AND p.proowner = 'odance_owner'::regrole", 'odance_owner')).toBe('0\n');
  });

  it('the production server starts on it and is ready', async () => {
    const app = await startApp(
      loadConfig({
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'odance-pg15-data-')),
        SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SEED_DEMO: 'false',
      }),
      createLogger('silent'),
    );
    try {
      const res = await fetch(`${app.url}/health/ready`);
      expect([res.status, await res.json()]).toEqual([200, expect.objectContaining({ database: 'up', migrations: 'applied' })]);
    } finally {
      await app.stop();
    }
  });

  describe('searches ignore accents (the owner-built search column and its trigger)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({}, url);
      const zoe = await person(app, { firstName: 'Zoë', lastName: 'Núñez' });
      expect((await zoe.client.post('/api/profile/dancer', { firstName: 'Zoë', lastName: 'Núñez' })).status).toBe(201);
    });
    afterAll(() => app?.stop());

    it('the listing, the typeahead and the account pickers find "nunez"', async () => {
      const listing = await new HttpClient(app.url).get('/api/profiles?search=nunez');
      expect(listing.body.profiles.map((p: { lastName?: string }) => p.lastName)).toEqual(['Núñez']);
      const suggest = await new HttpClient(app.url).graphql('query($s: String!) { suggestProfiles(search: $s) { type } }', { s: 'nunez' });
      expect(suggest.data!.suggestProfiles).toEqual([{ type: 'dancer' }]);
      const viewer = await person(app);
      const accounts = await viewer.client.graphql('query($n: String!) { searchAccounts(name: $n) { lastName } }', { n: 'NUNEZ' });
      expect(accounts.data!.searchAccounts).toEqual([{ lastName: 'Núñez' }]);
    });

    it('npm run ledger:check runs on it as the owner and finds the books clean', () => {
      const check = spawnSync(process.execPath, ['scripts/migrate.mjs', 'ledger-check'], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: url } });
      expect(check.status, check.stdout + check.stderr).toBe(0);
      expect(check.stdout).toMatch(/ledger check: clean/);
    });
  });
});
