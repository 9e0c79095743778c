// `npm run migrate` (server/src/scripts/migrate.ts), `npm run oauth:rotate-keys` (oauth-rotate-keys.ts) and
// `npm run ledger:check` (ledger-check.ts): a one-shot server script, from source where the dev tools are installed
// (a checkout), else from the build (the production image, where they are pruned). The script's name is the first
// argument.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const SCRIPTS = new Set(['migrate', 'oauth-rotate-keys', 'ledger-check']);
const name = process.argv[2] ?? 'migrate';
if (!SCRIPTS.has(name)) {
  console.error(`unknown server script "${name}": one of ${[...SCRIPTS].join(', ')}`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'server');
const fromSource = existsSync(path.join(root, 'node_modules/@swc-node/register'));
// From source, packages/contract is taken from its source too (its `source` export); the build uses its dist/.
const args = fromSource ? ['--conditions=source', '--import', '@swc-node/register/esm-register', `src/scripts/${name}.ts`] : [`dist/scripts/${name}.js`];
const child = spawn(process.execPath, args, { cwd: server, stdio: 'inherit', env: { INIT_CWD: process.cwd(), ...process.env } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
