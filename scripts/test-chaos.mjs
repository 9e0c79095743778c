// `npm run test:chaos`: the reliability tests that kill the server and restart PostgreSQL under load
// (server/test/reliability/chaos). Servers run from source as child processes; closes with `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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
