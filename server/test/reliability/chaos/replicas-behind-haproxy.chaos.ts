import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase, freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/app/embedded-postgres.js';
import { createLogger } from '../../../src/kernel/logger.js';
import { rollingDeploy } from '../../../../scripts/deploy-rolling.mjs';
import { auditSnapshot, checkAcknowledged } from '../support/books.js';
import {
  graphqlAs,
  newTransferLog,
  seedHolders,
  startServerProcess,
  TRANSFER,
  transferLoad,
  withClient,
  type Holder,
  type ServerProcess,
} from '../support/processes.js';

/**
 * The operator's drill (README "Operations"): three built servers in NODE_ENV=production on one PostgreSQL behind
 * HAProxy (Debian's, installed by scripts/test-chaos.mjs). The deploy (scripts/deploy-rolling.mjs's rollingDeploy,
 * the order the Compose deploy runs: start a new replica, wait for /health/ready, SIGTERM an old one) under a
 * transfer load must lose no request; a kill -9 must not double-spend for clients that retry with their
 * idempotency key.
 */
const serverRoot = path.resolve(import.meta.dirname, '../../..');
const repoRoot = path.resolve(serverRoot, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-chaos-replicas-'));
let pg: EmbeddedDatabase;
let databaseUrl: string;
let balancerUrl: string;
let haproxy: ChildProcess | undefined;
// HAProxy knows six server slots (ports); three run at a time, a deploy starts the new one in a free slot.
const SLOTS = 6;
const ports: number[] = [];
const replicas = new Map<number, ServerProcess>();

const env = (name: string) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '10',
  DATA_DIR: path.join(dir, name),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SHUTDOWN_TIMEOUT_MS: '15000',
  // Longer than HAProxy's check interval × fall (300 ms × 3): it stops sending first. When a busy host slows its
  // checks further, the replica keeps its listener open (up to 2 s more) until routed requests stop (shutdown.ts).
  SHUTDOWN_DELAY_MS: '2000',
  LOG_LEVEL: 'warn',
});
const startReplica = async (slot: number) => {
  replicas.set(slot, await startServerProcess(env(`r${slot}`), { port: ports[slot], built: true }));
};
const freeSlot = () => {
  const slot = [...ports.keys()].find((i) => !replicas.has(i));
  if (slot === undefined) throw new Error('no free slot');
  return slot;
};

function haproxyConfig(frontPort: number): string {
  return `global
  maxconn 2000
defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  # A refused connection (a replica stopping or down) is retried on another replica: nothing was sent yet.
  retries 5
  option redispatch 1
  # One server connection per request: no idle keep-alive connection to lose to a closing replica.
  option http-server-close
  http-reuse never
frontend front
  bind 127.0.0.1:${frontPort}
  default_backend replicas
backend replicas
  balance roundrobin
  # Routed on /health/serving (up and not stopping), as deploy/Caddyfile: a database outage keeps every replica in.
  # fall 3: one slow check on a busy host does not drop a replica (issue 34 item 7: fall 1 failed 42 requests).
  option httpchk GET /health/serving
  http-check expect status 200
  timeout check 1s
  default-server inter 300ms fall 3 rise 2 check
${ports.map((port, i) => `  server r${i} 127.0.0.1:${port}`).join('\n')}
`;
}

async function waitFor(what: string, test: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(serverRoot, 'dist/main.js'))) throw new Error('build the server first: npm run build -w server (scripts/test-chaos.mjs does)');
  pg = await startEmbeddedPostgres(path.join(dir, 'pg'), createLogger('warn'));
  databaseUrl = await ensureDatabase(pg.url, 'odance');
  for (let i = 0; i < SLOTS; i++) ports.push(await freePort());
  const frontPort = await freePort();
  balancerUrl = `http://127.0.0.1:${frontPort}`;
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(frontPort));
  haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
}, 120_000);

