import { parse } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';

// TEMPORARY: hand-typed until `Query.me` is in schema.graphql; then this becomes a codegen'd `graphql()` call.
export interface CurrentUserQuery {
  me: {
    __typename?: 'User';
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: { __typename?: 'Role'; name: string };
    balance: { __typename?: 'Balance'; odance: number };
    active: boolean;
    emailConfirmed: boolean;
    authMethod: string;
    mainProfile: { __typename?: 'Profile'; id: string; type: string; avatar: { __typename?: 'Image'; url: string } | null } | null;
  } | null;
}

export const CurrentUserDocument: TypedDocumentNode<CurrentUserQuery, Record<string, never>> = parse(/* GraphQL */ `
  query CurrentUser {
    me {
      id
      email
      firstName
      lastName
      role { name }
      balance { odance }
      active
      emailConfirmed
      authMethod
      mainProfile { id type avatar { url } }
    }
  }
`);
