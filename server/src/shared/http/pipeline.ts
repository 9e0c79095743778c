import type { NextFunction, RequestHandler } from 'express';

/**
 * Middlewares run as ONE, in order, each calling `next` for the following one: an error (or `next('route')`)
 * leaves for Express with it, the last `next` continues after the pipeline. Express 5's router walks its layers
 * one by one, with a path match and new closures per layer per request (docs/decisions.md#the-http-pipeline):
 * fewer layers, less of it.
 */
export function pipeline(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error) return done(error);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        // Express 5 passes a rejected promise of an async middleware on as its error: so does this.
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.catch((rejected: unknown) => done(rejected ?? new Error('Rejected promise')));
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
