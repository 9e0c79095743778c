import type { Request } from 'express';
import { declareRequestSlots } from '../../shared/http/http-server.js';
import type { ApiScope } from '@odance/contract';

// What an API token may do, and which scopes only some roles may hold, are the contract's
// (packages/contract/src/access.ts; README "API access"). Public reads need none.
export { API_SCOPES, SCOPE_ROLES, type ApiScope } from '@odance/contract';

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** How a request authenticates: a bearer token (cookies ignored), the session cookie, or neither. */
export type Credential = { kind: 'bearer'; token: string } | { kind: 'cookie'; token: string } | { kind: 'malformed' } | null;

export function bearerCredential(req: Request): Credential | undefined {
  const header = req.headers?.authorization;
  if (header === undefined) return undefined;
  const token = BEARER.exec(header)?.[1]; // the group is always captured when the pattern matches
  return token !== undefined && token.length < 200 ? { kind: 'bearer', token } : { kind: 'malformed' };
}

/** Whether the request came with `Authorization` (then it is authenticated by that alone). */
export const isBearerRequest = (req: Request): boolean => req.headers?.authorization !== undefined;

declareRequestSlots('tokenScopes', 'tokenClient');
type RequestWithScopes = Request & { tokenScopes?: readonly string[] | null; tokenClient?: string | null };

/**
 * Called by the session lookup: the scopes of the token the request presented (null: a cookie session), and the
 * OAuth app it was issued to (null but for the OAuth provider's access tokens).
 */
export function rememberScopes(req: Request, scopes: readonly string[] | null, oauthClientId: string | null = null): void {
  (req as RequestWithScopes).tokenScopes = scopes;
  (req as RequestWithScopes).tokenClient = oauthClientId;
}

/** The OAuth app whose access token authenticated the request (after its lookup), else null. */
export function tokenClientOf(req: Request): string | null {
  return (req as RequestWithScopes).tokenClient ?? null;
}

/** Whether the request's credential holds `scope` (a cookie session holds them all; its role is checked apart). */
export function holdsScope(req: Request, scope: ApiScope): boolean {
  const scopes = (req as RequestWithScopes).tokenScopes;
  return scopes == null || scopes.includes(scope);
}
