import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { outage } from '../outage/outage';
import { toApiError, type ApiError } from './api-error';
import { operationName, useGraphQLFetch, type GraphQLFetch } from './graphql-fetch';

export interface GraphQLQueryState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: ApiError | undefined;
  refetch: () => Promise<void>;
}

/** Answers kept for pages that come back (Explore after a profile): shown at once while the server is asked again. */
const recentAnswers = new WeakMap<GraphQLFetch, Map<string, unknown>>();
const RECENT_MAX = 20;

/**
 * A query without Apollo Client (shared/api/graphql-fetch.ts), for the first screen: the answer for the current
 * variables, asked again when they change; a recent answer for the same variables shows at once meanwhile
 * (Apollo's cache-and-network). Registered with the outage banner's Try again while mounted.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { skip?: boolean } = {},
): GraphQLQueryState<TData> {
  const skip = options.skip ?? false;
  const graphql = useGraphQLFetch();
  let recent = recentAnswers.get(graphql);
  if (!recent) recentAnswers.set(graphql, (recent = new Map()));
  const answers = recent;
  const key = answerKey(document, variables);
  const [state, setState] = useState<{ key: string; data?: TData; error?: ApiError; loading: boolean }>(() => ({ key, data: answers.get(key) as TData | undefined, loading: true }));
  const latest = useRef(key);
  latest.current = key;
  const variablesRef = useRef(variables);
  variablesRef.current = variables;

  const run = useCallback(async () => {
    const asked = key;
    setState((previous) => ({ key: asked, data: previous.key === asked ? previous.data : (answers.get(asked) as TData | undefined), loading: true }));
    try {
      const data = await graphql(document, variablesRef.current);
      remember(answers, asked, data);
      // In a transition: a page of answers (Explore's twelve cards) renders in slices the browser can paint and
      // take taps between, instead of one long task (Total Blocking Time, bench/lib/web.mjs).
      if (latest.current === asked) startTransition(() => setState({ key: asked, data, loading: false }));
    } catch (error) {
      if (latest.current === asked) setState((previous) => ({ key: asked, data: previous.key === asked ? previous.data : undefined, error: toApiError(error), loading: false }));
      throw error;
    }
  }, [graphql, document, key, answers]);

  useEffect(() => {
    if (skip) return;
    run().catch(() => undefined);
    return outage.onRetry(run);
  }, [run, skip]);

  // Skipped (Apollo's `skip`): nothing asked, nothing shown.
  if (skip) return { data: undefined, loading: false, error: undefined, refetch: run };
  const current = state.key === key ? state : { key, data: answers.get(key) as TData | undefined, loading: true, error: undefined };
  return { data: current.data, loading: current.loading, error: current.error, refetch: run };
}

/** How an answer is known: the operation and its variables. */
export function answerKey<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): string {
  return `${operationName(document) ?? 'anonymous'}:${JSON.stringify(variables)}`;
}

/**
 * Answers the page came with (keyed by answerKey): the server drew the first screen with them
 * (server/src/modules/public-pages/first-screen.ts), so the first render shows them too, while asking again.
 */
export function primeAnswers(graphql: GraphQLFetch, given: Record<string, unknown>): void {
  let answers = recentAnswers.get(graphql);
  if (!answers) recentAnswers.set(graphql, (answers = new Map()));
  for (const [key, data] of Object.entries(given)) remember(answers, key, data);
}

function remember(answers: Map<string, unknown>, key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > RECENT_MAX) answers.delete(answers.keys().next().value as string);
}
