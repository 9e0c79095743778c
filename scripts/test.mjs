// `npm test`: every check CI runs, in order, with one closing line `N passed, N failed` over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- server e2e`
const totals = { passed: 0, failed: 0 };
const summary = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, command, args, env) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? '✓' : '✗'} ${name} (${seconds}s)`);
}

/** A step whose runner reports tests: counted test by test from its JSON report. */
function suite(name, command, args, reportFile, count, env) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n▶ ${name}`);
  rmSync(reportFile, { force: true });
  if (env?.UNHANDLED_ERRORS_FILE) rmSync(env.UNHANDLED_ERRORS_FILE, { force: true });
  const { ok, seconds } = run(command, args, env);
  let counted = { passed: 0, failed: 0, names: [] };
  if (existsSync(reportFile)) counted = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  // Errors outside any test fail a vitest run without failing a test (unhandled-errors-reporter.mjs).
  const unhandled = env?.UNHANDLED_ERRORS_FILE && existsSync(env.UNHANDLED_ERRORS_FILE) ? JSON.parse(readFileSync(env.UNHANDLED_ERRORS_FILE, 'utf8')) : [];
  counted.failed += unhandled.length;
  counted.names = [...(counted.names ?? []), ...unhandled.map((e) => `unhandled ${e.name}: ${e.message}${e.where ? ` (${path.relative(root, e.where)})` : ''}`)];
  // A runner that failed without reporting a failing test (crash, setup error) still counts as a failure.
  if (!ok && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  summary.push(`${counted.failed ? '✗' : '✓'} ${name}: ${counted.passed} passed, ${counted.failed} failed (${seconds}s)`);
  // The closing lines are what a truncated CI log keeps: name what failed there.
  for (const failed of counted.names ?? []) summary.push(`    ✗ ${failed}`);
}

// A file that failed to load has no failing test of its own: count it once as a failure.
const brokenFiles = (report) =>
  (report.testResults ?? []).filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')).length;
const vitestFailures = (report) =>
  (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) return [`${where}: ${(file.message ?? 'failed to load').split('\n')[0]}`];
    return tests.map((t) => `${where} › ${t.fullName ?? t.title}`);
  });
const vitestCount = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: (report.numFailedTests ?? 0) + brokenFiles(report),
  names: vitestFailures(report),
});
const playwrightFailures = (suites, file = '') =>
  (suites ?? []).flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.ok ? [] : [`${spec.file ?? file}:${spec.line ?? ''} › ${s.title && s.title !== spec.file ? `${s.title} › ` : ''}${spec.title}`],
    ),
    ...playwrightFailures(s.suites, s.file ?? file),
  ]);
const playwrightCount = (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0),
  names: [...playwrightFailures(report.suites), ...(report.errors ?? []).map((e) => (e.message ?? 'error').split('\n')[0])],
});
const npx = (bin) => path.join(root, 'node_modules/.bin', bin);
const vitestReporters = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/${name}-tests.json`, `--reporter=${path.join(root, 'scripts/unhandled-errors-reporter.mjs')}`];
const unhandledFile = (name) => ({ UNHANDLED_ERRORS_FILE: `${tmp}/${name}-unhandled.json` });

check('typecheck-contract', npx('tsc'), ['-p', 'packages/contract/tsconfig.json', '--noEmit']);
check('typecheck-server', npx('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']);
check('typecheck-client', npx('tsc'), ['-p', 'client/tsconfig.json', '--noEmit']);
check('typecheck-e2e', npx('tsc'), ['-p', 'e2e/tsconfig.json', '--noEmit']);
check('typecheck-tools', npx('tsc'), ['-p', 'tsconfig.json']);
check('lint', npx('eslint'), ['.', '--max-warnings=0']);
// The contract documented for partners (.graphql-schema-linterrc) and compatible with the released one.
check('schema-lint', npx('graphql-schema-linter'), []);
check('schema-breaking', process.execPath, ['scripts/schema-breaking.mjs']);
suite('server', npx('vitest'), ['run', '--root', 'server', ...vitestReporters('server')], `${tmp}/server-tests.json`, vitestCount, unhandledFile('server'));
// Migrations and the app as a database owner that is not superuser, on Debian's PostgreSQL 15 (PRODUCT.md §12).
if (!only.length || only.includes('managed-postgres')) {
  const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  if (!existsSync(path.join(pgBin, 'initdb'))) {
    console.error(`\n✗ managed-postgres: no PostgreSQL at ${pgBin}. Install Debian's: apt-get update && apt-get install -y postgresql (or set PG_BIN).`);
    totals.failed += 1;
    summary.push('✗ managed-postgres: PostgreSQL not found');
  } else {
    suite('managed-postgres', npx('vitest'), ['run', '--root', 'server', '--config', 'vitest.managed-postgres.config.ts', ...vitestReporters('managed-postgres')], `${tmp}/managed-postgres-tests.json`, vitestCount, { PG_BIN: pgBin, ...unhandledFile('managed-postgres') });
  }
}
// deploy/prometheus: the alert rules and the scrape configuration are valid, and the rules fire as alerts.test.yml says.
if (!only.length || only.includes('prometheus')) {
  const promtool = process.env.PROMTOOL ?? '/usr/bin/promtool';
  if (!existsSync(promtool)) {
    console.error(`\n✗ prometheus: no promtool at ${promtool}. Install Debian's: apt-get update && apt-get install -y prometheus (or set PROMTOOL).`);
    totals.failed += 1;
    summary.push('✗ prometheus: promtool not found');
  } else {
    const dir = path.join(root, 'deploy/prometheus');
    check('prometheus', 'sh', ['-c', `cd "${dir}" && "${promtool}" check rules alerts.yml && "${promtool}" test rules alerts.test.yml && "${promtool}" check config --syntax-only prometheus.yml`]);
  }
}
suite('client', npx('vitest'), ['run', '--root', 'client', ...vitestReporters('client')], `${tmp}/client-tests.json`, vitestCount, unhandledFile('client'));

if (!only.length || only.includes('e2e')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  check('build', 'npm', ['run', 'build']);
  if (!existsSync(chromium)) {
    console.error(`\n✗ e2e: no Chromium at ${chromium}. Install Debian's: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`);
    totals.failed += 1;
    summary.push('✗ e2e: Chromium not found');
  } else {
    suite('e2e', npx('playwright'), ['test', '--reporter=list,json'], `${tmp}/e2e-tests.json`, playwrightCount, {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e-tests.json`,
      CHROMIUM_PATH: chromium,
    });
  }
}

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
