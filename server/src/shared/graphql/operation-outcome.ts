import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import type { Response } from 'express';

/** What one GraphQL request did, for its log line and metrics (set here; read by app/ops/metrics.ts and the request log). */
export interface GraphQLOutcome {
  operation: string | null;
  errorCodes: string[];
}

const UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/**
 * Records what each GraphQL request did on `res.locals.graphql` (operation name, error codes) for its log line and
 * the metrics, and answers 503 when the whole operation failed on the database: every error is
 * SERVICE_UNAVAILABLE and no field has data. A 200 with `me: null` read as "signed out" to the web app; a 503 is
 * an outage to any client. A partial answer (some fields resolved) stays 200.
 */
export function operationOutcomePlugin<TContext extends BaseContext & { res?: Response }>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue, operationName, request }) {
          recordOutcome(response, contextValue, operationName ?? request.operationName ?? null);
        },
      };
    },
  };
}

type SentResponse = GraphQLRequestContextWillSendResponse<BaseContext>['response'];

function recordOutcome(response: SentResponse, contextValue: (BaseContext & { res?: Response }) | undefined, operation: string | null): void {
  if (response.body.kind !== 'single') return;
  const { errors, data } = response.body.singleResult;
  const errorCodes = (errors ?? []).map((error) => {
    const code = error.extensions?.code; // a string: the catalogue's code, or Apollo's own
    return typeof code === 'string' ? code : 'INTERNAL';
  });
  const outcome: GraphQLOutcome = { operation, errorCodes };
  // The context may not exist when the request failed before it was made (a malformed body).
  const res = contextValue?.res;
  if (res) res.locals.graphql = outcome;
  const noData = data == null || Object.values(data).every((value) => value === null);
  // A throttled or overloaded field says when to come back, as REST's 429/503 do (shared/http/error-handler.ts).
  const waits = (errors ?? []).map((error) => Number((error.extensions?.params as { retryAfter?: unknown } | undefined)?.retryAfter)).filter((n) => n > 0);
  if (waits.length > 0) response.http.headers.set('retry-after', String(Math.ceil(Math.max(...waits))));
  if (errorCodes.length > 0 && noData && errorCodes.every((code) => code === UNAVAILABLE)) {
    response.http.status = 503;
    response.http.headers.set('retry-after', '5');
  }
}
