import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/factories.js';
import { createTestDatabase } from '../support/database.js';
import { auditLedger } from '../support/ledger.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

/** `npm run ledger:check` as CI runs it: the script's exit code and output. */
async function ledgerCheck(databaseUrl: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('node', ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/scripts/ledger-check.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('ledger:check', () => {
  it('reports clean books with their totals and exits 0', async () => {
    await createAccount(app, { authMethod: 'google', odance: 42 });
    const { code, output } = await ledgerCheck(app.databaseUrl);
    expect(output).toMatch(/issued by card 42, issued on credit 0, held in wallets 42/);
    expect(output).toMatch(/ledger check: clean/);
    expect(code).toBe(0);
  }, 30_000);

  it('finds books broken behind the triggers’ back and exits 1', async () => {
    const url = await createTestDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const [{ id: accountId }] = (await client.query(`INSERT INTO account (email, first_name, last_name) VALUES ('x@example.com', 'X', 'Y') RETURNING id`)).rows;
      // Only by dropping the CHECK and skipping the triggers (replica mode, superuser only) can such books exist.
      await client.query(`ALTER TABLE ledger_account DROP CONSTRAINT ledger_account_wallet_not_negative`);
      await client.query(`SET session_replication_role = replica`);
      const [{ id: wallet }] = (await client.query(`INSERT INTO ledger_account (kind, owner_account_id, balance) VALUES ('wallet', $1, -3) RETURNING id`, [accountId])).rows;
      const [{ id: movement }] = (
        await client.query(`INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key) VALUES ('correction', $1, 'broken') RETURNING id`, [accountId])
      ).rows;
      await client.query(`INSERT INTO ledger_entry (movement_id, ledger_account_id, amount) VALUES ($1, $2, 7)`, [movement, wallet]);
    } finally {
      await client.end();
    }
    const { code, output } = await ledgerCheck(url);
    expect(output).toMatch(/✗ every movement has at least two entries summing to zero/);
    expect(output).toMatch(/✗ every balance equals the sum of its entries/);
    expect(output).toMatch(/✗ no wallet is below zero/);
    expect(output).toMatch(/✗ total issued equals total held/);
    expect(code).toBe(1);
  }, 30_000);

  it('is the same audit the tests run in-process', async () => {
    expect((await auditLedger(app)).ok).toBe(true);
  });
});
