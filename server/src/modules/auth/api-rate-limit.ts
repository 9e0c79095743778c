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

/**
 * `API_RATE_LIMIT` requests a minute per bearer token (keyed by its SHA-256, valid or not) and per client IP for
 * anonymous calls, counted in PostgreSQL (`api_rate_limit`) so that all replicas share it; over it, 429
 * TOO_MANY_REQUESTS with `Retry-After`. Browser sessions are not counted here (their costly paths have their own
 * throttles: modules/auth/throttle.ts). A key over its limit is refused from memory until its minute ends, so a
 * flood costs the database nothing more; if the database cannot count, the request goes through (the limit
 * protects the service, it must not take it down with the database).
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
  return async (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    const credential = bearerCredential(req);
    const key = credential
      ? `token:${createHash('sha256').update(credential.kind === 'bearer' ? credential.token : String(req.headers.authorization)).digest('hex')}`
      : req.cookies?.[c.config.authTokenName]
        ? null
        : `ip:${req.ip ?? 'unknown'}`;
    if (!key) return next();
    try {
      await limiter.consume(key);
      return next();
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) return next(); // the store failed: let it through
      limited.inc({ kind: credential ? 'token' : 'ip' });
      const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      const error = new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfter });
      res.locals.errorCode = error.code;
      res.set('Retry-After', String(retryAfter));
      const body = toApiErrorBody(error);
      const graphql = req.baseUrl === c.config.graphqlUrl;
      res.status(429).json(graphql ? { errors: [{ message: body.message, extensions: { code: body.code, status: body.status, params: body.params } }] } : body);
    }
  };
}
