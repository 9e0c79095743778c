import type { ApiScope } from './scopes.js';

/**
 * What each operation needs from a bearer token (README "API access"). `public`: nothing (anyone may call it);
 * `cookie`: only a browser session may call it (signing in, a password, minting tokens: a token cannot act as
 * the person's browser). Roles are checked by the commands themselves as for a cookie session; this table adds
 * the token's scope. server/test/security/api-scopes.test.ts fails when an operation or a REST route has no row.
 */
export type OperationScope = ApiScope | 'public' | 'cookie';

export const GRAPHQL_SCOPES: Record<'Query' | 'Mutation', Record<string, OperationScope>> = {
  Query: {
    errorCatalogue: 'public',
    profile: 'public',
    profiles: 'public',
    suggestProfiles: 'public',
    me: 'read',
    myPayments: 'read',
    myProfiles: 'read',
    myTransfers: 'read',
    payment: 'read',
    invoice: 'read',
    myDistributor: 'read',
    distributions: 'read',
    distributor: 'read',
    distributorCollections: 'read',
    distributorStatistics: 'read',
    searchAccounts: 'read',
    accountSummary: 'read',
    distributionQuote: 'distributions',
    distributors: 'admin',
    distributorTermLimits: 'admin',
    pendingAccounts: 'admin',
    transfers: 'admin',
    allPayments: 'admin',
    personalAccessTokens: 'cookie',
    oauthClients: 'admin',
    authorizedApps: 'read',
    notifications: 'read',
    unreadNotificationCount: 'read',
  },
  Mutation: {
    createProfile: 'profiles',
    updateProfile: 'profiles',
    deleteProfile: 'profiles',
    setMainProfile: 'profiles',
    transferOdance: 'transfers',
    buyOdance: 'transfers',
    retryPayment: 'transfers',
    confirmPayment: 'transfers',
    cancelPayment: 'transfers',
    makeDistribution: 'distributions',
    approveAccount: 'admin',
    rejectAccount: 'admin',
    setAccountActive: 'admin',
    createDistributor: 'admin',
    updateDistributor: 'admin',
    setDistributorActive: 'admin',
    recordCollection: 'admin',
    updateAccount: 'cookie',
    changePassword: 'cookie',
    requestEmailChange: 'cookie',
    deleteAccount: 'cookie',
    createPersonalAccessToken: 'cookie',
    revokePersonalAccessToken: 'cookie',
    createOAuthClient: 'admin',
    setOAuthClientActive: 'admin',
    revokeAuthorizedApp: 'cookie',
    markNotificationsRead: 'read',
  },
};

/** REST routes under `apiUrl`, as Express spells them. */
export const REST_SCOPES: ReadonlyArray<readonly [method: string, path: string, scope: OperationScope]> = [
  ['POST', '/auth/signup', 'public'],
  ['POST', '/auth/email/confirm', 'public'],
  ['POST', '/auth/email/resend', 'public'],
  ['POST', '/auth/email/change/confirm', 'public'],
  ['POST', '/auth/email/change/undo', 'public'],
  ['POST', '/auth/password/reset', 'public'],
  ['POST', '/auth/password/reset/set', 'public'],
  ['POST', '/auth/signin', 'cookie'],
  ['DELETE', '/auth/signout', 'cookie'],
  ['GET', '/auth/sso/google/url', 'cookie'],
  ['POST', '/auth/sso/google/callback', 'cookie'],
  ['POST', '/webhooks/stripe', 'public'],
  ['GET', '/profiles', 'public'],
  ['GET', '/profile/:type/:id', 'public'],
  ['GET', '/profiles/own', 'read'],
  ['GET', '/profile/main', 'read'],
  ['GET', '/profile/:type', 'public'],
  ['POST', '/profile/:type', 'profiles'],
  ['PUT', '/profile/:type/:id', 'profiles'],
  ['DELETE', '/profile/:type/:id', 'profiles'],
  ['POST', '/uploads', 'profiles'],
  ['GET', '/account/data', 'read'],
  ['PUT', '/account/data', 'cookie'],
  ['POST', '/account/password', 'cookie'],
  ['POST', '/account/email', 'cookie'],
  ['DELETE', '/account', 'cookie'],
  ['GET', '/accounts/search', 'read'],
  ['GET', '/openapi.json', 'public'],
  ['GET', '/admin/exports/transfers.csv', 'admin'],
  ['GET', '/admin/exports/payments.csv', 'admin'],
];

const compiled = REST_SCOPES.map(([method, path, scope]) => ({
  method,
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
  scope,
}));

/** The scope a REST request needs; undefined for a path no route answers (it gets its 404). */
export function restScopeOf(method: string, path: string): OperationScope | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  return compiled.find((route) => route.method === verb && route.pattern.test(path))?.scope;
}
