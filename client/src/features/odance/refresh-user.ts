import type { ApolloClient } from '@apollo/client';
import { CurrentUserDocument } from '../../gql/graphql';

/**
 * Asks the server for the signed-in user again (its balance changed), whether or not a component watches it
 * right now; the cache write updates the header. A failure leaves the old figure until the next refresh.
 */
export async function refreshCurrentUser(client: ApolloClient): Promise<void> {
  await client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
}
