// The built server as a separate process (node server/dist/main.js), on its own data directory with the
// embedded PostgreSQL, so memory and start-up time are the real ones.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and waits for `/health` 200. Returns the process, its URL and how long it took from
 * spawn to the first 200.
 */
export async function startServer({ dataDir, port, env = {}, timeoutMs = 120_000, entry = ['server/dist/main.js'], logFile }) {
  const started = performance.now();
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (for finding where its time goes).
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : [];
  // The server's V8 flags, as production runs it (scripts/server-node-flags.mjs).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, ...entry], {
    cwd: root,
    stdio: ['ignore', logFile ? 'pipe' : 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      BENCH_BASELINE_ROUTE: 'true',
      // The search phases send anonymous queries from one address faster than API_RATE_LIMIT's default allows.
      API_RATE_LIMIT: '1000000000',
      // The fan-out phase opens up to 5,000 sockets over 500 accounts.
      LIVE_SOCKETS_PER_ACCOUNT: '20',
      // The production default: every request gets its log line (written to /dev/null here).
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  if (logFile) child.stdout.pipe(logFile);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await Promise.race([exited, sleep(25).then(() => null)]);
    if (done) throw new Error(`server exited (${done.code ?? done.signal}) before /health answered:\n${stderr}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${stderr}`);
    }
  }
  const readyMs = performance.now() - started;
  return {
    child,
    pid: child.pid,
    url,
    readyMs,
    exited,
    stderr: () => stderr,
    /** SIGTERM: requests finish, the embedded PostgreSQL stops; SIGKILL after `graceMs`. */
    async stop(graceMs = 60_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(graceMs).then(() => null)]);
      if (result) return result;
      child.kill('SIGKILL');
      return exited;
    },
  };
}

/**
 * The URL of the embedded PostgreSQL under `dataDir` while it runs (postmaster.pid: line 4 its port, line 5 its
 * Unix socket's directory). Through the socket when it has one, as the server connects to it
 * (server/src/app/embedded-postgres.ts): the raw SQL baselines pay for the same transport as the server.
 */
export function embeddedDatabaseUrl(dataDir, database = 'odance') {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) throw new Error(`no running embedded PostgreSQL in ${dataDir}`);
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const [port, socketDir] = [Number(lines[3]), lines[4]?.trim()];
  return socketDir
    ? `postgres://odance:odance@localhost:${port}/${database}?host=${socketDir}`
    : `postgres://odance:odance@127.0.0.1:${port}/${database}`;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid, everyMs = 100) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid));
      return peak;
    },
  };
}
