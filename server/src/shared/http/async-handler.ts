import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { accessDeclared } from './access-declared.js';

/**
 * A REST handler: auth and validation happen in the handler's first lines through shared helpers,
 * its result is sent as JSON with the given status. Express 5 forwards rejected promises to the error handler.
 * A request carrying `Authorization` that reached it without its route's access declaration is refused
 * (fail closed: modules/auth/access.ts).
 */
export function handle<T>(
  fn: (req: Request, res: Response) => Promise<T>,
  status = 200,
): (req: Request, res: Response, next: NextFunction) => Promise<void> {
  return async (req, res) => {
    if (req.headers.authorization !== undefined && !accessDeclared(req)) throw new AppError(ErrorCode.FORBIDDEN, { reason: 'browserSessionOnly' });
    const result = await fn(req, res);
    if (res.headersSent) return;
    if (result === undefined) res.status(status === 200 ? 204 : status).end();
    else res.status(status).json(result);
  };
}
