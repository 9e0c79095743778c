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
/** Keys of answers the page itself came with, not asked again yet: shown as current, asked again quietly. */
const givenAnswers = new WeakMap<GraphQLFetch, Set<string>>();

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
  if (!recent) recentAnswers.set(graphql, (recent = new Map<string, unknown>()));
  const answers = recent;
  const key = answerKey(document, variables);
  // An answer the page came with is current (the server drew the page with it a moment ago): not loading, so the
  // first render is the drawn page's, and asking again changes nothing on screen unless the answer did.
  const given = givenAnswers.get(graphql);
  const loadingFirst = !given?.has(key);
  const [state, setState] = useState<{ key: string; data?: TData; error?: ApiError; loading: boolean }>(() => ({
    key,
    data: answers.get(key) as TData | undefined,
    loading: loadingFirst,
  }));
  const latest = useRef(key);
  latest.current = key;
  const variablesRef = useRef(variables);
  variablesRef.current = variables;

  const run = useCallback(async () => {
    const asked = key;
    const quiet = given?.delete(asked) ?? false;
    if (!quiet) setState((previous) => ({ key: asked, data: previous.key === asked ? previous.data : (answers.get(asked) as TData | undefined), loading: true }));
    try {
      const data = await graphql(document, variablesRef.current);
      remember(answers, asked, data);
      // In a transition: a page of answers (Explore's cards) renders in slices the browser can paint and take taps
      // between, instead of one long task (Total Blocking Time, bench/lib/web.mjs). The same answer again keeps
      // the shown one: nothing renders.
      if (latest.current === asked) {
        startTransition(() =>
          setState((previous) => {
            const same = previous.key === asked && sameAnswer(previous.data, data);
            if (same && !previous.loading && !previous.error) return previous;
            return { key: asked, data: same ? previous.data : data, loading: false };
          }),
        );
      }
    } catch (error) {
      if (latest.current === asked) setState((previous) => ({ key: asked, data: previous.key === asked ? previous.data : undefined, error: toApiError(error), loading: false }));
      throw error;
    }
  }, [graphql, document, key, answers, given]);

  useEffect(() => {
    if (skip) return;
    run().catch(() => undefined);
    return outage.onRetry(run);
  }, [run, skip]);

  // Skipped (Apollo's `skip`): nothing asked, nothing shown.
  if (skip) return { data: undefined, loading: false, error: undefined, refetch: run };
  const current = state.key === key ? state : { key, data: answers.get(key) as TData | undefined, loading: loadingFirst, error: undefined };
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
  if (!answers) recentAnswers.set(graphql, (answers = new Map<string, unknown>()));
  let keys = givenAnswers.get(graphql);
  if (!keys) givenAnswers.set(graphql, (keys = new Set()));
  for (const [key, data] of Object.entries(given)) {
    remember(answers, key, data);
    keys.add(key);
  }
}

/** Answers are plain JSON: the same text is the same answer. */
function sameAnswer(shown: unknown, data: unknown): boolean {
  return shown !== undefined && JSON.stringify(shown) === JSON.stringify(data);
}

function remember(answers: Map<string, unknown>, key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > RECENT_MAX) answers.delete(answers.keys().next().value as string);
}
