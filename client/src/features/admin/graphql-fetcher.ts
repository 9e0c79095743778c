import type { ExecutionResult } from 'graphql';
import type { ApiFetch } from '../../shared/api/api-fetch';

/** What GraphiQL hands its fetcher: one operation. */
export interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * GraphiQL's fetcher over the app's fetch (session cookie, X-XSRF-TOKEN, a 401 signs the app out). The answer is
 * shown as the server sent it, errors included; a request that got no answer shows as a GraphQL error.
 */
export function createExplorerFetcher(apiFetch: ApiFetch, graphqlUrl: string) {
  return async (params: GraphQLParams, options?: { headers?: Record<string, unknown> }): Promise<ExecutionResult> => {
    const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
    // Headers typed into GraphiQL's header editor go along, except the ones the app owns.
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      if (!/^(cookie|x-xsrf-token|content-type)$/i.test(name) && typeof value === 'string') headers.set(name, value);
    }
    let response: Response;
    try {
      response = await apiFetch(graphqlUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: params.query, operationName: params.operationName ?? undefined, variables: params.variables ?? undefined }),
      });
    } catch (error) {
      return failure(error instanceof Error ? `No answer from the server (${error.message}).` : 'No answer from the server.');
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as ExecutionResult;
    } catch {
      return failure(`The server answered ${response.status} without JSON.`);
    }
  };
}

/** A local failure in the shape GraphiQL shows (a GraphQLError-like entry). */
const failure = (message: string): ExecutionResult => ({ errors: [{ message }] }) as unknown as ExecutionResult;
