import http from 'node:http';
import type { Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';

// What Express, its router, parseurl and body parsing set on every request; the modules that set more on every
// request declare theirs with declareRequestSlots.
const requestSlots: Array<string | symbol> = ['res', 'next', 'baseUrl', 'originalUrl', '_parsedUrl', 'params', 'route', 'body'];

// What modules set on every response (declareResponseSlots), beside Express's `locals`.
const responseSlots: Array<string | symbol> = ['locals'];

/**
 * Declares properties a module sets on every request (call it at module level, beside the code that sets them), so
 * that requests are made with them in place. Only data properties: Express's getters (`req.query`, `req.path`,
 * `req.ip`, …) live on its request prototype, and an own property of that name would hide them.
 */
export function declareRequestSlots(...keys: Array<string | symbol>): void {
  for (const key of keys) if (!requestSlots.includes(key)) requestSlots.push(key);
}

/** As declareRequestSlots, for properties a module sets on every response. */
export function declareResponseSlots(...keys: Array<string | symbol>): void {
  for (const key of keys) if (!responseSlots.includes(key)) responseSlots.push(key);
}

/**
 * The app's HTTP server, whose request and response objects are made with every property the pipeline adds to them
 * already in place (undefined until set): Express's, the body, and what modules declared (declareRequestSlots: the
 * cookies, the request's id and logger, the session lookup's answers); `locals` and what modules declared
 * (declareResponseSlots) on the response.
 *
 * Why: added one by one to a live IncomingMessage, each property changes the object's hidden class in V8 and grows
 * its out-of-object property store; `req.id = id` and the logger's symbol were the two costliest lines of the whole
 * pipeline in a CPU profile of `me`. Set up in the constructor, they are in-object slots and setting one is a
 * plain store (docs/decisions.md#the-http-pipeline). A property
 * missing from the slots still works, at the old cost.
 *
 * They are also made with Express's prototypes already theirs (`app.request`, `app.response` become the prepared
 * classes' prototypes, which inherit Express's). Express 5 sets both prototypes on every request it handles
 * (`Object.setPrototypeOf` in its `app.handle`); done on a live object, that change kept each request's objects from
 * dying young: V8 copied and promoted ~5 KB of every request to the old generation, for a plain Express route too
 * (docs/decisions.md#the-http-pipeline). Made with them, Express's own call finds the prototype in place and changes
 * nothing. `listener` (the app unless given) is what handles the requests.
 */
export function createHttpServer(app: Express, listener: RequestListener = app): http.Server {
  const { Request, Response } = preparedClassesOf(app);
  return http.createServer({ IncomingMessage: Request, ServerResponse: Response }, listener);
}

/** The request and response classes, installed as `app`'s prototypes (their own inherit the ones `app` had). */
function preparedClassesOf(app: Express) {
  class PreparedRequest extends http.IncomingMessage {
    constructor(socket: Socket) {
      super(socket);
      const self = this as unknown as Record<string | symbol, unknown>;
      for (const key of requestSlots) self[key] = undefined;
    }
  }
  class PreparedResponse<Request extends http.IncomingMessage> extends http.ServerResponse<Request> {
    constructor(req: Request) {
      super(req);
      const self = this as unknown as Record<string | symbol, unknown>;
      for (const key of responseSlots) self[key] = undefined;
    }
  }
  // Express's prototypes inherit IncomingMessage's and ServerResponse's: the chains stay whole.
  Object.setPrototypeOf(PreparedRequest.prototype, app.request);
  Object.setPrototypeOf(PreparedResponse.prototype, app.response);
  // Express's types describe a finished request; these prototypes are Express's, one class below.
  app.request = PreparedRequest.prototype as unknown as Express['request'];
  app.response = PreparedResponse.prototype as unknown as Express['response'];
  return { Request: PreparedRequest, Response: PreparedResponse };
}
