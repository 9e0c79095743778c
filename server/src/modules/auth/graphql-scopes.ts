import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GraphQLContext } from '../../app/request-context.js';
import { GRAPHQL_SCOPES } from './api-scopes.js';
import { scopeRefusal } from './bearer-authentication.js';
import { isBearerRequest } from './scopes.js';

/**
 * A bearer token's scopes against the operation's root fields (api-scopes.ts), before anything resolves: an
 * operation asking for one field beyond the token's scopes is refused whole, 403 ACCESS_INSUFFICIENT_SCOPE with
 * `params.scope`. Cookie sessions are untouched (they hold every scope of their role).
 */
export function graphqlScopesPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!isBearerRequest(contextValue.req)) return;
      return {
        async didResolveOperation({ operation, document }) {
          if (!operation) return;
          const type = operation.operation === 'mutation' ? 'Mutation' : operation.operation === 'query' ? 'Query' : null;
          for (const field of rootFields(operation.selectionSet, document)) {
            if (field.startsWith('__')) continue; // introspection: introspection-policy.ts
            const needed = type ? GRAPHQL_SCOPES[type][field] : undefined;
            const refusal = scopeRefusal(contextValue.req, needed ?? 'cookie');
            if (refusal) {
              throw new GraphQLError(refusal.message, { originalError: refusal, extensions: { http: { status: refusal.status } } });
            }
          }
        },
      };
    },
  };
}

/** The root field names of a selection set, through inline fragments and fragment spreads (so none escapes the check). */
function rootFields(set: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
    return fragment ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}
