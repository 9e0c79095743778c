import { AsyncLocalStorage } from 'node:async_hooks';
import type { Express } from 'express';
import type { AppContainer } from '../kernel/context.js';

/**
 * Benchmark-only routes, mounted first in the pipeline when `BENCH_BASELINE_ROUTE=true` (config refuses it
 * in production). `npm run bench` (bench/run.mjs) uses them against a server process it starts itself:
 *
 * - `GET /__bench/baseline`: a bare Express JSON route in the same process, before logging, security headers,
 *   compression, cookies and anti-forgery — the denominator of `meQueryRatio`.
 * - statement counting: a request sent with `x-bench-count: <id>` has every SQL statement TypeORM issues on its
 *   behalf counted (AsyncLocalStorage follows the request through promises); `GET /__bench/statements/<id>`
 *   answers `{statements}` afterwards. Requests without the header are not tracked at all.
 * - `GET /__bench/memory`: a full garbage collection first (when started with --expose-gc), then the process's
 *   memory: the per-socket figure of the live updates is measured between two of these.
 */
export function installBenchHooks(app: Express, container: AppContainer): void {
  app.get('/__bench/baseline', (_req, res) => {
    res.json({ ok: true });
  });

  app.get('/__bench/memory', (_req, res) => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    res.json({ rss, heapUsed, external, gc: typeof (globalThis as { gc?: unknown }).gc === 'function' });
  });

  const tracked = new AsyncLocalStorage<{ statements: number }>();
  const counts = new Map<string, number>();
  const logger = container.dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    const store = tracked.getStore();
    if (store) store.statements += 1;
    return logQuery(query, parameters, runner) as unknown; // TypeORM types a logger's answer `any`
  };

  app.use((req, res, next) => {
    const id = req.get('x-bench-count');
    if (!id) return next();
    const store = { statements: 0 };
    res.on('finish', () => {
      counts.set(id.slice(0, 64), store.statements);
      if (counts.size > 1_000) counts.delete(counts.keys().next().value!);
    });
    // The request's own events (its body's `data` and `end`) are emitted from the socket, outside the context
    // started here: the statements made after the body was read went uncounted (listStatements read 0 / 0). Bound
    // to it, this request's listeners carry the count on. Counted requests only: the others keep Node's `on`.
    tracked.run(store, () => {
      const on = req.on.bind(req);
      const once = req.once.bind(req);
      req.on = ((event: string, listener: (...args: unknown[]) => void) => on(event, AsyncLocalStorage.bind(listener))) as typeof req.on;
      req.once = ((event: string, listener: (...args: unknown[]) => void) => once(event, AsyncLocalStorage.bind(listener))) as typeof req.once;
      next();
    });
  });
  app.get('/__bench/statements/:id', (req, res) => {
    res.json({ statements: counts.get(req.params.id) ?? null });
  });
}
