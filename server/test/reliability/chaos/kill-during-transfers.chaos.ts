import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { auditSnapshot, checkAcknowledged } from '../support/books.js';
import {
  embeddedUrl,
  graphqlAs,
  newTransferLog,
  postmasterPid,
  seedHolders,
  startServerProcess,
  TRANSFER,
  transferLoad,
  withClient,
  type ServerProcess,
} from '../support/processes.js';

// SIGKILL in the middle of a transfer load, then a start on the same data directory (embedded PostgreSQL).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'odance-chaos-kill-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function killMidLoad(options: { alsoPostgres: boolean }) {
  server ??= await startServerProcess({ DATA_DIR: dataDir });
  const holders = await seedHolders(embeddedUrl(dataDir), 20, 10_000);
  const log = newTransferLog();
  let stop = false;
  const current = server;
  const load = transferLoad(() => current.url, holders, 12, () => stop, log);
  // Let transfers flow, then kill while requests are in flight.
  const deadline = Date.now() + 20_000;
  while (log.acknowledged.size < 40 && Date.now() < deadline) await sleep(50);
  const pgPid = postmasterPid(dataDir);
  await current.kill('SIGKILL');
  // A crash of the whole machine: PostgreSQL dies too, uncommitted work is gone and recovery replays the WAL.
  if (options.alsoPostgres && pgPid) process.kill(pgPid, 'SIGKILL');
  await sleep(300);
  stop = true;
  await load;

  server = await startServerProcess({ DATA_DIR: dataDir });
  await withClient(embeddedUrl(dataDir), async (client) => {
    const { missing, partial } = await checkAcknowledged(client, log);
    expect(missing, 'acknowledged transfers lost').toEqual([]);
    expect(partial, 'half-written transfers').toEqual([]);

    // Requests that died without an answer: sent again with the same key, each is made exactly once.
    for (const doubt of log.inDoubt) {
      const res = await graphqlAs(server!.url, doubt.holder, TRANSFER, { input: doubt.input });
      expect(res.json?.data?.transferOdance?.transfer?.id, res.text).toBeTruthy();
    }
    const keys = log.inDoubt.map((d) => d.key);
    const { rows } = await client.query(
      `SELECT idempotency_key, count(*)::int AS n FROM ledger_movement WHERE idempotency_key = ANY($1::text[]) GROUP BY 1 HAVING count(*) <> 1`,
      [keys],
    );
    expect(rows).toEqual([]);

    const audit = await auditSnapshot(client);
    expect(audit.violations).toEqual([]);
    expect(audit.totals.held).toBe(audit.totals.issuedByCard + audit.totals.issuedOnCredit);
  });
  const unexpected = [...log.refused.keys()].filter((code) => code.startsWith('5xx'));
  expect(unexpected).toEqual([]);
  return { acknowledged: log.acknowledged.size, inDoubt: log.inDoubt.length };
}

describe('SIGKILL during a transfer load', () => {
  it('the server process alone: every acknowledged transfer is kept, none half-written, the books balance', async () => {
    const outcome = await killMidLoad({ alsoPostgres: false });
    console.info(`kill (server only): ${outcome.acknowledged} acknowledged, ${outcome.inDoubt} in doubt`);
  }, 180_000);

  it('the server and its PostgreSQL (a machine crash): the same after crash recovery', async () => {
    const outcome = await killMidLoad({ alsoPostgres: true });
    console.info(`kill (server + PostgreSQL): ${outcome.acknowledged} acknowledged, ${outcome.inDoubt} in doubt`);
  }, 180_000);
});
