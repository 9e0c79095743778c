import { z } from 'zod';
import type { AccessDeclaration } from '../modules/auth/index.js';
import type { MountedRoute } from './rest-routes.js';
import { ChangePasswordSchema } from '../modules/accounts/commands/change-password.js';
import { EmailChangeTokenSchema } from '../modules/accounts/commands/confirm-email-change.js';
import { DeleteAccountSchema } from '../modules/accounts/commands/delete-account.js';
import { RequestEmailChangeSchema } from '../modules/accounts/commands/request-email-change.js';
import { SearchAccountsSchema } from '../modules/accounts/queries/search-accounts.js';
import { UpdateAccountSchema } from '../modules/accounts/commands/update-account.js';
import { ConfirmEmailSchema } from '../modules/auth/commands/confirm-email.js';
import { GoogleSignInSchema } from '../modules/auth/commands/google-sign-in.js';
import { RequestPasswordResetSchema } from '../modules/auth/commands/request-password-reset.js';
import { ResendConfirmationSchema } from '../modules/auth/commands/resend-confirmation.js';
import { ResetPasswordSchema } from '../modules/auth/commands/reset-password.js';
import { SignInSchema } from '../modules/auth/commands/sign-in.js';
import { SignInSecondStepSchema } from '../modules/auth/commands/sign-in-second-step.js';
import { SignInWithPasskeySchema } from '../modules/auth/commands/sign-in-with-passkey.js';
import { SignUpSchema } from '../modules/auth/commands/sign-up.js';
import { PROFILE_TYPES } from '../modules/profiles/profile-types.js';
import { ProfileListQuerySchema } from '../modules/profiles/queries/profile-list-query.js';
import { profileInputSchema } from '../modules/profiles/rules/profile-input.js';
import type { AppConfig } from './config.js';

type Input = { in: 'body' | 'query'; schema: z.ZodType } | { in: 'multipart'; field: string } | { in: 'none' };

interface RestDoc {
  summary: string;
  input: Input;
  /** The success status and what it answers. */
  success: { status: number; description: string };
}

const none: Input = { in: 'none' };
const body = (schema: z.ZodType): Input => ({ in: 'body', schema });
const query = (schema: z.ZodType): Input => ({ in: 'query', schema });
const ok = (description: string, status = 200) => ({ status, description });

