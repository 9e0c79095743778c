import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/** Whether the viewer may introspect; accounts replace this with a role check (admins only in production). */
export type IntrospectionGate<TContext extends BaseContext> = (context: TContext) => boolean | Promise<boolean>;

/**
 * Introspection is open in development and test (no listener: nothing to check); in production only for those the
 * gate lets through.
 */
export function introspectionPolicy<TContext extends BaseContext>(isProduction: boolean, gate: IntrospectionGate<TContext>): ApolloServerPlugin<TContext> {
  if (!isProduction) return {};
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!usesIntrospection(document)) return;
          // An HTTP 403 in the catalogue's shape: thrown from a plugin, a bare error would be Apollo's 500.
          if (!(await gate(contextValue))) {
            throw new GraphQLError('Forbidden', { originalError: new AppError(ErrorCode.FORBIDDEN), extensions: { http: { status: 403 } } });
          }
        },
      };
    },
  };
}

// Apollo hands the same parsed document to every request with the same query text (its document store): the
// walk is made once per document, not once per request.
const introspecting = new WeakMap<DocumentNode, boolean>();
function usesIntrospection(document: DocumentNode): boolean {
  let uses = introspecting.get(document);
  if (uses === undefined) introspecting.set(document, (uses = walk(document)));
  return uses;
}

function walk(document: DocumentNode): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    Boolean(
      set?.selections.some(
        (selection) =>
          (selection.kind === Kind.FIELD && (selection.name.value === '__schema' || selection.name.value === '__type')) ||
          ('selectionSet' in selection && visit(selection.selectionSet)),
      ),
    );
  return document.definitions.some((definition) => 'selectionSet' in definition && visit(definition.selectionSet));
}
