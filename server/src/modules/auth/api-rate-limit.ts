import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Counter } from 'prom-client';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContainer } from '../../kernel/context.js';
import { metricsRegistry } from '../../kernel/metrics.js';
import { AppError, toApiErrorBody } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { cookieOf } from '../../shared/http/cookies.js';

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

/** How a request is counted: against a known token's allowance or its IP's anonymous one. */
export type RateKey = string;

/**
 * `API_RATE_LIMIT` requests a minute per bearer token the server knows (keyed by its SHA-256) and per client IP for
 * anonymous calls, counted in PostgreSQL (`api_rate_limit`) so that all replicas share it; over it, 429
 * TOO_MANY_REQUESTS with `Retry-After`. Every counted answer, 429s included, carries `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the key's minute ends). Browser
 * sessions are not counted here (their costly paths have their own throttles: modules/auth/throttle.ts). If the
 * database cannot count, the request goes through (the limit protects the service, it must not take it down with
 * the database).
 *
 * A bearer request is counted after its token's lookup (bearer-authentication.ts calls `countBearer`): an unknown,
 * expired or made-up token, or a malformed header, is counted against its IP's anonymous allowance, so making
 * tokens up buys no requests (each used to get a fresh bucket of its own). A known token whose allowance is spent
 * on this replica is refused before its lookup (`refuseSpent`), as it was when the count came first.
 *
 * Counting every request in PostgreSQL made one token's requests queue on one row (docs/decisions.md#api-rate-limits).
 * So a key's first request in each SYNC_MS waits for PostgreSQL's count, and the
 * ones after it are counted here and written together SYNC_MS later: the limit holds across replicas to within
 * what they take in SYNC_MS, and a busy token costs the database ten writes a second, not one a request.
 */
export class ApiRateLimit {
  private readonly points: number;
  private readonly limiter: RateLimiterPostgres;
  private readonly keys = new Map<string, KeyState>();
  private readonly graphqlUrl: string;
  private readonly sessionCookie: string;

