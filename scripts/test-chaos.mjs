// `npm run test:chaos`: the reliability tests that kill the server and restart PostgreSQL under load
// (server/test/reliability/chaos). Servers run from source as child processes, the replica drill from the build
// behind HAProxy (installed from Debian when missing); closes with `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// The replica drill (replicas-behind-haproxy.chaos.ts) runs the built server behind Debian's HAProxy.
if (spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status !== 0) {
  console.log("Installing Debian's haproxy for the replica drill");
  const apt = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null'], { stdio: 'inherit' });
  if (apt.status !== 0) process.exit(1);
}
console.log('Building the server (the drill runs dist/main.js)');
if (spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const report = path.join(root, '.tmp', 'chaos-tests.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
const result = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--root', 'server', '--config', 'vitest.chaos.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0);
}
if (result.status !== 0 && failed === 0) failed = 1;
console.log(`chaos: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
