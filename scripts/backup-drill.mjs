// `npm run backup:drill`: point-in-time recovery with Debian's pgBackRest and PostgreSQL 15 (PRODUCT.md §12):
// server/test/backup-drill/point-in-time.drill.ts backs up, moves money, restores to a moment between two
// transfers and runs ledger:check. Needs `apt-get install -y postgresql pgbackrest` (or PG_BIN / PGBACKREST).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgbackrest = process.env.PGBACKREST ?? '/usr/bin/pgbackrest';
for (const [file, hint] of [[path.join(pgBin, 'initdb'), 'postgresql (or set PG_BIN)'], [pgbackrest, 'pgbackrest (or set PGBACKREST)']]) {
  if (!existsSync(file)) {
    console.error(`backup drill: ${file} is missing. Install Debian's: apt-get update && apt-get install -y ${hint}`);
    process.exit(1);
  }
}
const result = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--root', 'server', '--config', 'vitest.backup-drill.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
