import type { default as Provider, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { AppContainer } from '../../kernel/context.js';
import { fullName, isUuid } from '@odance/contract';
import { findAccountById } from '../account-rows/index.js';
import { API_SCOPES } from '../auth/index.js';
import { oauthAdapter } from './oauth-adapter.js';
import { clientSecretOf, type OAuthServerKeys } from './oauth-keys.js';
import { OPENID_SCOPES } from './oauth-client.presenter.js';
import { importOidcProvider } from './oidc-provider-import.js';

/** Where the provider is mounted; its issuer is APP_URL + this (discovery at /oauth/.well-known/openid-configuration). */
export const OAUTH_PATH = '/oauth';
/** The web app's page for sign-in and consent (client/src/features/oauth/ConsentPage.tsx). */
export const interactionPath = (uid: string) => `${OAUTH_PATH}/interaction/${uid}`;

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * oDance's OAuth 2.1 / OpenID Connect provider (oidc-provider; README "API access"): authorization code with PKCE
 * S256 for every client, rotating refresh tokens with `offline_access`, revocation, RFC 8252 native redirects.
 * Access tokens are opaque and for one resource, the oDance API (APP_URL), holding the API scopes the user
 * allowed; they are bearer tokens like personal ones (oauth-adapter.ts mirrors them as sessions). `keys` in the
 * order they are used (oauth-keys.ts keysInUse: the signing key first); oauth-provider-host.ts makes a new provider
 * when that order changes.
 */
export async function createOAuthProvider(c: AppContainer, keys: Pick<OAuthServerKeys, 'jwks' | 'cookieKeys'>): Promise<Provider> {
  // Imported when the app starts, not when this file loads: on Node 20 oidc-provider warns as it loads (it wants
  // Node 22+; production runs Node 24), which must not come before a configuration error's one line; the warning
  // becomes a JSON log line (oidc-provider-import.ts).
  const { default: OidcProvider, errors } = await importOidcProvider(c.logger);
  const { config, dataSource } = c;
  const apiResource = config.appUrl;
  const configuration: Configuration = {
    adapter: oauthAdapter(dataSource, clientSecretOf(config.sessionSecret), (manager, accountIds) => c.sessions.announceRevoked(manager, accountIds)),
    findAccount: async (_ctx, id) => {
      // Only an active, unerased account signs in to an app (as to the site: modules/auth/sessions.ts).
      const account = isUuid(id) ? await findAccountById(dataSource.manager, id) : null;
      if (!account?.active || account.deletedAt) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailConfirmedAt !== null,
          name: fullName(account),
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The API scopes are listed too: a client's registered `scope` must only hold scopes the provider knows.
    scopes: [...OPENID_SCOPES, ...API_SCOPES],
    // ID tokens carry the claims of the scopes granted (the access token is for the API, not for userinfo).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    rotateRefreshToken: true,
    clientDefaults: { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        // A token asked for with `openid` is issued without an audience (oidc-provider's resolve_resource: the
        // granted resource is not used then), because oidc-provider's userinfo refuses any token bound to a
        // resource (its userinfo checks the audience). It still holds every scope granted, the API
        // scopes included (they are among `scopes` below, so the grant holds them as OpenID scopes too), and
        // the adapter mirrors it as a bearer session like any other (oauth-adapter.ts): one token for both the
        // API and userinfo. A token without `openid` stays the API resource's (audience APP_URL).
        useGrantedResource: (_ctx, model) => !model.scopes.has('openid'),
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return { scope: API_SCOPES.join(' '), audience: apiResource, accessTokenFormat: 'opaque', accessTokenTTL: HOUR };
        },
      },
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 365 * DAY,
      RefreshToken: 30 * DAY,
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => interactionPath(interaction.uid) },
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, secure: config.isProduction, sameSite: 'lax' },
      short: { signed: true, secure: config.isProduction, sameSite: 'lax' },
    },
    jwks: { keys: keys.jwks },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>oDance sign-in</title></head><body><main><h1>This sign-in link cannot be used</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Back to oDance</a></p></main></body></html>`;
    },
  };
  const provider = new OidcProvider(`${config.appUrl}${OAUTH_PATH}`, configuration);
  // Behind a TLS-offloading proxy (TRUST_PROXY) the issuer's https URLs come from X-Forwarded-Proto.
  provider.proxy = Boolean(config.trustProxy);
  provider.on('server_error', (_ctx, error) => c.logger.error({ err: error }, 'oauth provider error'));
  return provider;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