// Any type's profile fields: the schema each command validates with, for every type (a URL with a real media
// check is not needed to describe them: `isUpload` only decides which URLs pass).
const anyProfile = z.union(PROFILE_TYPES.map((type) => profileInputSchema(type, () => true)) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
// The list's query string as the spec writes it: top-level names, and `filter.type`, `filter.country`,
// `filter.danceStyles` (comma-separated), `filter.owner.id` (modules/profiles/queries/profile-list-query-string.ts).
const profileListQuery = ProfileListQuerySchema.omit({ filter: true }).extend({
  'filter.type': z.string().optional().describe('Profile types, comma-separated'),
  'filter.country': z.string().optional().describe('ISO 3166-1 alpha-2 codes, comma-separated'),
  'filter.danceStyles': z.string().optional().describe('Dance styles, comma-separated'),
  'filter.owner.id': z.uuid().optional().describe("The owning account's id"),
});

// The CSV exports' query strings: the admin lists' filter fields by name (docs/api.md "CSV exports").
const instant = (what: string) => z.string().optional().describe(`${what}: ISO 8601 date-time with a zone, or YYYY-MM-DD (UTC midnight)`);
const transfersExportQuery = z.object({
  type: z.enum(['transfer', 'distribution']).optional(),
  accountId: z.uuid().optional().describe('An account on either side'),
  dateFrom: instant('Inclusive'),
  dateTo: instant('Exclusive'),
  amountFrom: z.int().min(0).optional().describe('Inclusive, whole oDance'),
  amountTo: z.int().min(0).optional().describe('Inclusive, whole oDance'),
  sort: z.enum(['createdAt', 'amount']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
const paymentsExportQuery = z.object({
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'canceled']).optional(),
  accountId: z.uuid().optional().describe("The buyer's account"),
  dateFrom: instant('Inclusive, when the purchase started'),
  dateTo: instant('Exclusive'),
});

/**
 * What each REST route takes and answers, keyed "METHOD path" as the route is mounted (its access is the route's own
 * declaration, modules/auth/access.ts). The
 * inputs are the zod schemas the commands validate with, turned into JSON Schema (OpenAPI 3.1's dialect) by zod
 * itself. server/test/security/openapi.test.ts fails when a mounted route has no entry here.
 */
export const REST_DOCS: Record<string, RestDoc> = {
  'POST /auth/signup': { summary: 'Create an account; a confirmation mail follows', input: body(SignUpSchema), success: ok('The new account (not signed in)', 201) },
  'POST /auth/email/confirm': { summary: "Confirm an email address with the mailed link's token", input: body(ConfirmEmailSchema), success: ok('Confirmed (or already confirmed)') },
  'POST /auth/email/resend': { summary: 'Mail the confirmation link again', input: body(ResendConfirmationSchema), success: ok('Sent if the account needs it') },
  'POST /auth/password/reset': { summary: 'Mail a password reset link', input: body(RequestPasswordResetSchema), success: ok('Sent if the account exists') },
  'POST /auth/password/reset/set': { summary: "Set a new password with the mailed link's token", input: body(ResetPasswordSchema), success: ok('Password set') },
  'POST /auth/signin': { summary: 'Sign in with email and password, and totpCode, recoveryCode or passkey for an account with a second factor (browser session)', input: body(SignInSchema), success: ok('The signed-in user; sets the session cookie') },
  'POST /auth/signin/second-factor': {
    summary: "A Google sign-in's second step: the pendingSignIn of its AUTH_SECOND_FACTOR_REQUIRED answer with a totpCode, recoveryCode or passkey (browser session)",
    input: body(SignInSecondStepSchema),
    success: ok('The signed-in user; sets the session cookie'),
  },
  'POST /auth/signin/passkey/options': {
    summary: 'WebAuthn authentication options with a fresh challenge (one answer, 5 minutes), for a passkey sign-in or second step (browser session)',
    input: none,
    success: ok('{ options }: PublicKeyCredentialRequestOptionsJSON'),
  },
  'POST /auth/signin/passkey': {
    summary: 'Sign in with a passkey alone: the assertion (AuthenticationResponseJSON) as passkey (browser session)',
    input: body(SignInWithPasskeySchema),
    success: ok('The signed-in user; sets the session cookie'),
  },
  'DELETE /auth/signout': { summary: 'Sign out (browser session)', input: none, success: ok('Signed out', 204) },
  'GET /auth/sso/google/url': { summary: "Google's sign-in address (browser session)", input: none, success: ok('{ url }') },
  'POST /auth/sso/google/callback': { summary: "Finish Google sign-in with Google's code and state", input: body(GoogleSignInSchema), success: ok('The signed-in user') },
  'POST /webhooks/stripe': { summary: "Stripe's signed webhook (Stripe only)", input: none, success: ok('Received') },
  'GET /profiles': { summary: 'Search and list public profiles', input: query(profileListQuery), success: ok('A page of profiles: { total, page, pageSize, profiles }') },
  'GET /profile/:type/:id': { summary: 'One public profile', input: none, success: ok('The profile') },
  'GET /profiles/own': { summary: "The viewer's own profiles", input: query(profileListQuery), success: ok('A page of profiles') },
  'GET /profile/main': { summary: "The viewer's main profile", input: none, success: ok('The main profile, or null') },
  'GET /profile/:type': { summary: 'List the public profiles of one type', input: query(profileListQuery), success: ok('A page of profiles') },
  'POST /profile/:type': { summary: 'Create a profile of this type', input: body(anyProfile), success: ok('The new profile', 201) },
  'PUT /profile/:type/:id': { summary: 'Update one of the viewer’s profiles', input: body(anyProfile), success: ok('The profile') },
  'DELETE /profile/:type/:id': { summary: 'Delete one of the viewer’s profiles', input: none, success: ok('{ id } of the deleted profile') },
  'POST /uploads': { summary: 'Upload an image (re-encoded; at most 10 MB)', input: { in: 'multipart', field: 'file' }, success: ok('{ url } of the stored image', 201) },
  'GET /account/data': { summary: "The viewer's account", input: none, success: ok('The user') },
  'PUT /account/data': { summary: "Change the viewer's names and mail preference (browser session)", input: body(UpdateAccountSchema), success: ok('The user') },
  'POST /account/password': { summary: 'Change the password (browser session)', input: body(ChangePasswordSchema), success: ok('{ ok: true }') },
  'POST /account/email': {
    summary: 'Ask to sign in with another address (browser session): the new address gets a confirmation link, the old one a notice with an undo link',
    input: body(RequestEmailChangeSchema),
    success: ok('{ newEmail }: requested, nothing changed yet', 202),
  },
  'POST /auth/email/change/confirm': { summary: "Confirm an address change with the new address's mailed token", input: body(EmailChangeTokenSchema), success: ok('{ email }: the address now in use') },
  'POST /auth/email/change/undo': {
    summary: "Undo an address change with the old address's mailed token (7 days); ends every session",
    input: body(EmailChangeTokenSchema),
    success: ok('{ email }: the address in use'),
  },
  'DELETE /account': {
    summary: "Erase the viewer's account (browser session; the password for password accounts; forfeitBalance to give up oDance still held, else 409 ACCOUNT_HAS_BALANCE)",
    input: body(DeleteAccountSchema),
    success: ok('Erased', 204),
  },
  'GET /accounts/search': { summary: 'Active accounts by name, for choosing a recipient', input: query(SearchAccountsSchema), success: ok('{ accounts }') },
  'GET /openapi.json': { summary: 'This document', input: none, success: ok('OpenAPI 3.1') },
  'GET /admin/exports/transfers.csv': { summary: 'Admin: every transfer and distribution matching the filters, as CSV (streamed)', input: query(transfersExportQuery), success: ok('text/csv; charset=utf-8, an attachment') },
  'GET /admin/exports/payments.csv': { summary: 'Admin: every payment matching the filters, as CSV (streamed)', input: query(paymentsExportQuery), success: ok('text/csv; charset=utf-8, an attachment') },
};

const jsonSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

function security(access: AccessDeclaration | undefined) {
  if (!access || access.credential === 'browser') return { security: [{ cookieSession: [] }], 'x-browser-session-only': true };
  if (!access.scope) return { security: [] };
  return { security: [{ bearerToken: [access.scope] }, { cookieSession: [] }], 'x-required-scope': access.scope };
}

function operation({ method, path, access }: MountedRoute): Record<string, unknown> {
  const doc = REST_DOCS[`${method} ${path}`];
  if (!doc) throw new Error(`REST route ${method} ${path} has no entry in REST_DOCS (server/src/app/openapi.ts)`);
  const pathParams = [...path.matchAll(/:([a-zA-Z]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const queryParams =
    doc.input.in === 'query'
      ? Object.entries((jsonSchema(doc.input.schema).properties ?? {}) as Record<string, Record<string, unknown>>).map(([name, schema]) => ({ name, in: 'query', required: false, schema }))
      : [];
  const requestBody =
    doc.input.in === 'body'
      ? { required: true, content: { 'application/json': { schema: jsonSchema(doc.input.schema) } } }
      : doc.input.in === 'multipart'
        ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: [doc.input.field], properties: { [doc.input.field]: { type: 'string', format: 'binary' } } } } } }
        : undefined;
  return {
    summary: doc.summary,
    operationId: `${method.toLowerCase()}${path.replace(/[/:]+([a-zA-Z])/g, (_m, c: string) => c.toUpperCase()).replace(/[^A-Za-z]/g, '')}`,
    ...security(access),
    ...(pathParams.length || queryParams.length ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [doc.success.status]: { description: doc.success.description },
      default: { description: 'An error of the catalogue (the errorCatalogue GraphQL query lists them)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
}

/** The OpenAPI 3.1 document of the REST paths mounted (app/rest-routes.ts), served at `GET /api/openapi.json`. */
export function openApiDocument(config: AppConfig, version: string, routes: MountedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = route.path.replace(/:([a-zA-Z]+)/g, '{$1}');
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'oDance REST API', version, description: 'The REST adapter over the same commands as the GraphQL API (/graphql). See /developers.' },
    servers: [{ url: `${config.appUrl}${config.apiUrl}` }],
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'A personal access token (odp_…) or an OAuth access token; scopes as listed per operation' },
        cookieSession: { type: 'apiKey', in: 'cookie', name: config.authTokenName, description: 'The browser session; unsafe methods also need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'status', 'message', 'type', 'params'],
          properties: {
            code: { type: 'string', description: 'The error code, e.g. VALIDATION_FAILED' },
            status: { type: 'integer', description: 'The HTTP status' },
            message: { type: 'string', description: 'A sentence for people' },
            type: { type: 'string', enum: ['error', 'warning'] },
            params: { type: 'object', description: 'Details: field and reason for VALIDATION_FAILED, scope for ACCESS_INSUFFICIENT_SCOPE, …' },
          },
        },
      },
    },
  };
}
