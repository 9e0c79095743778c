import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../../src/app/embedded-postgres.js';
import { newToken } from '../../../src/modules/auth/secure-token.js';
import type { Tuple } from '../../support/tuple.js';

const serverRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server as a child process (`src/main.ts` through swc, as `npm run dev` runs it: always the current
 * source, no build needed), so it can be SIGKILLed, restarted on its data directory, or run twice.
 */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait (SIGKILL after 20 s). */
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  // built: the compiled server (`dist/main.js`, npm run build -w server), as an operator runs it.
  options: { port?: number; timeoutMs?: number; built?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args = options.built ? ['dist/main.js'] : ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'chaos-secret-chaos-secret-chaos-secret-01',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port,
    child,
    output: () => output,
    kill,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!done) await kill('SIGKILL');
    },
  };
}

/** The URL of the embedded PostgreSQL a server runs under `dataDir` (postmaster.pid line 4 is its port). */
export function embeddedUrl(dataDir: string, database = 'odance'): string {
  const lines = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://odance:odance@127.0.0.1:${Number(lines[3])}/${database}`;
}

export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface Holder {
  id: string;
  wallet: number;
  cookie: string;
  xsrf: string;
}

/**
 * `count` active accounts, each with a wallet funded by ONE correction movement from card issuance (the ledger
 * check stays clean) and a session minted as sign-in stores it.
 */
export async function seedHolders<N extends number>(url: string, count: N, balance: number): Promise<Tuple<Holder, N>> {
  return withClient(url, async (client) => {
    await client.query('BEGIN');
    const tag = randomUUID().slice(0, 8);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO account (email, first_name, last_name, role, active, email_confirmed_at, approved_at, auth_method)
       SELECT 'chaos-' || $2 || '-' || g || '@example.com', 'Chaos', 'Holder ' || g, 'user', true, now(), now(), 'google'
       FROM generate_series(1, $1::int) g RETURNING id`,
      [count, tag],
    );
    const ids = rows.map((row) => row.id);
    const wallets = await client.query<{ id: number; owner_account_id: string }>(
      `INSERT INTO ledger_account (kind, owner_account_id) SELECT 'wallet', unnest($1::uuid[]) RETURNING id, owner_account_id`,
      [ids],
    );
    await client.query(
      `WITH issuer AS (SELECT id FROM ledger_account WHERE kind = 'card_issuance' AND owner_account_id IS NULL),
            m AS (INSERT INTO ledger_movement (kind, initiator_account_id, idempotency_key, message)
                  VALUES ('correction', $1, 'chaos:funding:' || $2, 'chaos funding') RETURNING id)
       INSERT INTO ledger_entry (movement_id, ledger_account_id, amount)
       SELECT m.id, w, $3::bigint FROM m, unnest($4::int[]) w
       UNION ALL SELECT m.id, issuer.id, -$3::bigint * cardinality($4::int[]) FROM m, issuer`,
      [ids[0], tag, balance, wallets.rows.map((row) => row.id)],
    );
    const tokens = ids.map(() => newToken());
    await client.query(
      `INSERT INTO session (token_hash, account_id, expires_at, last_seen_at)
       SELECT unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day', now()`,
      [tokens.map((t) => t.hash), ids],
    );
    await client.query('COMMIT');
    const walletOf = new Map(wallets.rows.map((row) => [row.owner_account_id, row.id]));
    return ids.map((id, index) => {
      const xsrf = randomUUID().replace(/-/g, '');
      return { id, wallet: walletOf.get(id)!, xsrf, cookie: `odance_session=${tokens[index]!.token}; XSRF-TOKEN=${xsrf}` };
    }) as Tuple<Holder, N>;
  });
}

export const TRANSFER = `mutation Transfer($input: TransferOdanceInput!) {
  transferOdance(input: $input) { transfer { id amount sender { id } recipient { id } } }
}`;

export interface Answer {
  status: number;
  text: string;
  json: any;
}

/** One GraphQL call as a signed-in browser; a connection failure resolves to status 0. */
export async function graphqlAs(baseUrl: string, holder: Holder | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  try {
    const xsrf = holder?.xsrf ?? 'anonymous-xsrf-token-0001';
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: holder?.cookie ?? `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  } catch (error) {
    // undici's "fetch failed" keeps the reason (reset, refused, timeout) in its cause.
    const cause = (error as { cause?: unknown })?.cause;
    return { status: 0, text: `${String(error)} ${cause instanceof Error || typeof cause === 'string' ? String(cause) : ''}`.trim(), json: undefined };
  }
}

/** A response body that leaks internals: a stack frame or a raw driver message. */
export function leaksInternals(text: string): boolean {
  return /\n\s+at \S+ \(|"stack"|node_modules|QueryFailedError|ECONNREFUSED/.test(text);
}

export interface TransferLog {
  acknowledged: Map<string, { key: string; senderId: string; movementId: string }>;
  inDoubt: Array<{ key: string; holder: Holder; input: Record<string, unknown>; error?: string }>;
  refused: Map<string, number>;
}

/**
 * `workers` clients sending random 1–3 oDance transfers among `holders` until `until()` says stop; each
 * request's fate is recorded: acknowledged (the client saw the transfer), refused (an error answer), or in
 * doubt (no answer: the connection died).
 */
export async function transferLoad(urls: () => string, holders: Holder[], workers: number, until: () => boolean, log: TransferLog): Promise<void> {
  const worker = async () => {
    while (!until()) {
      const s = Math.floor(Math.random() * holders.length);
      let r = Math.floor(Math.random() * (holders.length - 1));
      if (r >= s) r += 1;
      const sender = holders[s]!;
      const input = { recipientId: holders[r]!.id, amount: 1 + Math.floor(Math.random() * 3), idempotencyKey: randomUUID() };
      const res = await graphqlAs(urls(), sender, TRANSFER, { input });
      const transfer = res.json?.data?.transferOdance?.transfer;
      if (transfer) log.acknowledged.set(input.idempotencyKey, { key: input.idempotencyKey, senderId: sender.id, movementId: transfer.id });
      else if (res.status === 0) {
        log.inDoubt.push({ key: input.idempotencyKey, holder: sender, input, error: res.text.slice(0, 300) });
        await sleep(50);
      } else {
        const code = res.json?.errors?.[0]?.extensions?.code ?? `HTTP ${res.status}`;
        log.refused.set(code, (log.refused.get(code) ?? 0) + 1);
        if (res.status >= 500 && code !== 'SERVICE_UNAVAILABLE') log.refused.set(`5xx: ${res.text.slice(0, 200)}`, 1);
        await sleep(20);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

export const newTransferLog = (): TransferLog => ({ acknowledged: new Map(), inDoubt: [], refused: new Map() });
