import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/app/embedded-postgres.js';
import { createLogger } from '../../../src/kernel/logger.js';
import { hashPassword } from '../../../src/modules/auth/password.js';
import { HttpClient } from '../../support/http-client.js';
import { auditSnapshot, checkAcknowledged } from '../support/books.js';
import { graphqlAs, newTransferLog, seedHolders, startServerProcess, transferLoad, withClient, type ServerProcess } from '../support/processes.js';

const MAKE_DISTRIBUTION = `mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { distribution { id amount } } }`;

// Two server processes on one database, as two replicas behind a load balancer.
const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-chaos-two-'));
let pg: EmbeddedDatabase;
let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  pg = await startEmbeddedPostgres(path.join(dir, 'pg'), createLogger('warn'));
  databaseUrl = await ensureDatabase(pg.url, 'odance');
  // The first start migrates; the second finds the schema up to date.
  a = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'a') });
  b = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'b') });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function passwordAccount(email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO account (email, password_hash, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
       VALUES ($1, $2, 'Two', 'Servers', 'user', true, now(), now(), 'email')`,
      [email, hash],
    ),
  );
}

/** The same browser (cookies) talking to the other server. */
function sameBrowserOn(client: HttpClient, url: string): HttpClient {
  const other = new HttpClient(url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

describe('two server processes on one database', () => {
  it('a shared transfer and distribution load keeps every invariant; what each client saw is in the books', async () => {
    const holders = await seedHolders(databaseUrl, 30, 10_000);
    // A distributor (made by an admin through the API) hands out oDance on credit meanwhile, on both servers.
    const [admin, seller] = await seedHolders(databaseUrl, 2, 1);
    await withClient(databaseUrl, (client) => client.query(`UPDATE account SET role = 'admin' WHERE id = $1`, [admin.id]));
    const created = await graphqlAs(a.url, admin, 'mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { id } }', {
      input: { accountId: seller.id, creditLimit: 1_000_000, collectionLimit: 500_000, marginPercent: 10 },
    });
    expect(created.json?.data?.createDistributor?.id, created.text).toBeTruthy();
    const log = newTransferLog();
    let turn = 0;
    const deadline = Date.now() + 8_000;
    const distributed: number[] = [];
    const distributionErrors: string[] = [];
    const distributions = async () => {
      for (let i = 0; Date.now() < deadline; i++) {
        const amount = 1 + (i % 3);
        const res = await graphqlAs(i % 2 === 0 ? a.url : b.url, seller, MAKE_DISTRIBUTION, {
          input: { recipientId: holders[i % holders.length]!.id, amount, idempotencyKey: randomUUID() },
        });
        if (res.json?.data?.makeDistribution?.distribution) distributed.push(amount);
        else distributionErrors.push(res.text.slice(0, 300));
      }
    };
    // Round robin over the two servers, request by request.
    await Promise.all([transferLoad(() => (turn++ % 2 === 0 ? a.url : b.url), holders, 14, () => Date.now() > deadline, log), distributions(), distributions()]);
    expect(distributionErrors).toEqual([]);
    expect(distributed.length).toBeGreaterThan(5);
    expect([...log.refused.keys()]).toEqual([]);
    expect(log.inDoubt).toEqual([]);
    expect(log.acknowledged.size).toBeGreaterThan(20);
    await withClient(databaseUrl, async (client) => {
      const { missing, partial } = await checkAcknowledged(client, log);
      expect(missing).toEqual([]);
      expect(partial).toEqual([]);
      const audit = await auditSnapshot(client);
      expect(audit.violations).toEqual([]);
      // Every holder's balance is its funding plus what the books say it received minus what it sent.
      const { rows } = await client.query(`SELECT sum(balance)::bigint AS held FROM ledger_account WHERE owner_account_id = ANY($1::uuid[])`, [
        holders.map((h) => h.id),
      ]);
      const total = distributed.reduce((sum, n) => sum + n, 0);
      expect(Number(rows[0].held)).toBe(30 * 10_000 + total);
      // The credit line used exactly what the distributor saw acknowledged.
      const line = await client.query(`SELECT -balance AS used FROM ledger_account WHERE kind = 'distributor_credit'`);
      expect(line.rows.map((row) => Number(row.used))).toEqual([total]);
    });
    console.info(`two servers: ${log.acknowledged.size} transfers, ${distributed.length} distributions`);
  }, 120_000);

  it('a session started on one server works on the other, and signing out on either ends it on both', async () => {
    await passwordAccount('two.servers@example.com', 'Secret123!');
    const onA = new HttpClient(a.url);
    expect((await onA.post('/api/auth/signin', { email: 'two.servers@example.com', password: 'Secret123!' })).status).toBe(200);
    const onB = sameBrowserOn(onA, b.url);
    const me = await onB.graphql('{ me { id } }');
    expect(me.data?.me?.id).toBeTruthy();
    expect((await onB.get('/api/account/data')).status).toBe(200);
    expect((await onB.delete('/api/auth/signout')).status).toBeLessThan(300);
    expect((await onA.graphql('{ me { id } }')).data?.me).toBeNull();
  });

  it('sign-in throttling counts attempts on both servers together', async () => {
    await passwordAccount('throttled.twice@example.com', 'Secret123!');
    const servers = [a.url, b.url];
    const statuses: number[] = [];
    // Five wrong passwords spread over both servers use up the per-account limit (5 in 5 minutes)…
    for (let i = 0; i < 5; i++) {
      statuses.push((await new HttpClient(servers[i % 2]!).post('/api/auth/signin', { email: 'throttled.twice@example.com', password: `Wrong${i}!x` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // …so the next attempt is refused on either server, even with the right password.
    for (const url of servers) {
      const res = await new HttpClient(url).post('/api/auth/signin', { email: 'throttled.twice@example.com', password: 'Secret123!' });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    }
    await sleep(10);
  });
});
