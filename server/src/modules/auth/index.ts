// The auth module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { deleteTokensOf, revokeTokens } from './auth-tokens.js';
export { hashPassword, verifyPassword } from './password.js';
export { ApiScopeEnum } from './personal-tokens/graphql/personal-token.types.js';
export { viewerCapabilities, type ViewerCapabilities } from './capabilities.js';
export { hasRole, mayAppAskScope, mayHoldScope, requireRole, requireViewer } from './policies.js';
export { API_SCOPES, type ApiScope, SCOPE_ROLES, holdsScope } from './scopes.js';
export { hashToken, newToken } from './secure-token.js';
export { sessionLookupWith, type ViewerLookupExtra } from './sessions.js';
export type { SessionLookup } from '../../kernel/context.js';
export { PASSWORD_CHECK_LIMIT, consume } from './throttle.js';
export { Access, routeAccess, type AccessDeclaration } from './access.js';
export { operationRefusal } from './graphql-scopes.js';
export { actingAs } from './acting-as.js';
export { deleteOAuthSessionOfToken, deleteOAuthSessionsOfClients, deleteOAuthSessionsOfGrant, insertOAuthSession } from './oauth-sessions.js';
export { pruneExpiredSessions, pruneExpiredSignInChallenges, pruneOldRateEvents, pruneSpentAuthTokens } from './expired-rows.js';
export { recordAdminAction } from './admin-audit.js';
