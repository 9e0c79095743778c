import { describe, expect, it } from 'vitest';
import { rollingDeploy, type DeployRuntime, type ReplicaHealth } from '../../../scripts/deploy-rolling.mjs';

/**
 * The deploy's order (scripts/deploy-rolling.mjs): migrations once, then per old replica one new replica that is
 * healthy before an old one stops; a new replica that never becomes healthy stops the deploy with the old ones left.
 * The replica drill (test/reliability/chaos/replicas-behind-haproxy.chaos.ts) runs the same function on real
 * servers behind HAProxy under load; this records the steps of a runtime that only keeps a journal.
 */
function journalRuntime(healthOfNew: (n: number, polls: number) => ReplicaHealth) {
  const journal: string[] = [];
  let started = 0;
  const polls = new Map<string, number>();
  const runtime: DeployRuntime = {
    prepare: () => Promise.resolve(void journal.push('migrate')),
    list: () => Promise.resolve(['old-a', 'old-b', 'old-c']),
    startReplica: () => {
      started += 1;
      journal.push(`start new-${started}`);
      return Promise.resolve(`new-${started}`);
    },
    health: (id) => {
      const n = (polls.get(id) ?? 0) + 1;
      polls.set(id, n);
      const health = healthOfNew(Number(id.split('-')[1]), n);
      if (health === 'healthy') journal.push(`healthy ${id}`);
      return Promise.resolve(health);
    },
    stop: (id) => Promise.resolve(void journal.push(`stop ${id}`)),
    logs: (id) => Promise.resolve(`last lines of ${id}`),
  };
  return { runtime, journal };
}

describe('rollingDeploy', () => {
  it('migrates once, then starts one new replica, waits until it is healthy and only then stops one old one', async () => {
    const { runtime, journal } = journalRuntime((_n, polls) => (polls < 3 ? 'starting' : 'healthy'));
    const result = await rollingDeploy(runtime, { pollMs: 1, log: () => {} });
    expect(journal).toEqual([
      'migrate',
      'start new-1', 'healthy new-1', 'stop old-a',
      'start new-2', 'healthy new-2', 'stop old-b',
      'start new-3', 'healthy new-3', 'stop old-c',
    ]);
    expect(result.replaced).toBe(3);
  });

  it('a new replica that turns unhealthy stops the deploy: the old replicas not yet replaced keep serving', async () => {
    const { runtime, journal } = journalRuntime((n) => (n === 2 ? 'unhealthy' : 'healthy'));
    await expect(rollingDeploy(runtime, { pollMs: 1, log: () => {} })).rejects.toThrow(/new-2 is not healthy[\s\S]*last lines of new-2/);
    expect(journal).toEqual(['migrate', 'start new-1', 'healthy new-1', 'stop old-a', 'start new-2']);
  });

  it('a new replica still starting after the timeout stops the deploy too', async () => {
    const { runtime, journal } = journalRuntime(() => 'starting');
    await expect(rollingDeploy(runtime, { pollMs: 5, healthTimeoutMs: 30, log: () => {} })).rejects.toThrow(/not healthy after/);
    expect(journal.filter((line) => line.startsWith('stop'))).toEqual([]);
  });
});
