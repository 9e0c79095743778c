import { createContext, useContext } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type DocumentNode } from 'graphql';
import { fromGraphQLError, fromHttpResponse } from './api-error';
import type { ApiFetch } from './api-fetch';

/** One GraphQL operation over the shared fetch, without Apollo Client: its data, or an ApiError. */
export type GraphQLFetch = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables) => Promise<TData>;

/**
 * The light way to ask the graph, for what the first screen needs (the session's `me`, Explore's profiles): a
 * POST with the printed document. Apollo Client (its cache, about 45 kB gzip) loads only for pages that use it
 * (shared/api/apollo-loader.tsx). A GraphQL 401 signs out, as Apollo's link does (apollo-client.ts).
 */
export function createGraphQLFetch(graphqlUrl: string, apiFetch: ApiFetch, onUnauthorized: () => void): GraphQLFetch {
  const printed = new WeakMap<DocumentNode, { query: string; operationName?: string }>();
  const textOf = (document: DocumentNode) => {
    let text = printed.get(document);
    if (!text) {
      text = { query: print(document), operationName: operationName(document) };
      printed.set(document, text);
    }
    return text;
  };
  return async <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables) => {
    const response = await apiFetch(graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ ...textOf(document), variables }),
    });
    const text = await response.text();
    if (!response.ok) throw fromHttpResponse(response.status, text);
    const body = JSON.parse(text) as { data?: TData; errors?: { extensions?: { status?: unknown } }[] };
    if (body.errors && body.errors.length > 0) {
      if (body.errors.some((error) => error.extensions?.status === 401)) onUnauthorized();
      throw fromGraphQLError(body.errors[0]);
    }
    return body.data as TData;
  };
}

/** The name of a document's operation (`query ExploreProfiles …` → "ExploreProfiles"), if it has one. */
export function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value;
}

export const GraphQLFetchContext = createContext<GraphQLFetch | null>(null);

export function useGraphQLFetch(): GraphQLFetch {
  const graphql = useContext(GraphQLFetchContext);
  if (!graphql) throw new Error('useGraphQLFetch needs the app providers (GraphQLFetchContext)');
  return graphql;
}
