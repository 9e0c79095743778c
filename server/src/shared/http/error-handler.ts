import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { AppError, toApiErrorBody, type ApiErrorBody } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { normalizeError } from '../errors/normalize-error.js';

/** Any path under the REST router that nobody answered. */
export const restNotFound: RequestHandler = (_req, _res, next) => next(new AppError(ErrorCode.NOT_FOUND));

/** The last middleware: every failure leaves as `{code, status, message, type, params}`, never a stack trace. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const body = refusalOf(error, req, res);
  if (body) res.status(body.status).json(body);
};

/** As restErrorHandler, in GraphQL's shape: `{errors: [{message, extensions: {code, status, params}}]}` (/graphql). */
export const graphqlErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const body = refusalOf(error, req, res);
  if (body) res.status(body.status).json({ errors: [{ message: body.message, extensions: { code: body.code, status: body.status, params: body.params } }] });
};

/** The catalogue's answer to a failure, logged and counted, with `Retry-After` where due; undefined once answered. */
function refusalOf(error: unknown, req: Request, res: Response): ApiErrorBody | undefined {
  const appError = normalizeError(error);
  if (appError.code === ErrorCode.INTERNAL) req.log?.error({ err: error }, 'unhandled error');
  else if (appError.code === ErrorCode.SERVICE_UNAVAILABLE) req.log?.warn({ err: error }, 'database unavailable');
  if (res.headersSent) return undefined;
  // For the request log line and the error counter (app/ops/metrics.ts).
  res.locals.errorCode = appError.code;
  // Every throttled or overloaded answer says when to come back (the throttle's own figure when it has one).
  if (appError.status === 429 || appError.status === 503) res.set('Retry-After', String(retryAfterOf(appError)));
  // A call that needs a signed-in viewer and came without one says how to authenticate (RFC 6750 §3: no `error`
  // attribute when the request had no credential; a refused token got `invalid_token` from
  // modules/auth/bearer-authentication.ts before anything ran).
  if (appError.code === ErrorCode.AUTH_UNAUTHORIZED && !res.hasHeader('WWW-Authenticate')) res.set('WWW-Authenticate', 'Bearer');
  return toApiErrorBody(appError);
}

/** Seconds to wait: `params.retryAfter` of a throttle (modules/auth/throttle.ts), else a short default. */
export function retryAfterOf(error: AppError): number {
  const given = Number(error.params.retryAfter);
  return Number.isFinite(given) && given > 0 ? Math.ceil(given) : error.status === 429 ? 60 : 5;
}
