import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { auditMoney, MONEY_INVARIANTS } from '../app/money-audit.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from '../app/embedded-postgres.js';
import { createLogger } from '../kernel/logger.js';
import { formatAuditReport } from '../modules/ledger/ledger-check.js';
import { withSecretFiles } from '../kernel/secret-files.js';

/**
 * `npm run ledger:check`: verifies the books (every invariant in app/money-audit.ts) in DATABASE_URL, or in
 * the embedded development database under DATA_DIR, prints a report and exits 1 on any violation.
 * A running development server keeps its embedded PostgreSQL: the check connects to it instead of starting one.
 */
// npm runs workspace scripts from the workspace folder; a relative DATA_DIR means the caller's folder.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const dataDir = path.resolve(callerDir, process.env.DATA_DIR || './.data');
// The credentials embedded-postgres.ts gives the development cluster.
const EMBEDDED_CREDENTIALS = 'odance:odance';

let embedded: EmbeddedDatabase | undefined;
// DATABASE_URL or DATABASE_URL_FILE, as the server reads it (kernel/secret-files.ts); a bad one is one line, exit 2.
let url: string | undefined;
try {
  url = withSecretFiles(process.env).DATABASE_URL;
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (!url) {
  const pgDir = path.join(dataDir, 'pg');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // A checkout that never started the server has no books yet: trivially clean.
    console.log(`no DATABASE_URL and no embedded database in ${pgDir} yet: nothing to check`);
    process.exit(0);
  }
  const runningPort = portOfRunningCluster(pgDir);
  if (runningPort) url = `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${runningPort}/odance`;
  else {
    embedded = await startEmbeddedPostgres(pgDir, createLogger('warn'));
    url = await ensureDatabase(embedded.url, 'odance');
  }
}

const client = new pg.Client({ connectionString: url });
let exitCode = 1;
try {
  await client.connect();
  // One snapshot for every query, so a server writing meanwhile cannot make the totals disagree.
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const report = await auditMoney(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  await client.query('COMMIT');
  console.log(formatAuditReport(report, MONEY_INVARIANTS));
  exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`ledger check failed to run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await client.end().catch(() => undefined);
  await embedded?.stop();
}
process.exit(exitCode);

/** The port of the PostgreSQL that holds `pgDir` now (postmaster.pid line 4), if its process is alive. */
function portOfRunningCluster(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but run by another user (as root the cluster runs as `postgres`).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}
