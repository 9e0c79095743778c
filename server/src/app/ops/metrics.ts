import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from '../../kernel/metrics.js';
import type { AppContainer } from '../../kernel/context.js';
import type { GraphQLOutcome } from '../../shared/graphql/operation-outcome.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { onResponseClose } from '../../shared/http/response-close.js';

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const graphqlOperations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations, by operation name and outcome (ok, or the first error code)',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});
const graphqlDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operation duration, by operation name',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const errors = new Counter({
  name: 'app_errors_total',
  help: 'Error answers (REST and GraphQL), by catalogue code',
  labelNames: ['code'] as const,
  registers: [metricsRegistry],
});

/** Operation names come from clients: only well-formed ones, and at most this many distinct, become labels. */
const MAX_OPERATION_NAMES = 200;
const seenOperations = new Set<string>();
function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (seenOperations.has(name)) return name;
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) || seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}

export function countErrorCode(code: string): void {
  errors.inc({ code });
}


export function graphqlOutcomeOf(res: Response): GraphQLOutcome | undefined {
  return (res.locals as { graphql?: GraphQLOutcome }).graphql;
}

// The route pattern a request matched; paths that matched no route are grouped, so labels stay bounded.
function routeLabel(req: Request, res: Response): string {
  if (graphqlOutcomeOf(res)) return '/graphql';
  const pattern = (req.route as { path?: unknown } | undefined)?.path; // Express types the matched route `any`
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  // A route with several paths (`app.get(['/health', '/health/ready'])`): the one matched, from a finite list.
  if (Array.isArray(pattern)) return `${req.baseUrl}${req.path}`;
  const first = /^\/[^/]*/.exec(req.path)?.[0] ?? '/';
  if (['/api', '/media', '/assets', '/graphql', '/dev'].includes(first)) return `${first}/*`;
  return res.statusCode === 404 ? 'unmatched' : 'app';
}

/** Counts every answered request (first in the pipeline, so it sees the final status). */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const stop = httpDuration.startTimer();
    onResponseClose(res, () => {
      if (!res.writableFinished) return; // the client went away: not an answered request
      const route = routeLabel(req, res);
      const seconds = stop({ method: req.method, route });
      httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
      const outcome = graphqlOutcomeOf(res);
      if (outcome) {
        const operation = operationLabel(outcome.operation);
        graphqlOperations.inc({ operation, outcome: outcome.errorCodes[0] ?? 'ok' });
        graphqlDuration.observe({ operation }, seconds);
        for (const code of outcome.errorCodes) countErrorCode(code);
      }
      // REST errors: the code restErrorHandler answered with (shared/http/error-handler.ts).
      const restCode = (res.locals as { errorCode?: string }).errorCode;
      if (restCode) countErrorCode(restCode);
    });
    next();
  };
}

/**
 * Figures read at scrape time from this app's database: pool use, ledger movements, mail backlog. Registered
 * per started app (a test process may start several: the last one's are served).
 */
export function installDatabaseMetrics(container: AppContainer): void {
  const pool = (container.dataSource.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  for (const name of ['db_pool_connections', 'ledger_movements', 'mail_outbox_backlog']) metricsRegistry.removeSingleMetric(name);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections of this process, by state (total, idle, waiting: requests waiting for one)',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'ledger_movements',
    help: 'Ledger movements recorded (all replicas: read from the database; counter-like, never decreases)',
    registers: [metricsRegistry],
    async collect() {
      const value = await scalar(container, 'SELECT count(*)::bigint AS n FROM ledger_movement');
      if (value !== undefined) this.set(value);
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails in the outbox not yet delivered (all replicas)',
    registers: [metricsRegistry],
    async collect() {
      const value = await scalar(container, 'SELECT count(*)::bigint AS n FROM outbox_mail WHERE sent_at IS NULL');
      if (value !== undefined) this.set(value);
    },
  });
}

// A scrape during a database outage still answers (process figures); the database figures are left out.
async function scalar(container: AppContainer, sql: string): Promise<number | undefined> {
  try {
    const rows = await container.dataSource.query<Array<{ n: string }>>(sql);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return undefined;
  }
}

/** GET /metrics: only with `Authorization: Bearer <METRICS_TOKEN>`; without a token configured it does not exist. */
export function metricsHandler(token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!token) return next();
    const given = Buffer.from(/^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '');
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.set('WWW-Authenticate', 'Bearer');
      return next(new AppError(ErrorCode.AUTH_UNAUTHORIZED));
    }
    res.set('Content-Type', metricsRegistry.contentType).set('Cache-Control', 'no-store').send(await metricsRegistry.metrics());
  };
}
