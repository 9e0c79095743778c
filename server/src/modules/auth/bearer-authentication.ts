import type { RequestHandler } from 'express';
import type { AppContainer, SessionLookup } from '../../kernel/context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import type { ApiRateLimit } from './api-rate-limit.js';
import { bearerCredential } from './scopes.js';

/**
 * `Authorization: Bearer <token>` on `/graphql` and the REST paths (README "API access"): the token alone
 * authenticates the request (its cookies are ignored, so it needs no anti-forgery header: shared/http/xsrf.ts).
 * A malformed, unknown, expired or revoked token is 401 with `WWW-Authenticate` before anything runs (counted
 * against the IP's anonymous rate limit; a known token against its own: api-rate-limit.ts); the lookup is
 * the session lookup (one indexed statement, batched with the turn's others), kept on the request for the
 * resolvers; `lookup` may be a wider one whose row a resolver then reuses (GraphQL: `me`'s, app/http.ts). What the
 * token may call is each operation's declaration (access.ts): the matched REST route's `routeAccess`, GraphQL's
 * root fields (graphql-scopes.ts).
 */
export function bearerAuthentication(c: AppContainer, options: { rateLimit: ApiRateLimit; lookup?: SessionLookup }): RequestHandler {
  const { rateLimit } = options;
  return async (req, res, next) => {
    const credential = bearerCredential(req);
    if (!credential) return next();
    try {
      const key = credential.kind === 'bearer' ? rateLimit.tokenKey(credential.token) : null;
      if (key && rateLimit.refuseSpent(req, res, key)) return;
      const viewer = credential.kind === 'bearer' ? await c.sessions.resolve(req, options.lookup) : null;
      // Counted once the token is known: an unknown one against its IP's anonymous allowance (api-rate-limit.ts).
      if (!(await rateLimit.countBearer(req, res, viewer ? key : null))) return;
      if (!viewer) {
        // Shaped by the transport's error handler (REST's or GraphQL's: shared/http/error-handler.ts).
        res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
        return next(new AppError(ErrorCode.AUTH_UNAUTHORIZED));
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
