import type { RequestHandler } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { cookieOf } from '../../shared/http/cookies.js';
import { meLookupStatement } from './user-extras.js';

const ASKS_ME = /\bme\b/;
const MUTATION = /\bmutation\b/;

/**
 * A browser's GraphQL query that asks `me` (the session cookie, no bearer token, `me` and no `mutation` in its text)
 * starts `me`'s session lookup as soon as its body is read, as a bearer request's does in its authentication (modules/auth/
 * bearer-authentication.ts): the lookup joins the turn's batch (Sessions.lookup) and runs while Apollo parses and
 * validates, and the resolvers reuse it, `me` its row. A lookup made later, inside the resolvers, met fewer others
 * in its turn: a cookie's `me` ran 15% slower than a token's (bench/README.md, meBearerRatio). Mutations keep their
 * own lookups, folded into their transactions (a transfer's with its BEGIN: modules/ledger/commands/
 * transfer-odance.ts); a query that does not name `me` (a search as someone types, a public page's) may need no
 * viewer at all, so it gets no lookup it would not have made. Not awaited: a failure is the resolvers' to report.
 */
export function lookUpViewerAhead(c: AppContainer, sessionCookie: string): RequestHandler {
  return (req, _res, next) => {
    const body = req.body as { query?: unknown } | undefined;
    if (cookieOf(req, sessionCookie) !== undefined && req.headers.authorization === undefined && typeof body?.query === 'string' && ASKS_ME.test(body.query) && !MUTATION.test(body.query)) {
      c.sessions.resolveWith(req, meLookupStatement(c), []).catch(() => undefined);
    }
    next();
  };
}
