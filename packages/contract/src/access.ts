/*
 * Roles and API scopes (docs/product.md#rules, server/src/modules/auth/README.md "API access"). What a viewer may do
 * is the server's to say (its policies, server/src/modules/auth/policies.ts, answered as `me.can`); these are the
 * words both sides use for it.
 */
export const ROLE_NAMES = ['user', 'distributor', 'admin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** What an API token may do. A cookie session holds every scope of its role; a bearer token the ones it was made with. */
export const API_SCOPES = ['read', 'profiles', 'transfers', 'distributions', 'notifications', 'webhooks', 'admin'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Scopes only some roles may hold in a token (admin passes every role). */
export const SCOPE_ROLES: Partial<Record<ApiScope, RoleName>> = { admin: 'admin', distributions: 'distributor' };
