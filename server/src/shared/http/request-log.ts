import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { declareRequestSlots } from './http-server.js';
import { redactUrl } from './redact-url.js';
import { onResponseClose } from './response-close.js';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id (the `x-request-id` it came with, or a new one); also sent back as `x-request-id`. */
    id: string;
    /** A logger bound to `req: {id, method, url}`, made on first use. */
    log: Logger;
  }
}

const LOGGER = Symbol('requestLogger');
const CHILD = Symbol('requestChildLogger');
declareRequestSlots('id', LOGGER, CHILD);
type LoggedRequest = IncomingMessage & { [LOGGER]?: Logger; [CHILD]?: Logger };

// `req.log` is a getter on the prototype, defined once: a property defined on every request object would give
// each its own shape (slower property reads for the rest of the request).
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  enumerable: false,
  get(this: LoggedRequest): Logger {
    const logger = this[LOGGER];
    // Outside the middleware (a router mounted alone in a test) there is no request logger, as before.
    if (!logger) return undefined as unknown as Logger;
    return (this[CHILD] ??= logger.child({ req: { id: this.id, method: this.method, url: redactUrl((this as Request).originalUrl ?? this.url) } }));
  },
});

/**
 * One short log line a request at info — `{req: {id, method, url}, res: {statusCode}, responseTime}`, "request
 * completed", "request errored" (status ≥ 500) or "request aborted", as pino-http wrote it — and an `x-request-id` on every response. No headers, so no
 * cookies or tokens in the logs.
 *
 * What pino-http logged, without its per-request cost (docs/decisions.md#the-http-pipeline): it built a child logger with the
 * serialized request for every request, and ran the serializers and the redaction paths twice; here the child
 * logger is only made when a handler calls `req.log`, and the line is written once, when the response closes
 * (Node emits `close` after `finish`, and alone when the client went away).
 */
export function requestLog(logger: Logger, options: { ignore?: (url: string) => boolean } = {}): RequestHandler {
  // The line holds no header, body or credential, so none of the logger's redaction paths can match it: it is
  // written without them (same output; pino ran them on every line: docs/decisions.md#the-http-pipeline).
  // The level follows the logger's.
  const lines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    req.id = id;
    (req as LoggedRequest)[LOGGER] = logger;
    res.setHeader('x-request-id', id);
    if (options.ignore?.(req.url)) return next();
    const started = Date.now();
    onResponseClose(res, () => {
      if (!logger.isLevelEnabled('info') && !logger.isLevelEnabled('error')) return;
      if (lines.level !== logger.level) lines.level = logger.level;
      const line: Record<string, unknown> = { req: { id, method: req.method, url: redactUrl(req.originalUrl) }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      // GraphQL answers 200 for most failures: the operation and its error codes say what happened
      // (shared/graphql/operation-outcome.ts); REST failures carry their catalogue code (error-handler.ts).
      const graphql = (res.locals as { graphql?: { operation: string | null; errorCodes: string[] } }).graphql;
      if (graphql) line.graphql = { operation: graphql.operation, errors: graphql.errorCodes };
      const code = (res.locals as { errorCode?: string }).errorCode;
      if (code) line.error = code;
      const failed = res.statusCode >= 500 || (graphql?.errorCodes.some((c) => c === 'INTERNAL' || c === 'SERVICE_UNAVAILABLE') ?? false);
      // Server errors at error (an operator's alert), everything else at info.
      if (failed) lines.error(line, 'request errored');
      else lines.info(line, res.writableFinished ? (graphql?.errorCodes.length ? 'request failed' : 'request completed') : 'request aborted');
    });
    next();
  };
}
