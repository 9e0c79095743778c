import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit anti-forgery (docs/api.md): every response sets a readable XSRF-TOKEN cookie when the
 * request has none; every unsafe method must echo it in X-XSRF-TOKEN. Stateless, so it holds across replicas.
 */
export function xsrfProtection(options: { secure: boolean; exemptPaths: Array<string | RegExp> }): RequestHandler {
  const exempt = (path: string) => options.exemptPaths.some((rule) => (typeof rule === 'string' ? rule === path : rule.test(path)));
  return (req, res, next) => {
    const cookie: unknown = req.cookies?.[XSRF_COOKIE];
    const hasCookie = typeof cookie === 'string' && cookie.length >= 16;
    if (!hasCookie) {
      res.cookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
      });
    }
    // A bearer request is authenticated by its token alone, never by cookies: a forged page cannot send one.
    if (!UNSAFE.has(req.method) || exempt(req.path) || req.headers.authorization !== undefined) return next();
    const header = req.get(XSRF_HEADER);
    if (!hasCookie || !header || !safeEqual(header, cookie)) return next(new AppError(ErrorCode.HEADER_INVALID));
    next();
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
