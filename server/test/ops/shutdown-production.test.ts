import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.js';
import { waitFor } from '../support/wait-for.js';
import { graphqlAs, seedHolders, startServerProcess, TRANSFER, withClient, type ServerProcess } from '../reliability/support/processes.js';

// The built shutdown in NODE_ENV=production, where Apollo Server used to install its own SIGTERM handler.
let databaseUrl: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
});
afterAll(async () => {
  await server?.kill('SIGKILL');
});

const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'odance-shutdown-')),
  SMTP_URL: 'smtp://127.0.0.1:9',
  LOG_LEVEL: 'info',
  ...extra,
});

/** Until `count` transactions of the test database wait on a lock (the blocked transfers are in flight). */
function lockWaiters(count: number): Promise<void> {
  const waiting = () =>
    withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows[0]!.n;
    });
  return waitFor(async () => (await waiting()) >= count, { timeoutMs: 15_000, intervalMs: 50, what: `${count} transfers waiting on the row lock` });
}

describe('SIGTERM in production', () => {
  it('answers every request in flight (even one waiting on a row lock), refuses new connections, exits 0', async () => {
    server = await startServerProcess(production({ SHUTDOWN_TIMEOUT_MS: '15000' }));
    const [sender, recipient, other] = await seedHolders(databaseUrl, 3, 1_000);
    // Hold the sender's wallet: its transfers wait in postMovement's row lock, as under contention.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM ledger_account WHERE id = $1 FOR UPDATE', [sender.wallet]);
    const inFlight = Array.from({ length: 8 }, () =>
      graphqlAs(server!.url, sender, TRANSFER, { input: { recipientId: recipient.id, amount: 1, idempotencyKey: randomUUID() } }),
    );
    await lockWaiters(8);
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server!.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    server.child.kill('SIGTERM');
    // It logs this and closes its listener in one turn of its event loop (main.ts, kernel/shutdown.ts).
    await waitFor(() => /shutting down/.test(server!.output()), { what: 'the server to begin its shutdown' });
    // Stopped accepting: a new connection is refused, while the waiting transfers are still being served.
    const late = await graphqlAs(server.url, other, '{ me { id } }');
    expect(late.status).toBe(0);
    expect(server.child.exitCode, server.output()).toBeNull();
    await blocker.query('COMMIT');
    await blocker.end();
    const answers = await Promise.all(inFlight);
    for (const answer of answers) expect(answer.json?.data?.transferOdance?.transfer?.amount, answer.text).toBe(1);
    expect(await exited).toEqual({ code: 0, signal: null });
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_movement WHERE kind = 'transfer' AND initiator_account_id = $1`, [sender.id]),
    );
    expect(rows[0]?.n).toBe(8);
    expect(server.output()).toMatch(/requests drained/);
  });

  it('cuts what is still running after SHUTDOWN_TIMEOUT_MS, and still closes the pool and exits 0', async () => {
    server = await startServerProcess(production({ SHUTDOWN_TIMEOUT_MS: '800' }));
    const [sender, recipient] = await seedHolders(databaseUrl, 2, 1_000);
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM ledger_account WHERE id = $1 FOR UPDATE', [sender.wallet]);
    const stuck = graphqlAs(server.url, sender, TRANSFER, { input: { recipientId: recipient.id, amount: 1, idempotencyKey: randomUUID() } });
    await lockWaiters(1);
    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', (code) => resolve(code)));
    const began = Date.now();
    server.child.kill('SIGTERM');
    expect((await stuck).status).toBe(0);
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect(await exited).toBe(0);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(server.output()).toMatch(/shutdown timeout/);
  });
});
