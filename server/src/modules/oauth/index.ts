// What other modules and app/ may import from modules/oauth (eslint enforces it; ARCHITECTURE.md).
export { isRegisteredRedirectUri } from './redirect-uris.js';
export { disableAppsOfErasedOwner } from './commands/disable-apps-of-erased-owner.js';
export { hasOAuthStorage, pruneExpiredOAuthPayloads } from './oauth-retention.js';
export { revokeGrantsOfAccount } from './oauth-adapter.js';
export { OAUTH_PATH } from './oauth-provider.js';
export { OAuthProviderHost } from './oauth-provider-host.js';
export { oauthInteractionRouter } from './oauth-interaction.rest.js';
export { oauthHttpsOnly } from './oauth-https-only.js';
export { DEFAULT_KEYS_REFRESH_MS, PUBLISH_PERIODS, rotateOAuthKeys } from './oauth-keys.js';
export { OAuthResolver } from './graphql/oauth.resolver.js';
