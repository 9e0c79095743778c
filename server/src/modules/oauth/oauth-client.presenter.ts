import type { ApiScope } from '../auth/index.js';

export interface OAuthClientRow {
  client_id: string;
  name: string;
  redirect_uris: string[];
  scopes: string[];
  confidential: boolean;
  native: boolean;
  secret_salt: string | null;
  active: boolean;
  verified: boolean;
  disabled_by_admin: boolean;
  created_by: string | null;
  created_at: Date;
}

export const OAUTH_CLIENT_COLUMNS =
  'client_id, name, redirect_uris, scopes, confidential, native, secret_salt, active, verified, disabled_by_admin, created_by, created_at';

/** An app as its owner and the admin panel see it (the secret is never shown again). */
export interface PresentedOAuthClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  scopes: ApiScope[];
  confidential: boolean;
  active: boolean;
  /** An admin vouched for it; otherwise the consent page says "Unverified app". */
  verified: boolean;
  /** Disabled by an admin: its owner cannot enable it again. */
  disabledByAdmin: boolean;
  /** The account that registered it and manages it (null: its owner's account was erased). */
  ownerId: string | null;
  createdAt: Date;
}

export function presentOAuthClient(row: OAuthClientRow): PresentedOAuthClient {
  return {
    clientId: row.client_id,
    name: row.name,
    redirectUris: row.redirect_uris,
    scopes: row.scopes as ApiScope[],
    confidential: row.confidential,
    active: row.active,
    verified: row.verified,
    disabledByAdmin: row.disabled_by_admin,
    ownerId: row.created_by,
    createdAt: row.created_at,
  };
}

/** The OpenID scopes every app may ask for beside its API scopes. */
export const OPENID_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

/**
 * The client metadata oidc-provider reads (modules/oauth/oauth-adapter.ts): authorization code with PKCE only,
 * refresh tokens, `native` for apps on loopback or private-scheme redirects (RFC 8252), a secret only for a
 * confidential client.
 */
export function clientMetadata(row: OAuthClientRow, secret: string | undefined): Record<string, unknown> {
  return {
    client_id: row.client_id,
    client_name: row.name,
    redirect_uris: row.redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    application_type: row.native ? 'native' : 'web',
    scope: [...OPENID_SCOPES, ...row.scopes].join(' '),
    token_endpoint_auth_method: row.confidential ? 'client_secret_basic' : 'none',
    ...(row.confidential && secret ? { client_secret: secret } : {}),
  };
}
