import { SEARCH_TEXT_MAX } from '@odance/contract';
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
import { TRANSFER_SORTS } from '../modules/ledger/index.js';
import { SORT_ORDERS } from '../shared/validation/list-rules.js';
import { ProfileListQuerySchema } from '../modules/profiles/queries/profile-list-query.js';
import { profileInputSchema } from '../modules/profiles/rules/profile-input.js';
import { AccountSummarySchema, UserJsonSchema } from '../modules/accounts/account.presenter.js';
import type { confirmEmailChange } from '../modules/accounts/commands/confirm-email-change.js';
import type { requestEmailChange } from '../modules/accounts/commands/request-email-change.js';
import type { confirmEmail } from '../modules/auth/commands/confirm-email.js';
import type { googleSignInUrl } from '../modules/auth/commands/google-sign-in-url.js';
import type { signUp } from '../modules/auth/commands/sign-up.js';
import { UploadedImageSchema } from '../modules/media/commands/upload-image.js';
import type { handleStripeWebhook } from '../modules/payments/stripe-webhook.js';
import type { deleteProfile } from '../modules/profiles/commands/delete-profile.js';
import { ProfileJsonSchema } from '../modules/profiles/profile.presenter.js';
import { ProfilePageSchema } from '../modules/profiles/queries/list-profile-page.js';
import { ApiErrorBodySchema } from '../shared/errors/app-error.js';
import { answerSchema } from '../shared/validation/answer-schema.js';
import type { AppConfig } from '../kernel/config.js';

type Input = { in: 'body' | 'query'; schema: z.ZodType } | { in: 'multipart'; field: string } | { in: 'none' };

/** A success answer: JSON with its schema, CSV text, or no body (204). */
type Answer = { json: z.ZodType } | { csv: true } | { empty: true };

interface RestDoc {
  summary: string;
  input: Input;
  /** The success status, what it answers and the schema of its body. */
  success: { status: number; description: string; answer: Answer };
}

const none: Input = { in: 'none' };
const body = (schema: z.ZodType): Input => ({ in: 'body', schema });
const query = (schema: z.ZodType): Input => ({ in: 'query', schema });
const ok = (description: string, schema: z.ZodType, status = 200) => ({ status, description, answer: { json: schema } });
const noContent = (description: string) => ({ status: 204, description, answer: { empty: true } as const });
const csv = (description: string) => ({ status: 200, description, answer: { csv: true } as const });

// The small answers, each held by the compiler to what its command or handler returns (shared/validation/answer-schema.ts).
type Returns<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
const Ok = answerSchema<{ ok: true }>()(z.object({ ok: z.literal(true) }));
const SignedUp = answerSchema<Returns<typeof signUp>>()(z.object({ email: z.string() }));
const EmailConfirmed = answerSchema<Returns<typeof confirmEmail>>()(
  z.object({ email: z.string(), active: z.boolean().describe('False while an admin has yet to approve the account'), alreadyConfirmed: z.literal(true).optional() }),
);
const EmailInUse = answerSchema<Returns<typeof confirmEmailChange>>()(z.object({ email: z.string() }));
const EmailChangeRequested = answerSchema<Returns<typeof requestEmailChange>>()(z.object({ newEmail: z.string() }));
// The WebAuthn options are @simplewebauthn's JSON (its many optional members are its own contract): only the challenge is ours.
const PasskeyOptions = z.object({ options: z.object({ challenge: z.string() }).loose() });
const GoogleUrl = answerSchema<Returns<typeof googleSignInUrl>>()(z.object({ url: z.string() }));
const WebhookReceived = answerSchema<Returns<typeof handleStripeWebhook>>()(z.object({ received: z.literal(true) }));
const DeletedProfile = answerSchema<Returns<typeof deleteProfile>>()(z.object({ id: z.uuid() }));
const AccountSearch = z.object({ accounts: z.array(AccountSummarySchema) });
// This document's own shape is OpenAPI's (validated whole by server/test/security/openapi.test.ts).
const OpenApiDocument = z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose(), paths: z.record(z.string(), z.unknown()) }).loose();

