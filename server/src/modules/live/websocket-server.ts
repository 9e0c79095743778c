import type http from 'node:http';
import type { Request, Response } from 'express';
import { GraphQLError, OperationTypeNode, getOperationAST, parse, specifiedRules, validate, type GraphQLSchema, type ParseOptions, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContainer } from '../../kernel/context.js';
import type { Shutdown } from '../../kernel/shutdown.js';
import { cookiesOf } from '../../shared/http/cookies.js';
import { holdsScope, operationRefusal } from '../auth/index.js';

/** Closed by the server: no credential, or the session behind the socket ended (signed out, revoked, expired). */
export const CLOSE_SESSION_ENDED = 4401;
/** Refused: a foreign Origin with a cookie, a token without `read`, or too many sockets for one account. */
export const CLOSE_FORBIDDEN = 4403;
/** The database cannot be reached now (WebSocket's "Try Again Later"): clients retry. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

interface Connection {
  accountId: string;
  /** The credential as a request: the session lookup reads `authorization` or the session cookie from it. */
  credential: { authorization?: string; cookie?: string };
  socket: WebSocket;
  /** The request the connection authenticated with: its token's scopes, for each subscription's declaration. */
  authenticated: Request;
}

/**
 * GraphQL subscriptions over WebSocket on `/graphql` (graphql-ws, the `graphql-transport-ws` protocol), on the
 * HTTP server that serves everything else (modules/live/README.md):
 * - authenticated at connection: a bearer token in `connectionParams.authorization` (scope `read`), or the
 *   session cookie only when `Origin` is APP_URL's (a foreign page must not ride the cookie: cross-site
 *   WebSocket hijacking);
 * - re-checked every LIVE_SESSION_RECHECK_MS: a socket whose session ended is closed with 4401;
 * - at most LIVE_SOCKETS_PER_ACCOUNT sockets per account; graphql-armor's validation rules and only
 *   subscription operations (queries and mutations go over HTTP, where their limits and scopes are);
 * - keep-alive pings (graphql-ws, 12 s); closed with 1001 on shutdown, after the HTTP requests drained.
 */
export function attachWebSocketServer(
  c: AppContainer,
  schema: GraphQLSchema,
  server: http.Server,
  shutdown: Shutdown,
  validationRules: ValidationRule[],
  parseOptions: ParseOptions,
): void {
  const { config, logger } = c;
  const appOrigin = new URL(config.appUrl).origin;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Map<WebSocket, Connection>();
  const perAccount = new Map<string, number>();

  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://upgrade').pathname !== config.graphqlUrl || shutdown.stopping) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });

  useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const bearer = ctx.connectionParams?.authorization;
        const credential = typeof bearer === 'string' ? { authorization: bearer } : { cookie: request.headers.cookie };
        // No credential at all is unauthenticated (4401), whatever the Origin; a session cookie is used only from
        // APP_URL's own pages (4403: a foreign page must not ride it).
        if (!credential.authorization && !cookiesOf(credential.cookie)[config.authTokenName]) return refuse(socket, CLOSE_SESSION_ENDED, 'Unauthorized');
        if (!credential.authorization && request.headers.origin !== appOrigin) return refuse(socket, CLOSE_FORBIDDEN, 'Forbidden origin');
        const req = requestOf(credential);
        let viewer;
        try {
          viewer = await c.sessions.resolve(req);
        } catch (error) {
          // The database is out of reach: "try again later", which graphql-ws clients retry (an error thrown here
          // would close with 4500, which they take as final: live updates would stop for good).
          logger.warn({ err: { message: (error as Error).message } }, 'live updates: cannot authenticate a socket now');
          return refuse(socket, CLOSE_TRY_AGAIN_LATER, 'Try again later');
        }
        if (!viewer) return refuse(socket, CLOSE_SESSION_ENDED, 'Unauthorized');
        if (credential.authorization && !holdsScope(req, 'read')) return refuse(socket, CLOSE_FORBIDDEN, 'Insufficient scope');
        const open = perAccount.get(viewer.id) ?? 0;
        if (open >= config.liveSocketsPerAccount) return refuse(socket, CLOSE_FORBIDDEN, 'Too many sockets');
        perAccount.set(viewer.id, open + 1);
        connections.set(socket, { accountId: viewer.id, credential, socket, authenticated: req });
        return true;
      },
      onDisconnect: (ctx) => forget(ctx.extra.socket),
      onClose: (ctx) => forget(ctx.extra.socket),
      context: (ctx) => {
        const connection = connections.get(ctx.extra.socket)!;
        return c.contextOf(requestOf(connection.credential), {} as Response);
      },
      onSubscribe: (ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, parseOptions);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [new GraphQLError('Only subscriptions go over the WebSocket; send queries and mutations over HTTP.', { extensions: { code: 'GRAPHQL_INVALID_OPERATION', status: 400 } })];
        }
        // Each subscription field's declaration (`@Access`), as over HTTP: a token's scope, fail closed.
        const connection = connections.get(ctx.extra.socket);
        const refusal = connection && operationRefusal(schema, connection.authenticated, operation, document);
        if (refusal) return [new GraphQLError(refusal.message, { extensions: { code: refusal.code, status: refusal.status, params: refusal.params } })];
      },
    },
    sockets,
  );

  function forget(socket: WebSocket): void {
    const connection = connections.get(socket);
    if (!connection) return;
    connections.delete(socket);
    const left = (perAccount.get(connection.accountId) ?? 1) - 1;
    if (left > 0) perAccount.set(connection.accountId, left);
    else perAccount.delete(connection.accountId);
  }

  // A credential can end while its socket is open: its account's sockets are looked up again as soon as any replica
  // announces a revocation (closed within 2 s), and every socket now and then (an expiry; batched,
  // fresh rows).
  const recheckSocket = (connection: Connection) =>
    void c.sessions.resolve(requestOf(connection.credential)).then(
      (viewer) => {
        if (viewer?.id !== connection.accountId) connection.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      },
      (error: unknown) => logger.warn({ err: error }, 'live updates: session re-check failed'),
    );
  c.live.onRevoked((accountId) => {
    for (const connection of connections.values()) if (connection.accountId.toLowerCase() === accountId) recheckSocket(connection);
  });
  const recheck = setInterval(() => {
    for (const connection of connections.values()) recheckSocket(connection);
  }, config.liveSessionRecheckMs);
  recheck.unref();

  shutdown.add(
    'websockets',
    async () => {
      clearInterval(recheck);
      for (const socket of sockets.clients) socket.close(1001, 'Server restarting');
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
    'connections',
  );
}

function refuse(socket: WebSocket, code: number, reason: string): false {
  socket.close(code, reason);
  return false;
}

/**
 * The credential as the session lookup reads it from a request (modules/auth/sessions.ts): a bearer token, else the
 * cookies parsed as the HTTP pipeline parses them. A new object each time: the lookup keeps its answer on it.
 */
function requestOf(credential: Connection['credential']): Request {
  const headers = credential.authorization ? { authorization: credential.authorization } : { cookie: credential.cookie };
  return { headers, cookies: cookiesOf(credential.cookie) } as unknown as Request;
}
