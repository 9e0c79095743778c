import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { startApp } from '../../src/app/start.js';
import { DEMO_OWNER_COUNT } from '../../src/modules/profiles/seed/demo-profiles.seed.js';
import { HttpClient } from '../support/http-client.js';

describe('embedded PostgreSQL (no DATABASE_URL)', () => {
  it('initialises under DATA_DIR/pg, seeds demo accounts, stops cleanly, and keeps the data for the next start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'odance-embedded-'));
    const config = loadConfig({ NODE_ENV: 'development', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

    const first = await startApp(config);
    const client = new HttpClient(first.url);
    expect((await client.get('/health')).body.database).toBe('up');
    const signIn = await client.post('/api/auth/signin', { email: 'dancer@odance.local', password: 'Dancer123!' });
    expect(signIn.status).toBe(200);
    const sessionCookie = client.cookies.get('odance_session');
    await first.stop();

    const second = await startApp(config);
    try {
      const again = new HttpClient(second.url);
      again.cookies.set('odance_session', sessionCookie!);
      // The same account and even the same session survive the restart: everything lives in PostgreSQL.
      expect((await again.get('/api/account/data')).body).toMatchObject({ id: signIn.body.id, email: 'dancer@odance.local' });
      const [{ count }] = await second.container.dataSource.query('SELECT count(*) FROM account');
      // The two demo accounts and the demo profiles' owners, seeded once: not again at the restart.
      expect(Number(count)).toBe(2 + DEMO_OWNER_COUNT);
      const [{ count: profiles }] = await second.container.dataSource.query('SELECT count(*) FROM profile');
      expect(Number(profiles)).toBe(240);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
