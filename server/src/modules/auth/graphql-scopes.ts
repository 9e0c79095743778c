import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { RequestContext } from '../../kernel/context.js';
import type { AppError } from '../../shared/errors/app-error.js';
import { accessRefusal, rootFieldAccess, type AccessDeclaration } from './access.js';
import { isBearerRequest } from './scopes.js';
import type { Request } from 'express';

/**
 * A bearer token against the declarations (`@Access`, access.ts) of the operation's root fields, before anything
 * resolves: an operation asking for one field beyond the token (a scope it lacks: 403 ACCESS_INSUFFICIENT_SCOPE
 * with `params.scope`; a browser-only or undeclared field: 403 FORBIDDEN) is refused whole. Cookie sessions and
 * anonymous callers meet each operation's own policy.
 */
export function graphqlScopesPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue, schema }) {
      if (!isBearerRequest(contextValue.req)) return;
      return {
        async didResolveOperation({ operation, document }) {
          const refusal = operationRefusal(schema, contextValue.req, operation, document);
          if (refusal) throw new GraphQLError(refusal.message, { originalError: refusal, extensions: { http: { status: refusal.status } } });
        },
      };
    },
  };
}

const declarations = new WeakMap<GraphQLSchema, Map<string, AccessDeclaration | undefined>>();

/** The first refusal among an operation's root fields for this request (the WebSocket checks subscriptions with it). */
export function operationRefusal(schema: GraphQLSchema, req: Request, operation: OperationDefinitionNode | null | undefined, document: DocumentNode): AppError | null {
  if (!operation) return null;
  let access = declarations.get(schema);
  if (!access) declarations.set(schema, (access = rootFieldAccess(schema)));
  const type = operation.operation === OperationTypeNode.MUTATION ? 'Mutation' : operation.operation === OperationTypeNode.SUBSCRIPTION ? 'Subscription' : 'Query';
  for (const field of rootFields(operation.selectionSet, document)) {
    if (field.startsWith('__')) continue; // introspection: introspection-policy.ts
    const refusal = accessRefusal(req, access.get(`${type}.${field}`));
    if (refusal) return refusal;
  }
  return null;
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
