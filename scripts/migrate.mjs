// `npm run migrate`: applies pending migrations and exits (server/src/scripts/migrate.ts). From source where the
// dev tools are installed (a checkout), else the build (the production image, where they are pruned).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'server');
const fromSource = existsSync(path.join(root, 'node_modules/@swc-node/register'));
const args = fromSource
  ? ['--import', '@swc-node/register/esm-register', 'src/scripts/migrate.ts']
  : ['dist/scripts/migrate.js'];
const child = spawn(process.execPath, args, { cwd: server, stdio: 'inherit', env: { INIT_CWD: process.cwd(), ...process.env } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
