import type { Request } from 'express';
import { declareRequestSlots } from './http-server.js';

/**
 * Whether a route's access declaration ran for this request (modules/auth/access.ts `routeAccess`). `handle`
 * (async-handler.ts) refuses a request carrying `Authorization` that reached a handler without one: a route added
 * without a declaration fails closed to tokens, whatever its path.
 */
declareRequestSlots('accessDeclared');
type RequestWithAccess = Request & { accessDeclared?: boolean };

export function markAccessDeclared(req: Request): void {
  (req as RequestWithAccess).accessDeclared = true;
}

export function accessDeclared(req: Request): boolean {
  return (req as RequestWithAccess).accessDeclared === true;
}
