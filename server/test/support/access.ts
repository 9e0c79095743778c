import { rootFieldAccess, type AccessDeclaration } from '../../src/modules/auth/access.js';
import type { ApiScope } from '../../src/modules/auth/scopes.js';
import { buildAppSchema } from '../../src/app/schema.js';

/** What a bearer token needs for an operation, read from its declaration: a scope, nothing, or a browser session. */
export type TokenNeed = ApiScope | 'public' | 'cookie';

export function tokenNeed(access: AccessDeclaration | undefined): TokenNeed | undefined {
  if (!access) return undefined;
  if (access.credential === 'browser') return 'cookie';
  return access.scope ?? 'public';
}

let declared: Promise<Map<string, AccessDeclaration | undefined>> | undefined;

/** Every root field's declaration in the server's own schema (`@Access` beside each resolver), by `Type.field`. */
export function declaredAccess(): Promise<Map<string, AccessDeclaration | undefined>> {
  return (declared ??= buildAppSchema().then(rootFieldAccess));
}
