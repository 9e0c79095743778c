// `npm start`: builds what is not built, then runs the server (embedded PostgreSQL unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = (file) => existsSync(path.join(root, file));

// The server's build also builds packages/contract's dist/, which the built server imports.
if (!built('server/dist/main.js') || !built('server/dist/build-info.json') || !built('packages/contract/dist/index.js')) {
  console.log('Building the server…');
  if (spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}
// The pre-renderer of the first screens (client/src/prerender.tsx) is part of the web app's build.
if (!built('client/dist/index.html') || !built('client/dist/.ssr/prerender.mjs')) {
  console.log('Building the web app…');
  if (spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/dist/main.js'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
