import http from 'node:http';
import type { Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import { CHILD, LOGGER } from './request-log.js';

/**
 * The app's HTTP server, whose request and response objects are made with every property the pipeline adds to them
 * already in place (undefined until set): Express (`res`, `next`, `baseUrl`, `originalUrl`, `params`, `route`),
 * parseurl's cache, the body, the cookies, the request's id and logger (shared/http/request-log.ts), the session
 * lookup's answers (modules/auth/sessions.ts, scopes.ts); `locals` on the response.
 *
 * Why: added one by one to a live IncomingMessage, each property changes the object's hidden class in V8 and grows
 * its out-of-object property store; `req.id = id` and the logger's symbol were the two costliest lines of the whole
 * pipeline in a CPU profile of `me`. Declared in the constructor, they are in-object slots and setting one is a
 * plain store: `me` answered 13% more requests a second side by side (npm run bench, meQueryRatio).
 * Only data properties: Express's getters (`req.query`, `req.path`, `req.ip`, …) live on its request prototype, and
 * an own property of that name would hide them. A key missing here still works, at the old cost.
 */
export function createHttpServer(app: RequestListener): http.Server {
  return http.createServer({ IncomingMessage: PreparedRequest, ServerResponse: PreparedResponse as typeof http.ServerResponse }, app);
}

class PreparedRequest extends http.IncomingMessage {
  constructor(socket: Socket) {
    super(socket);
    const self = this as unknown as Record<string | symbol, unknown>;
    self.res = undefined;
    self.next = undefined;
    self.baseUrl = undefined;
    self.originalUrl = undefined;
    self._parsedUrl = undefined;
    self.params = undefined;
    self.route = undefined;
    self.body = undefined;
    self.cookies = undefined;
    self.id = undefined;
    self[LOGGER] = undefined;
    self[CHILD] = undefined;
    self.viewerPromise = undefined;
    self.lookedUp = undefined;
    self.tokenScopes = undefined;
  }
}

class PreparedResponse<Request extends http.IncomingMessage> extends http.ServerResponse<Request> {
  constructor(req: Request) {
    super(req);
    (this as unknown as Record<string, unknown>).locals = undefined;
  }
}
