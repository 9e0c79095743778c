#!/usr/bin/env node
// Rolling deploy (README "Production", "Deploys"). `docker compose up -d` recreates every replica of a scaled service
// at once; this replaces them one at a time: start one new replica, wait until it is healthy (/health/ready), stop one
// old one (SIGTERM: it answers /health/serving with 503 for SHUTDOWN_DELAY_MS so the balancer stops sending, then
// drains), and so on. Any failure stops the deploy with the old replicas that are left still serving.
//
// The order of those steps is `rollingDeploy(runtime)`; a runtime says how replicas are listed, started, checked and
// stopped. The CLI below drives Docker Compose; the replica drill (server/test/reliability/chaos/
// replicas-behind-haproxy.chaos.ts) drives the same function with server processes behind HAProxy, so the order the
// operator runs is the order the drill proves under load.
//   node scripts/deploy-rolling.mjs             # build, migrate, roll
//   SKIP_BUILD=1 node scripts/deploy-rolling.mjs
import { execFile } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The deploy's order over a runtime (prepare, list, startReplica, health, stop, logs?); the types are in
 * deploy-rolling.d.mts, which the replica drill type-checks against.
 */
export async function rollingDeploy(runtime, options = {}) {
  const healthTimeoutMs = options.healthTimeoutMs ?? 120_000;
  const pollMs = options.pollMs ?? 2_000;
  const log = options.log ?? ((line) => console.log(line));
  await runtime.prepare();
  const old = await runtime.list();
  const steps = [];
  if (old.length === 0) {
    log('no running replica: start the stack first');
    return { replaced: 0, steps };
  }
  log(`replacing ${old.length} replica(s) one at a time`);
  for (const id of old) {
    const started = await runtime.startReplica();
    const since = Date.now();
    for (;;) {
      const health = await runtime.health(started);
      if (health === 'healthy') break;
      if (health === 'unhealthy' || Date.now() - since > healthTimeoutMs) {
        const tail = runtime.logs ? await runtime.logs(started).catch(() => '') : '';
        throw new Error(`replica ${started.slice(0, 12)} is not healthy after ${Date.now() - since} ms: deploy stopped, the old replicas keep serving\n${tail}`);
      }
      await sleep(pollMs);
    }
    const healthyAfterMs = Date.now() - since;
    log(`replica ${started.slice(0, 12)} healthy after ${healthyAfterMs} ms; stopping ${id.slice(0, 12)}`);
    await runtime.stop(id);
    steps.push({ started, stopped: id, healthyAfterMs });
  }
  log(`deploy done: ${old.length} replica(s) on the new release`);
  return { replaced: old.length, steps };
}

/** Docker Compose v2 (`docker compose`) on the stack in docker-compose.yml; service `app`, one-shot `migrate`. */
export function composeRuntime({ cwd, service = 'app', skipBuild = false }) {
  const run = promisify(execFile);
  const docker = async (...args) => (await run('docker', args, { cwd, maxBuffer: 10 * 1024 * 1024 })).stdout.trim();
  const compose = (...args) => docker('compose', ...args);
  const ids = async () => (await compose('ps', '-q', service)).split('\n').filter(Boolean);
  let count = 0;
  return {
    async prepare() {
      // The migrate service builds the image the replicas run (odance:latest); migrations stay compatible with the
      // release still running (README "Deploys").
      if (!skipBuild) await compose('build', 'migrate');
      await compose('run', '--rm', 'migrate');
    },
    async list() {
      const list = await ids();
      count = list.length;
      return list;
    },
    async startReplica() {
      const before = new Set(await ids());
      // One more replica from the new image; --no-recreate leaves the running ones alone.
      await compose('up', '-d', '--no-deps', '--no-recreate', '--scale', `${service}=${count + 1}`, service);
      const added = (await ids()).find((id) => !before.has(id));
      if (!added) throw new Error('no new replica was started');
      return added;
    },
    async health(id) {
      const status = await docker('inspect', '--format', '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}', id);
      return status === 'healthy' ? 'healthy' : status === 'unhealthy' || status === 'exited' ? 'unhealthy' : 'starting';
    },
    async stop(id) {
      // docker stop sends STOPSIGNAL (SIGTERM) and waits for the grace period before SIGKILL.
      await docker('stop', '--time', '40', id);
      await docker('rm', id);
    },
    logs: (id) => docker('logs', '--tail', '20', id),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cwd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  rollingDeploy(composeRuntime({ cwd, skipBuild: Boolean(process.env.SKIP_BUILD) }), {
    healthTimeoutMs: Number(process.env.HEALTH_TIMEOUT_S ?? 120) * 1000,
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
