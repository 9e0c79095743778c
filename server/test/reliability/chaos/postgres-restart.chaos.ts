import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/app/embedded-postgres.js';
import { createLogger } from '../../../src/kernel/logger.js';
import { auditSnapshot, checkAcknowledged } from '../support/books.js';
import { graphqlAs, leaksInternals, newTransferLog, seedHolders, startServerProcess, transferLoad, withClient, type ServerProcess } from '../support/processes.js';

// PostgreSQL stopped and started again under load, the server left alone: 503 while it is down, recovery by itself.
const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-chaos-pg-'));
let pg: EmbeddedDatabase;
let port: number;
let databaseUrl: string;
let server: ServerProcess;
beforeAll(async () => {
  port = await freePort();
  pg = await startEmbeddedPostgres(path.join(dir, 'pg'), createLogger('warn'), port);
  databaseUrl = await ensureDatabase(pg.url, 'odance');
  server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data') });
});
afterAll(async () => {
  await server?.stop();
  await pg?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

interface Seen {
  status: number;
  text: string;
  at: 'up' | 'stopping' | 'down' | 'recovering';
}

describe('PostgreSQL restarts during load', () => {
  it('health says 503 while it is down, no request gets a 500 or a stack trace, the server recovers by itself', async () => {
    const holders = await seedHolders(databaseUrl, 10, 10_000);
    const log = newTransferLog();
    const seen: Seen[] = [];
    let phase: Seen['at'] = 'up';
    let stop = false;

    // Transfers, `me` reads and health checks, all the time.
    const transfers = transferLoad(() => server.url, holders, 6, () => stop, log);
    const readers = (async () => {
      while (!stop) {
        const res = await graphqlAs(server.url, holders[0], '{ me { id balance { odance } } }');
        seen.push({ status: res.status, text: res.text, at: phase });
        await sleep(20);
      }
    })();
    const health: Array<{ status: number; at: Seen['at']; body: string }> = [];
    const checker = (async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(5_000) });
          health.push({ status: res.status, at: phase, body: await res.text() });
        } catch (error) {
          health.push({ status: 0, at: phase, body: String(error) });
        }
        await sleep(100);
      }
    })();

    await sleep(2_000);
    phase = 'stopping';
    await pg.stop();
    phase = 'down';
    await sleep(3_000);
    phase = 'recovering';
    pg = await startEmbeddedPostgres(path.join(dir, 'pg'), createLogger('warn'), port);
    // Recovery by itself: /health is 200 again without touching the server.
    const deadline = Date.now() + 30_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = (await fetch(`${server.url}/health`).catch(() => undefined))?.status === 200;
      if (!healthy) await sleep(200);
    }
    expect(healthy, 'the server did not recover within 30 s').toBe(true);
    const acknowledgedBefore = log.acknowledged.size;
    await sleep(3_000);
    phase = 'up';
    stop = true;
    await Promise.all([transfers, readers, checker]);

    // While down: /health answered 503 (never a crash, never a hang) and said the database is down.
    const whileDown = health.filter((h) => h.at === 'down' && h.status !== 0);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((h) => h.status === 503 && JSON.parse(h.body).database === 'down'), JSON.stringify(whileDown.slice(0, 3))).toBe(true);
    expect(health.filter((h) => h.status === 0)).toEqual([]);

    // No request got a 500 or an internal error; failures were 503 SERVICE_UNAVAILABLE.
    const all = [...seen.map((s) => ({ status: s.status, text: s.text }))];
    expect(all.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    expect(all.filter((s) => leaksInternals(s.text))).toEqual([]);
    const unhandled = () => server.output().split('\n').filter((line) => line.includes('unhandled')).slice(0, 3).join('\n').slice(0, 3000);
    const codes = new Set(seen.flatMap((s) => (s.text.includes('"errors"') ? [JSON.parse(s.text).errors[0].extensions.code] : [])));
    for (const code of codes) expect(['SERVICE_UNAVAILABLE'], unhandled()).toContain(code);
    for (const code of log.refused.keys()) expect(['SERVICE_UNAVAILABLE', 'LEDGER_BUSY'], unhandled()).toContain(code);
    expect(log.inDoubt).toEqual([]);
    expect(seen.some((s) => s.at === 'down' && s.text.includes('SERVICE_UNAVAILABLE'))).toBe(true);

    // After recovery, work goes on, and nothing acknowledged was lost.
    expect(log.acknowledged.size).toBeGreaterThan(acknowledgedBefore);
    const after = await graphqlAs(server.url, holders[0], '{ me { id } }');
    expect(after.json?.data?.me?.id).toBe(holders[0].id);
    await withClient(databaseUrl, async (client) => {
      const { missing, partial } = await checkAcknowledged(client, log);
      expect(missing).toEqual([]);
      expect(partial).toEqual([]);
      expect((await auditSnapshot(client)).violations).toEqual([]);
    });
  }, 120_000);
});
