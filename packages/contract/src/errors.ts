import type { z } from 'zod';

/**
 * Every error code the API answers with (docs/api.md#errors): REST's `code`, GraphQL's `extensions.code`.
 * The server gives each one its HTTP status and message (server/src/shared/errors/error-codes.ts, whose catalogue
 * must cover this list: a missing entry fails to compile) and publishes the list as the GraphQL enum `ErrorCode`;
 * the web app names the codes it reacts to through this enum, never as bare strings.
 */
export const ErrorCode = {
  FORBIDDEN: 'FORBIDDEN',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  NOT_FOUND: 'NOT_FOUND',
  NOT_IMPLEMENTED_YET: 'NOT_IMPLEMENTED_YET',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  GRAPHQL_INVALID_OPERATION: 'GRAPHQL_INVALID_OPERATION',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  AUTH_UNAUTHORIZED: 'AUTH_UNAUTHORIZED',
  AUTH_SESSION_EXPIRED: 'AUTH_SESSION_EXPIRED',
  AUTH_EMAIL_ALREADY_IN_USE: 'AUTH_EMAIL_ALREADY_IN_USE',
  AUTH_INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  AUTH_ACCOUNT_NOT_ACTIVE: 'AUTH_ACCOUNT_NOT_ACTIVE',
  AUTH_EMAIL_NOT_CONFIRMED: 'AUTH_EMAIL_NOT_CONFIRMED',
  AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN: 'AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN',
  AUTH_CONFIRMATION_TOKEN_ALREADY_SENT: 'AUTH_CONFIRMATION_TOKEN_ALREADY_SENT',
  AUTH_INVALID_PASSWORD_RESET_TOKEN: 'AUTH_INVALID_PASSWORD_RESET_TOKEN',
  AUTH_RESET_TOKEN_ALREADY_SENT: 'AUTH_RESET_TOKEN_ALREADY_SENT',
  AUTH_INVALID_SSO_STATE: 'AUTH_INVALID_SSO_STATE',
  AUTH_INVALID_SSO_CODE: 'AUTH_INVALID_SSO_CODE',
  AUTH_ACCOUNT_REGISTERED_WITH_EMAIL: 'AUTH_ACCOUNT_REGISTERED_WITH_EMAIL',
  AUTH_ACCOUNT_NOT_REGISTERED_WITH_EMAIL: 'AUTH_ACCOUNT_NOT_REGISTERED_WITH_EMAIL',
  AUTH_FAILED_TO_GET_USER_DATA: 'AUTH_FAILED_TO_GET_USER_DATA',
  AUTH_SECOND_FACTOR_REQUIRED: 'AUTH_SECOND_FACTOR_REQUIRED',
  AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED: 'AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER: 'ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER',
  ACCOUNT_NEW_PASSWORD_SAME_AS_CURRENT: 'ACCOUNT_NEW_PASSWORD_SAME_AS_CURRENT',
  ACCOUNT_INVALID_CURRENT_PASSWORD: 'ACCOUNT_INVALID_CURRENT_PASSWORD',
  ACCOUNT_HAS_BALANCE: 'ACCOUNT_HAS_BALANCE',
  ACCOUNT_INVALID_ROLE: 'ACCOUNT_INVALID_ROLE',
  ACCESS_FORBIDDEN: 'ACCESS_FORBIDDEN',
  ACCESS_INSUFFICIENT_SCOPE: 'ACCESS_INSUFFICIENT_SCOPE',
  QUERY_INVALID_PARAM: 'QUERY_INVALID_PARAM',
  HEADER_INVALID: 'HEADER_INVALID',
  ODANCE_INSUFFICIENT_BALANCE: 'ODANCE_INSUFFICIENT_BALANCE',
  ODANCE_TRANSFER_TO_SELF: 'ODANCE_TRANSFER_TO_SELF',
  ODANCE_RECIPIENT_NOT_ACTIVE: 'ODANCE_RECIPIENT_NOT_ACTIVE',
  ODANCE_IDEMPOTENCY_KEY_REUSED: 'ODANCE_IDEMPOTENCY_KEY_REUSED',
  LEDGER_BUSY: 'LEDGER_BUSY',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  PAYMENT_NOT_RETRYABLE: 'PAYMENT_NOT_RETRYABLE',
  PAYMENT_NOT_CANCELABLE: 'PAYMENT_NOT_CANCELABLE',
  PAYMENT_AMOUNT_MISMATCH: 'PAYMENT_AMOUNT_MISMATCH',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  PAYMENTS_UNAVAILABLE: 'PAYMENTS_UNAVAILABLE',
  STRIPE_SIGNATURE_INVALID: 'STRIPE_SIGNATURE_INVALID',
  DISTRIBUTOR_NOT_FOUND: 'DISTRIBUTOR_NOT_FOUND',
  DISTRIBUTOR_ALREADY_EXISTS: 'DISTRIBUTOR_ALREADY_EXISTS',
  DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE: 'DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE',
  DISTRIBUTOR_INACTIVE: 'DISTRIBUTOR_INACTIVE',
  DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED: 'DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED',
  DISTRIBUTOR_NOTHING_TO_COLLECT: 'DISTRIBUTOR_NOTHING_TO_COLLECT',
  DISTRIBUTION_TO_SELF: 'DISTRIBUTION_TO_SELF',
  OAUTH_CLIENT_LIMIT_REACHED: 'OAUTH_CLIENT_LIMIT_REACHED',
  OAUTH_CLIENT_DISABLED_BY_ADMIN: 'OAUTH_CLIENT_DISABLED_BY_ADMIN',
  MONEY_REQUEST_NOT_FOUND: 'MONEY_REQUEST_NOT_FOUND',
  MONEY_REQUEST_FROM_SELF: 'MONEY_REQUEST_FROM_SELF',
  MONEY_REQUEST_NOT_PENDING: 'MONEY_REQUEST_NOT_PENDING',
} as const;
// A plain object with a union type rather than a TypeScript enum: a code read off the wire (a string) compares
// with it directly, and the GraphQL enum is registered from the same object.
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** `params.reason` of a VALIDATION_FAILED answer: why the field named by `params.field` was refused. */
export const VALIDATION_REASONS = ['required', 'tooShort', 'tooLong', 'invalid', 'alreadyExists', 'mismatch'] as const;
export type ValidationReason = (typeof VALIDATION_REASONS)[number];

/*
 * A rule refuses with one of VALIDATION_REASONS as its message. The server's parseInput answers VALIDATION_FAILED
 * with the reason of the first issue; the web app's forms word the same reason (client/src/shared/forms). Kept
 * here, apart from the rules, so that reading a reason takes no part of zod into a page that only reads one.
 */
const REASONS: ReadonlySet<string> = new Set(VALIDATION_REASONS);

/** Why a value was refused: the reason the rule states, else one read from the kind of issue. */
export function issueReason(issue: z.core.$ZodIssue): ValidationReason {
  if (REASONS.has(issue.message)) return issue.message as ValidationReason;
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
}

/** The reason `rule` refuses `value` for (its first issue, as the server reports it), or null when it passes. */
export function ruleReason(rule: z.ZodType, value: unknown): ValidationReason | null {
  const result = rule.safeParse(value);
  if (result.success) return null;
  // A failed parse carries at least one issue; without one nothing more precise than "invalid" can be said.
  const [issue] = result.error.issues;
  return issue ? issueReason(issue) : 'invalid';
}
