import type { ApiScope } from '../../gql/graphql';

/** What each API scope lets a token do, in plain words (the server's descriptions of the ApiScope enum). */
export const SCOPE_LABELS: Record<ApiScope, string> = {
  read: 'Read your account, balance, profiles, histories and payments',
  profiles: 'Create, change and delete your profiles',
  transfers: 'Send oDance and buy oDance',
  distributions: 'Sell oDance as a distributor',
  notifications: 'Mark your notifications read',
  webhooks: 'Manage your webhook endpoints and read their delivery log',
  admin: 'Admin operations',
};

/** The OpenID Connect scopes an app may ask for beside the API scopes, in plain words. */
export const OPENID_SCOPE_LABELS: Record<string, string> = {
  openid: 'Know which oDance account is yours',
  email: 'See your email address',
  profile: 'See your first and last name',
  offline_access: 'Keep access when you are not using the app, until you revoke it',
};

export const scopeLabel = (scope: string): string => SCOPE_LABELS[scope as ApiScope] ?? OPENID_SCOPE_LABELS[scope] ?? scope;