/** The answers shared by several operations: components of the document, referenced by name. */
const NAMED_SCHEMAS = new Map<z.ZodType, string>([
  [UserJsonSchema, 'User'],
  [ProfileJsonSchema, 'Profile'],
  [ProfilePageSchema, 'ProfilePage'],
  [AccountSummarySchema, 'AccountSummary'],
]);

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
  sort: z.enum(TRANSFER_SORTS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
});
const historyExportQuery = z.object({
  counterpart: z.string().max(SEARCH_TEXT_MAX).optional().describe("Part of the other party's name (case and accents ignored)"),
  kind: z.enum(['sent', 'received', 'distributionReceived', 'distributionMade']).optional(),
  dateFrom: instant('Inclusive'),
  dateTo: instant('Exclusive'),
  sort: z.enum(TRANSFER_SORTS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
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
  'POST /auth/signup': { summary: 'Create an account; a confirmation mail follows', input: body(SignUpSchema), success: ok('The new account (not signed in)', SignedUp, 201) },
  'POST /auth/email/confirm': { summary: "Confirm an email address with the mailed link's token", input: body(ConfirmEmailSchema), success: ok('Confirmed (or already confirmed)', EmailConfirmed) },
  'POST /auth/email/resend': { summary: 'Mail the confirmation link again', input: body(ResendConfirmationSchema), success: ok('Sent if the account needs it', Ok) },
  'POST /auth/password/reset': { summary: 'Mail a password reset link', input: body(RequestPasswordResetSchema), success: ok('Sent if the account exists', Ok) },
  'POST /auth/password/reset/set': { summary: "Set a new password with the mailed link's token", input: body(ResetPasswordSchema), success: ok('Password set', Ok) },
  'POST /auth/signin': { summary: 'Sign in with email and password, and totpCode, recoveryCode or passkey for an account with a second factor (browser session)', input: body(SignInSchema), success: ok('The signed-in user; sets the session cookie', UserJsonSchema) },
  'POST /auth/signin/second-factor': {
    summary: "A Google sign-in's second step: the pendingSignIn of its AUTH_SECOND_FACTOR_REQUIRED answer with a totpCode, recoveryCode or passkey (browser session)",
    input: body(SignInSecondStepSchema),
    success: ok('The signed-in user; sets the session cookie', UserJsonSchema),
  },
  'POST /auth/signin/passkey/options': {
    summary: 'WebAuthn authentication options with a fresh challenge (one answer, 5 minutes), for a passkey sign-in or second step (browser session)',
    input: none,
    success: ok('PublicKeyCredentialRequestOptionsJSON, for @simplewebauthn/browser or navigator.credentials.get', PasskeyOptions),
  },
  'POST /auth/signin/passkey': {
    summary: 'Sign in with a passkey alone: the assertion (AuthenticationResponseJSON) as passkey (browser session)',
    input: body(SignInWithPasskeySchema),
    success: ok('The signed-in user; sets the session cookie', UserJsonSchema),
  },
  'DELETE /auth/signout': { summary: 'Sign out (browser session)', input: none, success: noContent('Signed out') },
  'GET /auth/sso/google/url': { summary: "Google's sign-in address (browser session)", input: none, success: ok("Google's address to send the browser to", GoogleUrl) },
  'POST /auth/sso/google/callback': { summary: "Finish Google sign-in with Google's code and state", input: body(GoogleSignInSchema), success: ok('The signed-in user', UserJsonSchema) },
  'POST /webhooks/stripe': { summary: "Stripe's signed webhook (Stripe only)", input: none, success: ok('Received', WebhookReceived) },
  'GET /profiles': { summary: 'Search and list public profiles', input: query(profileListQuery), success: ok('A page of profiles', ProfilePageSchema) },
  'GET /profile/:type/:id': { summary: 'One public profile', input: none, success: ok('The profile', ProfileJsonSchema) },
  'GET /profiles/own': { summary: "The viewer's own profiles", input: query(profileListQuery), success: ok('A page of profiles', ProfilePageSchema) },
  'GET /profile/main': { summary: "The viewer's main profile", input: none, success: ok('The main profile (404 NOT_FOUND while the viewer has none)', ProfileJsonSchema) },
  'GET /profile/:type': { summary: 'List the public profiles of one type', input: query(profileListQuery), success: ok('A page of profiles', ProfilePageSchema) },
  'POST /profile/:type': { summary: 'Create a profile of this type', input: body(anyProfile), success: ok('The new profile', ProfileJsonSchema, 201) },
  'PUT /profile/:type/:id': { summary: 'Update one of the viewer’s profiles', input: body(anyProfile), success: ok('The profile', ProfileJsonSchema) },
  'DELETE /profile/:type/:id': { summary: 'Delete one of the viewer’s profiles', input: none, success: ok('The id of the deleted profile', DeletedProfile) },
  'POST /uploads': { summary: 'Upload an image (JPEG, PNG or WebP; at most 5 MB; re-encoded)', input: { in: 'multipart', field: 'file' }, success: ok('The stored image', UploadedImageSchema, 201) },
  'GET /account/data': { summary: "The viewer's account", input: none, success: ok('The user', UserJsonSchema) },
  'PUT /account/data': { summary: "Change the viewer's names and mail preference (browser session)", input: body(UpdateAccountSchema), success: ok('The user', UserJsonSchema) },
  'POST /account/password': { summary: 'Change the password (browser session)', input: body(ChangePasswordSchema), success: ok('Changed', Ok) },
  'POST /account/email': {
    summary: 'Ask to sign in with another address (browser session): the new address gets a confirmation link, the old one a notice with an undo link',
    input: body(RequestEmailChangeSchema),
    success: ok('Requested, nothing changed yet', EmailChangeRequested, 202),
  },
  'POST /auth/email/change/confirm': { summary: "Confirm an address change with the new address's mailed token", input: body(EmailChangeTokenSchema), success: ok('The address now in use', EmailInUse) },
  'POST /auth/email/change/undo': {
    summary: "Undo an address change with the old address's mailed token (7 days); ends every session",
    input: body(EmailChangeTokenSchema),
    success: ok('The address in use', EmailInUse),
  },
  'DELETE /account': {
    summary: "Erase the viewer's account (browser session; the password for password accounts; forfeitBalance to give up oDance still held, else 409 ACCOUNT_HAS_BALANCE)",
    input: body(DeleteAccountSchema),
    success: noContent('Erased'),
  },
  'GET /accounts/search': { summary: 'Active accounts by name, for choosing a recipient', input: query(SearchAccountsSchema), success: ok('The accounts found', AccountSearch) },
  'GET /openapi.json': { summary: 'This document', input: none, success: ok('OpenAPI 3.1', OpenApiDocument) },
  'GET /admin/exports/transfers.csv': { summary: 'Admin: every transfer and distribution matching the filters, as CSV (streamed)', input: query(transfersExportQuery), success: csv('An attachment') },
  'GET /account/exports/transfers.csv': { summary: "The viewer's transfers and distributions matching the filters, as CSV (streamed)", input: query(historyExportQuery), success: csv('An attachment') },
  'GET /admin/exports/payments.csv': { summary: 'Admin: every payment matching the filters, as CSV (streamed)', input: query(paymentsExportQuery), success: csv('An attachment') },
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

function successContent(answer: Answer): Record<string, unknown> {
  if ('empty' in answer) return {};
  if ('csv' in answer) return { content: { 'text/csv': { schema: { type: 'string' } } } };
  const name = NAMED_SCHEMAS.get(answer.json);
  return { content: { 'application/json': { schema: name ? { $ref: `#/components/schemas/${name}` } : jsonSchema(answer.json, 'output') } } };
}

const refusal = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The refusals an operation can answer with, from what it takes and who may call it; every one in the catalogue's shape. */
function refusals({ path, access }: MountedRoute, doc: RestDoc): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (doc.input.in !== 'none') answers[400] = refusal('VALIDATION_FAILED: params.field and params.reason name the input at fault');
  if (access?.who !== 'anyone') answers[401] = refusal('AUTH_UNAUTHORIZED: no valid credential (WWW-Authenticate says how to authenticate)');
  if (access?.who === 'admin' || access?.scope || access?.credential === 'browser') {
    answers[403] = refusal('FORBIDDEN, ACCESS_INSUFFICIENT_SCOPE (params.scope) or a browser-session-only call made with a token');
  }
  if (path.includes(':')) answers[404] = refusal('NOT_FOUND');
  answers[429] = refusal('TOO_MANY_REQUESTS: over a rate limit', {
    'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
  });
  answers.default = refusal('Any other error of the catalogue (the errorCatalogue GraphQL query lists them)');
  return answers;
}

function security(access: AccessDeclaration | undefined) {
  if (!access || access.credential === 'browser') return { security: [{ cookieSession: [] }], 'x-browser-session-only': true };
  if (!access.scope) return { security: [] };
  return { security: [{ bearerToken: [access.scope] }, { cookieSession: [] }], 'x-required-scope': access.scope };
}

function operation(route: MountedRoute): Record<string, unknown> {
  const { method, path, access } = route;
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
      [doc.success.status]: { description: doc.success.description, ...successContent(doc.success.answer) },
      ...refusals(route, doc),
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
        Error: jsonSchema(ApiErrorBodySchema, 'output'),
        ...Object.fromEntries([...NAMED_SCHEMAS].map(([schema, name]) => [name, jsonSchema(schema, 'output')])),
      },
    },
  };
}