afterAll(async () => {
  await Promise.all([...replicas.values()].map((r) => r.kill('SIGKILL')));
  haproxy?.kill('SIGKILL');
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('three production replicas behind HAProxy', () => {
  it('all three start at once on an empty database and come up (migrations under the advisory lock)', async () => {
    const started = Date.now();
    await Promise.all([0, 1, 2].map(startReplica));
    await waitFor('the balancer', async () => (await fetch(`${balancerUrl}/health/ready`)).status === 200);
    const { rows } = await withClient(databaseUrl, (c) => c.query<{ n: number }>('SELECT count(*)::int AS n FROM migrations'));
    console.info(`drill: 3 replicas up on an empty database in ${Date.now() - started} ms; ${rows[0]!.n} migrations applied once`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('the deploy command (rollingDeploy: new replica, healthy, SIGTERM an old one) under a transfer load: 0 failed requests, every acknowledged transfer in the books', async () => {
    const holders = await seedHolders(databaseUrl, 30, 10_000);
    const log = newTransferLog();
    let stop = false;
    const began = Date.now();
    const load = transferLoad(() => balancerUrl, holders, 12, () => stop, log);
    const exits: Array<number | null> = [];
    const drains: number[] = [];
    let migrated = false;
    await sleep(1_500);
    const deploy = await rollingDeploy(
      {
        prepare() {
          const migrate = spawnSync(process.execPath, ['scripts/migrate.mjs', 'migrate'], { cwd: repoRoot, env: { ...process.env, ...env('migrate') }, encoding: 'utf8' });
          expect(migrate.status, migrate.stdout + migrate.stderr).toBe(0);
          migrated = true;
          return Promise.resolve();
        },
        list: () => Promise.resolve([...replicas.keys()].map(String)),
        async startReplica() {
          const slot = freeSlot();
          await startReplica(slot);
          return String(slot);
        },
        // Healthy for the deploy = ready (database, migrations) and seen up by the balancer (rise 2 × 300 ms).
        async health(id) {
          const ready = await fetch(`${replicas.get(Number(id))!.url}/health/ready`).then((r) => r.status === 200, () => false);
          if (ready) await sleep(900);
          return ready ? 'healthy' : 'starting';
        },
        async stop(id) {
          const replica = replicas.get(Number(id))!;
          const exited = new Promise<number | null>((resolve) => replica.child.once('exit', (code) => resolve(code)));
          const t = Date.now();
          replica.child.kill('SIGTERM');
          exits.push(await exited);
          drains.push(Date.now() - t);
          replicas.delete(Number(id));
        },
        logs: (id) => Promise.resolve(replicas.get(Number(id))?.output() ?? ''),
      },
      { healthTimeoutMs: 60_000, pollMs: 200, log: (line) => console.info(`drill: deploy: ${line}`) },
    );
    expect(migrated).toBe(true);
    expect(deploy.replaced).toBe(3);
    expect(replicas.size).toBe(3);
    await sleep(1_000);
    stop = true;
    await load;
    const seconds = (Date.now() - began) / 1000;
    const failed = log.inDoubt.length + [...log.refused.values()].reduce((a, b) => a + b, 0);
    console.info(
      `drill: rolling deploy: ${log.acknowledged.size} transfers acknowledged in ${seconds.toFixed(1)} s ` +
        `(${(log.acknowledged.size / seconds).toFixed(0)}/s), ${failed} failed (${log.inDoubt.length} without answer, refused: ${JSON.stringify(Object.fromEntries(log.refused))}); ` +
        `SIGTERM exit codes ${exits.join(', ')}, drain ${drains.join(', ')} ms`,
    );
    expect(exits).toEqual([0, 0, 0]);
    expect(log.inDoubt.map((d) => d.error)).toEqual([]);
    expect(Object.fromEntries(log.refused)).toEqual({});
    expect(log.acknowledged.size).toBeGreaterThan(50);
    await withClient(databaseUrl, async (client) => {
      const { missing, partial } = await checkAcknowledged(client, log);
      expect(missing).toEqual([]);
      expect(partial).toEqual([]);
      expect((await auditSnapshot(client)).violations).toEqual([]);
    });
    const check = spawnSync('npm', ['run', 'ledger:check', '--silent'], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
    console.info(`drill: npm run ledger:check → exit ${check.status}`);
    expect(check.status, check.stdout + check.stderr).toBe(0);
  }, 360_000); // three replica starts and three drains under load, then ledger:check from source: ~4 min at a load average of 25

  it('kill -9 of a replica under load: clients retrying with the same idempotency key never double-spend', async () => {
    const holders = await seedHolders(databaseUrl, 20, 10_000);
    let stop = false;
    const answersByKey = new Map<string, Set<string>>();
    const sent = new Map<string, { sender: Holder; amount: number }>();
    let retries = 0;
    let requests = 0;
    const worker = async () => {
      while (!stop) {
        const s = Math.floor(Math.random() * holders.length);
        const r = (s + 1 + Math.floor(Math.random() * (holders.length - 1))) % holders.length;
        const sender = holders[s]!;
        const input = { recipientId: holders[r]!.id, amount: 1 + Math.floor(Math.random() * 3), idempotencyKey: randomUUID() };
        sent.set(input.idempotencyKey, { sender, amount: input.amount });
        // Until an answer says what happened: no answer or a 5xx means "unknown", so send the same request again.
        for (let attempt = 0; ; attempt++) {
          requests += 1;
          const res = await graphqlAs(balancerUrl, sender, TRANSFER, { input });
          const id = res.json?.data?.transferOdance?.transfer?.id as string | undefined;
          if (id) {
            answersByKey.set(input.idempotencyKey, (answersByKey.get(input.idempotencyKey) ?? new Set()).add(id));
            break;
          }
          if (res.status !== 0 && res.status < 500) throw new Error(`refused: ${res.text.slice(0, 300)}`);
          if (attempt > 50) throw new Error(`no answer after 50 attempts: ${res.text.slice(0, 300)}`);
          retries += 1;
          await sleep(100);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 12 }, worker));
    await sleep(1_500);
    const victim = [...replicas.keys()][1]!;
    await replicas.get(victim)!.kill('SIGKILL');
    replicas.delete(victim);
    await sleep(1_500);
    await startReplica(victim);
    await sleep(1_500);
    stop = true;
    await load;
    const keys = [...sent.keys()];
    const doubles = [...answersByKey.values()].filter((ids) => ids.size > 1).length;
    await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ key: string; n: number }>(
        `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_movement WHERE idempotency_key = ANY($1) GROUP BY idempotency_key`,
        [keys],
      );
      const inBooks = rows.reduce((sum, row) => sum + row.n, 0);
      console.info(
        `drill: kill -9: ${keys.length} transfers, ${requests} requests, ${retries} retried with the same key, ` +
          `${answersByKey.size} acknowledged, ${inBooks} movements in the books, ${doubles} keys answered with two different transfers`,
      );
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(inBooks).toBe(answersByKey.size);
      expect(answersByKey.size).toBe(keys.length);
      expect(doubles).toBe(0);
      // Each sender paid exactly what was acknowledged to it.
      const paid = await client.query<{ account: string; paid: string }>(
        `SELECT m.initiator_account_id AS account, -sum(e.amount) AS paid FROM ledger_movement m
         JOIN ledger_entry e ON e.movement_id = m.id AND e.amount < 0
         WHERE m.idempotency_key = ANY($1) GROUP BY m.initiator_account_id`,
        [keys],
      );
      const expected = new Map<string, number>();
      for (const { sender, amount } of sent.values()) expected.set(sender.id, (expected.get(sender.id) ?? 0) + amount);
      expect(Object.fromEntries(paid.rows.map((row) => [row.account, Number(row.paid)]))).toEqual(Object.fromEntries(expected));
      expect((await auditSnapshot(client)).violations).toEqual([]);
    });
  }, 180_000);
});
