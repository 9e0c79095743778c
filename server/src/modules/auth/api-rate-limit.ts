import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter } from 'prom-client';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContainer } from '../../app/container.js';
import { metricsRegistry } from '../../app/ops/metrics.js';
import { AppError, toApiErrorBody } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { bearerCredential } from './scopes.js';

const limited = new Counter({
  name: 'odance_api_rate_limited_total',
  help: 'API requests refused by the per-token / per-IP rate limit, by key kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

// A key's count is written to PostgreSQL at most this often; between writes the replica counts it in memory.
const SYNC_MS = 100;

interface KeyState {
  /** Points consumed in the key's current minute, as PostgreSQL last answered (every replica's). */
  synced: number;
  /** When the key's minute ends (ms since the epoch). */
  resetAt: number;
  /** When PostgreSQL last answered for it. */
  syncedAt: number;
  /** Points sent to PostgreSQL and not answered yet (they may or may not be in `synced`: counted as not). */
  inflight: number;
  /** Points taken here since, not yet written. */
  pending: number;
  flush: NodeJS.Timeout | null;
}

/**
 * `API_RATE_LIMIT` requests a minute per bearer token (keyed by its SHA-256, valid or not) and per client IP for
 * anonymous calls, counted in PostgreSQL (`api_rate_limit`) so that all replicas share it; over it, 429
 * TOO_MANY_REQUESTS with `Retry-After`. Browser sessions are not counted here (their costly paths have their own
 * throttles: modules/auth/throttle.ts). If the database cannot count, the request goes through (the limit
 * protects the service, it must not take it down with the database).
 *
 * Counting every request in PostgreSQL made one token's requests queue on one row (npm run bench: a script's
 * `me` at 40% of a browser's). So a key's first request in each SYNC_MS waits for PostgreSQL's count, and the
 * ones after it are counted here and written together SYNC_MS later: the limit holds across replicas to within
 * what they take in SYNC_MS, and a busy token costs the database ten writes a second, not one a request.
 */
export function apiRateLimit(c: AppContainer): RequestHandler {
  const points = c.config.apiRateLimit;
  const limiter = new RateLimiterPostgres({
    storeClient: c.dataSource,
    storeType: 'typeorm',
    tableName: 'api_rate_limit',
    tableCreated: true,
    points,
    duration: 60,
    inMemoryBlockOnConsumed: points + 1,
    inMemoryBlockDuration: 60,
  });
  const keys = new Map<string, KeyState>();

  /**
   * Writes `taken` points for the key; PostgreSQL's answer (every replica's count, this write included) becomes
   * the key's state. Answers can come back out of order: the count only grows within a minute. Returns the count
   * PostgreSQL answered, or null if the store failed (counted as nothing).
   */
  const sync = async (key: string, state: KeyState, taken: number): Promise<number | null> => {
    state.inflight += taken;
    let outcome: RateLimiterRes;
    try {
      outcome = await limiter.consume(key, taken);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return null;
      outcome = error;
    } finally {
      state.inflight -= taken;
    }
    state.synced = Math.max(state.synced, outcome.consumedPoints);
    state.resetAt = Date.now() + outcome.msBeforeNext;
    state.syncedAt = Date.now();
    return outcome.consumedPoints;
  };

  /** At most: what PostgreSQL last counted, what is on its way there, and what waits here to be written. */
  const estimate = (state: KeyState) => state.synced + state.inflight + state.pending;

  /** Whether the key may take one more point now; counts it if so. */
  const take = async (key: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> => {
    const now = Date.now();
    let state = keys.get(key);
    if (!state || now >= state.resetAt) {
      state = { synced: 0, resetAt: now + 60_000, syncedAt: 0, inflight: 0, pending: 0, flush: null };
      keys.set(key, state);
    }
    // Every decision counts the points granted here that PostgreSQL may not have yet: a burst on one replica
    // never lets more than the limit through (server/test/security/api-access.test.ts).
    if (estimate(state) + 1 > points) return { ok: false, retryAfter: secondsUntil(state.resetAt) };
    if (now - state.syncedAt >= SYNC_MS && state.pending === 0) {
      // The requests arriving meanwhile are counted here (this one with them), not each sent to PostgreSQL.
      state.syncedAt = now;
      const counted = await sync(key, state, 1);
      if (counted !== null && counted > points) return { ok: false, retryAfter: secondsUntil(state.resetAt) };
      return { ok: true };
    }
    state.pending += 1;
    state.flush ??= setTimeout(() => {
      const taken = state.pending;
      state.pending = 0;
      state.flush = null;
      void sync(key, state, taken);
    }, SYNC_MS);
    state.flush.unref();
    return { ok: true };
  };

  // Keys whose minute ended are forgotten now and then.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, state] of keys) if (now >= state.resetAt && !state.flush) keys.delete(key);
  }, 60_000);
  sweep.unref();

  return async (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    const credential = bearerCredential(req);
    const key = credential
      ? `token:${createHash('sha256').update(credential.kind === 'bearer' ? credential.token : String(req.headers.authorization)).digest('hex')}`
      : req.cookies?.[c.config.authTokenName]
        ? null
        : `ip:${req.ip ?? 'unknown'}`;
    if (!key) return next();
    const decision = await take(key);
    if (decision.ok) return next();
    limited.inc({ kind: credential ? 'token' : 'ip' });
    const error = new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfter: decision.retryAfter });
    res.locals.errorCode = error.code;
    res.set('Retry-After', String(decision.retryAfter));
    const body = toApiErrorBody(error);
    const graphql = req.baseUrl === c.config.graphqlUrl;
    res.status(429).json(graphql ? { errors: [{ message: body.message, extensions: { code: body.code, status: body.status, params: body.params } }] } : body);
  };
}

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));