  constructor(c: AppContainer) {
    this.points = c.config.apiRateLimit;
    this.graphqlUrl = c.config.graphqlUrl;
    this.sessionCookie = c.config.authTokenName;
    this.limiter = new RateLimiterPostgres({
      storeClient: c.dataSource,
      storeType: 'typeorm',
      tableName: 'api_rate_limit',
      tableCreated: true,
      points: this.points,
      duration: 60,
      inMemoryBlockOnConsumed: this.points + 1,
      inMemoryBlockDuration: 60,
    });
    // Keys whose minute ended are forgotten now and then.
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [key, state] of this.keys) if (now >= state.resetAt && !state.flush) this.keys.delete(key);
    }, 60_000);
    sweep.unref();
  }

  /**
   * Middleware for `/graphql` and `/api`: a request with neither `Authorization` nor the session cookie is counted
   * against its IP. Bearer requests go on to bearer-authentication.ts, which counts them once their token is
   * looked up; browser sessions are not counted.
   */
  readonly anonymous: RequestHandler = async (req, res, next) => {
    if (req.method === 'OPTIONS' || req.headers.authorization !== undefined || cookieOf(req, this.sessionCookie)) return next();
    if (await this.count(req, res, ipKey(req))) next();
  };

  /** The key of a token the server knows. */
  tokenKey(token: string): RateKey {
    return `token:${createHash('sha256').update(token).digest('hex')}`;
  }

  /**
   * Before a known token's lookup: when this replica has already spent the token's allowance, answers 429 (no
   * lookup, no count) and returns true. Only tokens that were found have a state here (`countBearer`).
   */
  refuseSpent(req: Request, res: Response, key: RateKey): boolean {
    const state = this.keys.get(key);
    if (!state || Date.now() >= state.resetAt || estimate(state) < this.points) return false;
    this.refuse(req, res, 'token', state.resetAt);
    return true;
  }

  /**
   * Counts a bearer request after its lookup: against the token's own allowance when the token was found
   * (`key`), else against the IP's anonymous one. False when it answered 429.
   */
  countBearer(req: Request, res: Response, key: RateKey | null): Promise<boolean> {
    return this.count(req, res, key ?? ipKey(req));
  }

  /** Counts one request against `key`, setting the RateLimit headers; answers 429 and returns false over the limit. */
  private async count(req: Request, res: Response, key: RateKey): Promise<boolean> {
    const decision = await this.take(key);
    if (decision.ok) {
      setLimitHeaders(res, this.points, decision.remaining, secondsUntil(decision.resetAt));
      return true;
    }
    this.refuse(req, res, key.startsWith('token:') ? 'token' : 'ip', decision.resetAt);
    return false;
  }

  private refuse(req: Request, res: Response, kind: 'token' | 'ip', resetAt: number): void {
    limited.inc({ kind });
    const retryAfter = secondsUntil(resetAt);
    const error = new AppError(ErrorCode.TOO_MANY_REQUESTS, { retryAfter });
    res.locals.errorCode = error.code;
    res.set('Retry-After', String(retryAfter));
    setLimitHeaders(res, this.points, 0, retryAfter);
    const body = toApiErrorBody(error);
    const graphql = req.baseUrl === this.graphqlUrl;
    res.status(429).json(graphql ? { errors: [{ message: body.message, extensions: { code: body.code, status: body.status, params: body.params } }] } : body);
  }

  /**
   * Writes `taken` points for the key; PostgreSQL's answer (every replica's count, this write included) becomes
   * the key's state. Answers can come back out of order: the count only grows within a minute. Returns the count
   * PostgreSQL answered, or null if the store failed (counted as nothing).
   */
  private async sync(key: string, state: KeyState, taken: number): Promise<number | null> {
    state.inflight += taken;
    let outcome: RateLimiterRes;
    try {
      outcome = await this.limiter.consume(key, taken);
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
  }

  /** Whether the key may take one more point now; counts it if so. `remaining`: what is left after this one. */
  private async take(key: string): Promise<{ ok: true; remaining: number; resetAt: number } | { ok: false; resetAt: number }> {
    const { points } = this;
    const now = Date.now();
    let state = this.keys.get(key);
    if (!state || now >= state.resetAt) {
      state = { synced: 0, resetAt: now + 60_000, syncedAt: 0, inflight: 0, pending: 0, flush: null };
      this.keys.set(key, state);
    }
    // Every decision counts the points granted here that PostgreSQL may not have yet: a burst on one replica
    // never lets more than the limit through (server/test/security/api-access.test.ts).
    if (estimate(state) + 1 > points) return { ok: false, resetAt: state.resetAt };
    if (now - state.syncedAt >= SYNC_MS && state.pending === 0) {
      // The requests arriving meanwhile are counted here (this one with them), not each sent to PostgreSQL.
      state.syncedAt = now;
      const counted = await this.sync(key, state, 1);
      if (counted !== null && counted > points) return { ok: false, resetAt: state.resetAt };
      return { ok: true, remaining: Math.max(0, points - estimate(state)), resetAt: state.resetAt };
    }
    state.pending += 1;
    const counting = state;
    state.flush ??= setTimeout(() => {
      const taken = counting.pending;
      counting.pending = 0;
      counting.flush = null;
      void this.sync(key, counting, taken);
    }, SYNC_MS);
    state.flush.unref();
    return { ok: true, remaining: Math.max(0, points - estimate(state)), resetAt: state.resetAt };
  }
}

/** At most: what PostgreSQL last counted, what is on its way there, and what waits here to be written. */
const estimate = (state: KeyState) => state.synced + state.inflight + state.pending;

const ipKey = (req: Request): RateKey => `ip:${req.ip ?? 'unknown'}`;

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/** The RateLimit headers (the IETF draft's names): the limit, what is left of it, and seconds until it starts again. */
function setLimitHeaders(res: Response, limit: number, remaining: number, resetSeconds: number): void {
  res.setHeader('RateLimit-Limit', String(limit));
  res.setHeader('RateLimit-Remaining', String(remaining));
  res.setHeader('RateLimit-Reset', String(resetSeconds));
}
