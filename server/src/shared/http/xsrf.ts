import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { cookieOf } from './cookies.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit anti-forgery (docs/api.md): every response sets a readable XSRF-TOKEN cookie when the request has
 * none (but bearer and anonymous answers under `apiPaths`); an unsafe request that carries the session cookie (`sessionCookie`) must echo it in X-XSRF-TOKEN. Only a
 * cookie can be ridden by a forged page: a bearer request is authenticated by its token alone, and a request with
 * neither is anonymous (public reads work from any origin). Browser-only routes check it always
 * (modules/auth/access.ts). Stateless, so it holds across replicas.
 */
export function xsrfProtection(options: { secure: boolean; sessionCookie: string; exemptPaths: Array<string | RegExp>; apiPaths: string[] }): RequestHandler {
  const exempt = (path: string) => options.exemptPaths.some((rule) => (typeof rule === 'string' ? rule === path : rule.test(path)));
  // Lowercased: Express routes paths case-insensitively (`/API/profiles` is `/api/profiles`).
  const api = (path: string) => {
    const lower = path.toLowerCase();
    return options.apiPaths.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
  };
  return (req, res, next) => {
    const ridesCookie = cookieOf(req, options.sessionCookie) !== undefined && req.headers.authorization === undefined;
    // Bearer and anonymous API answers (apps, scripts, partners' pages) never send the cookie back, so they are not
    // given one. The web app gets it with its pages and /config.json, which it asks before an unsafe call when it
    // has none (client/src/shared/api/api-fetch.ts); a signed-in browser's API answers still set it.
    if (!hasXsrfCookie(req) && (ridesCookie || !api(req.path))) {
      res.cookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
      });
    }
    if (!ridesCookie || exempt(req.path)) return next();
    next(xsrfRefusal(req) ?? undefined);
  };
}

/** HEADER_INVALID when an unsafe request does not echo its XSRF-TOKEN cookie in X-XSRF-TOKEN, else null. */
export function xsrfRefusal(req: Request): AppError | null {
  if (!UNSAFE.has(req.method)) return null;
  const cookie = cookieOf(req, XSRF_COOKIE);
  const header = req.get(XSRF_HEADER);
  if (!hasXsrfCookie(req) || !header || !safeEqual(header, cookie as string)) return new AppError(ErrorCode.HEADER_INVALID);
  return null;
}

function hasXsrfCookie(req: Request): boolean {
  const cookie = cookieOf(req, XSRF_COOKIE);
  return typeof cookie === 'string' && cookie.length >= 16;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
