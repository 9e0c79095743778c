// Starts the built server for the browser tests on a fresh data directory (a new embedded PostgreSQL).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '4399';
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The browser tests' anonymous pages all come from 127.0.0.1: the API rate limit is tested in the server suite.
    API_RATE_LIMIT: '1000000',
    // Every browser test signs its people up from 127.0.0.1; the per-IP sign-up limit is tested in the server suite.
    AUTH_IP_LIMIT: '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
