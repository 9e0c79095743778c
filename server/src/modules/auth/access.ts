import type { Request, RequestHandler } from 'express';
import { Extensions } from 'type-graphql';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { markAccessDeclared } from '../../shared/http/access-declared.js';
import { xsrfRefusal } from '../../shared/http/xsrf.js';
import type { RoleName } from '../account-rows/index.js';
import { holdsScope, isBearerRequest, type ApiScope } from './scopes.js';

/**
 * Who may call an operation and how (docs/api.md "Access"), declared beside its handler in one
 * shape for GraphQL root fields (`@Access`), REST routes and the OAuth interaction routes (`routeAccess`):
 * - `who`: anyone, a signed-in viewer, or a role (admin passes every role). The operation's command checks it
 *   itself (modules/auth/policies.ts); test/security/access-declarations.test.ts holds each declaration to it.
 * - `credential`: `browser` = the session cookie only (a request carrying `Authorization` is refused, so no token
 *   can sign in, change a password, mint a token or approve an app); `any` (the default) = cookie or bearer.
 * - `scope`: what a bearer token needs (a cookie session holds every scope of its role); none: a public read.
 * An operation without a declaration refuses every bearer request (fail closed).
 */
export interface AccessDeclaration {
  who: 'anyone' | 'viewer' | RoleName;
  credential?: 'browser' | 'any';
  scope?: ApiScope;
}

/** The declaration of a GraphQL root field, kept in the schema's field extensions (never printed in the SDL). */
export function Access(declaration: AccessDeclaration): MethodDecorator {
  return Extensions({ access: declaration });
}

/** A GraphQL field's declaration, if it has one. */
export function accessOf(field: GraphQLField<unknown, unknown> | undefined): AccessDeclaration | undefined {
  return (field?.extensions as { access?: AccessDeclaration } | undefined)?.access;
}

/** Every root field of the schema with its declaration (undefined: none), for the checks and the coverage test. */
export function rootFieldAccess(schema: GraphQLSchema): Map<string, AccessDeclaration | undefined> {
  const map = new Map<string, AccessDeclaration | undefined>();
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) map.set(`${root.name}.${field.name}`, accessOf(field));
  }
  return map;
}

/**
 * Why this request may not call an operation with `declaration`, or null when it may. Only a request carrying
 * `Authorization` can be refused here: a cookie or anonymous caller meets the operation's own policy.
 */
export function accessRefusal(req: Request, declaration: AccessDeclaration | undefined): AppError | null {
  if (!isBearerRequest(req)) return null;
  if (!declaration || declaration.credential === 'browser') return new AppError(ErrorCode.FORBIDDEN, { reason: 'browserSessionOnly' });
  if (declaration.scope && !holdsScope(req, declaration.scope)) return new AppError(ErrorCode.ACCESS_INSUFFICIENT_SCOPE, { scope: declaration.scope });
  return null;
}

/** A route's declaration as its first handler: refuses (403, with `WWW-Authenticate` for a scope) or lets it run. */
export function routeAccess(declaration: AccessDeclaration): RequestHandler {
  const check: RequestHandler = (req, res, next) => {
    // A browser-only route is a page's own call: anti-forgery even without a session yet (a forged sign-in).
    const refusal = accessRefusal(req, declaration) ?? (declaration.credential === 'browser' ? xsrfRefusal(req) : null);
    if (refusal) {
      if (refusal.code === ErrorCode.ACCESS_INSUFFICIENT_SCOPE) res.set('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${declaration.scope}"`);
      return next(refusal);
    }
    markAccessDeclared(req);
    next();
  };
  return Object.assign(check, { access: declaration });
}

/** The declaration a route handler carries (routeAccess), for the coverage test. */
export function declarationOfHandler(handler: unknown): AccessDeclaration | undefined {
  return (handler as { access?: AccessDeclaration } | undefined)?.access;
}
