import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The process's one Prometheus registry, served at /metrics. Other modules register their own figures here:
 * `new Counter({ name, help, labelNames, registers: [metricsRegistry] })` (names in snake_case, counters end in
 * `_total`; keep label values bounded: codes and route patterns, never ids or raw paths).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Background job passes: outcome `ok`, `failed`, or `skipped` (another replica held the job's lock). */
export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Background job runs, by job and outcome (ok, failed, skipped: another replica ran it)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
