import { parse } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { declareRequestSlots } from './http-server.js';

/** A Cookie header's name → value pairs (values decoded); none without a header. */
export function cookiesOf(header: string | undefined): Record<string, string | undefined> {
  return header ? parse(header) : {};
}

/**
 * `req.cookies`, for what reads it (the session lookup, anti-forgery): cookie-parser's job without its signed and
 * `j:` JSON cookies, which nothing here uses (oidc-provider signs and reads its own), nor its extra passes over
 * every cookie and request (docs/decisions.md#the-http-pipeline).
 */
declareRequestSlots('cookies');
export const parseCookies: RequestHandler = (req, _res, next) => {
  req.cookies = cookiesOf(req.headers.cookie);
  next();
};

/** One cookie of the request (`req.cookies`, set by parseCookies: Express types it `any`), undefined when absent. */
export function cookieOf(req: Request, name: string): string | undefined {
  const cookies = req.cookies as ReturnType<typeof cookiesOf> | undefined;
  return cookies?.[name];
}
