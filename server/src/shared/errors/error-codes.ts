import { ErrorCode } from '@odance/contract';
import { registerEnumType } from 'type-graphql';

/**
 * The one error catalogue for REST and GraphQL (docs/api.md): the code list is the contract's
 * (packages/contract/src/errors.ts, which the web app names its codes through); what each code answers with is
 * the server's. Every code must have an entry in ERROR_CATALOGUE below: a missing one fails to compile.
 */
export { ErrorCode };

export interface ErrorCatalogueEntry {
  status: number;
  message: string;
}

export const ERROR_CATALOGUE: Record<ErrorCode, ErrorCatalogueEntry> = {
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service is currently unavailable.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  NOT_IMPLEMENTED_YET: { status: 501, message: 'This is not available yet.' },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  GRAPHQL_INVALID_OPERATION: { status: 400, message: 'The GraphQL operation is not valid.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  AUTH_UNAUTHORIZED: { status: 401, message: 'Please sign in.' },
  AUTH_SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  AUTH_EMAIL_ALREADY_IN_USE: { status: 409, message: 'This email is already in use.' },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'Email or password is incorrect.' },
  AUTH_ACCOUNT_NOT_ACTIVE: {
    status: 403,
    message: 'Your account is under verification. You will get an email once it is approved.',
  },
  AUTH_EMAIL_NOT_CONFIRMED: { status: 403, message: 'Please confirm your email address first.' },
  AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN: { status: 400, message: 'This confirmation link is invalid or has expired.' },
  AUTH_CONFIRMATION_TOKEN_ALREADY_SENT: {
    status: 429,
    message: 'A confirmation email was sent a moment ago. Please check your inbox.',
  },
  AUTH_INVALID_PASSWORD_RESET_TOKEN: { status: 400, message: 'This password reset link is invalid or has expired.' },
  AUTH_RESET_TOKEN_ALREADY_SENT: {
    status: 429,
    message: 'A password reset email was sent a moment ago. Please check your inbox.',
  },
  AUTH_INVALID_SSO_STATE: { status: 400, message: 'The sign-in attempt is invalid. Please try again.' },
  AUTH_INVALID_SSO_CODE: { status: 400, message: 'The sign-in code is invalid. Please try again.' },
  AUTH_ACCOUNT_REGISTERED_WITH_EMAIL: {
    status: 409,
    message: 'This email is registered with a password. Sign in with your email and password.',
  },
  AUTH_ACCOUNT_NOT_REGISTERED_WITH_EMAIL: { status: 400, message: 'This account does not use a password.' },
  AUTH_FAILED_TO_GET_USER_DATA: { status: 502, message: 'We could not get your data from the sign-in provider.' },
  AUTH_SECOND_FACTOR_REQUIRED: {
    status: 401,
    message: 'Enter the code from your authenticator app, a recovery code, or use your passkey.',
  },
  AUTH_SECOND_FACTOR_ENROLMENT_REQUIRED: {
    status: 403,
    message: 'Your role requires a second factor. Add an authenticator app or a passkey on the Security page first.',
  },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found.' },
  ACCOUNT_REGISTERED_WITH_SOCIAL_PROVIDER: {
    status: 400,
    message: 'This account signs in with Google. Use the Google button.',
  },
  ACCOUNT_NEW_PASSWORD_SAME_AS_CURRENT: { status: 400, message: 'The new password must differ from the current one.' },
  ACCOUNT_INVALID_CURRENT_PASSWORD: { status: 400, message: 'The current password is incorrect.' },
  ACCOUNT_INVALID_ROLE: { status: 400, message: 'Invalid role.' },
  // params.balance: the oDance the account holds. Closing it must say what becomes of them (accounts' deleteAccount).
  ACCOUNT_HAS_BALANCE: {
    status: 409,
    message: 'This account still holds oDance. Send them to someone first, or close it with forfeitBalance to give them up.',
  },
  ACCESS_FORBIDDEN: { status: 403, message: 'You do not have access to this.' },
  ACCESS_INSUFFICIENT_SCOPE: { status: 403, message: 'This token does not have the scope this needs.' },
  QUERY_INVALID_PARAM: { status: 400, message: 'A query parameter is not valid.' },
  HEADER_INVALID: { status: 403, message: 'The request is missing a valid anti-forgery header.' },
  ODANCE_INSUFFICIENT_BALANCE: { status: 409, message: 'Your oDance balance is too low for this.' },
  ODANCE_TRANSFER_TO_SELF: { status: 400, message: 'You cannot transfer oDance to yourself.' },
  ODANCE_RECIPIENT_NOT_ACTIVE: { status: 400, message: 'This account cannot receive oDance right now.' },
  ODANCE_IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This request key was already used for a different operation. Please start again.',
  },
  LEDGER_BUSY: { status: 409, message: 'Too many operations at once. Please try again.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found.' },
  PAYMENT_NOT_RETRYABLE: { status: 409, message: 'Only a failed or expired payment can be retried.' },
  PAYMENT_NOT_CANCELABLE: { status: 409, message: 'Only a pending payment can be canceled.' },
  PAYMENT_AMOUNT_MISMATCH: { status: 400, message: 'The paid amount does not match the payment.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: 'The payment provider could not be reached. Please try again.' },
  PAYMENTS_UNAVAILABLE: { status: 503, message: 'Card payments are not available right now.' },
  STRIPE_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is not valid.' },
  DISTRIBUTOR_NOT_FOUND: { status: 404, message: 'Distributor not found.' },
  DISTRIBUTOR_ALREADY_EXISTS: { status: 409, message: 'This account already has a distributor record.' },
  DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE: {
    status: 400,
    message: 'This account cannot be a distributor (it must be active and not an admin).',
  },
  DISTRIBUTOR_INACTIVE: { status: 409, message: 'This distributor is deactivated.' },
  DISTRIBUTOR_CREDIT_LIMIT_EXCEEDED: { status: 409, message: 'This distribution would pass the credit limit.' },
  DISTRIBUTOR_NOTHING_TO_COLLECT: { status: 409, message: 'There is nothing to collect from this distributor.' },
  DISTRIBUTION_TO_SELF: { status: 400, message: 'You cannot distribute oDance to yourself.' },
  OAUTH_CLIENT_LIMIT_REACHED: { status: 409, message: 'You have registered as many apps as one account may (params.max).' },
  OAUTH_CLIENT_DISABLED_BY_ADMIN: { status: 403, message: 'An admin disabled this app: only an admin can enable it again.' },
  MONEY_REQUEST_NOT_FOUND: { status: 404, message: 'Money request not found.' },
  MONEY_REQUEST_FROM_SELF: { status: 400, message: 'You cannot ask yourself for oDance.' },
  // params.status: what the request became (paid, declined, cancelled) before this answer.
  MONEY_REQUEST_NOT_PENDING: { status: 409, message: 'This request was already answered: it is no longer waiting for payment.' },
};

// Each value is described by its catalogue entry: the status it answers with and what it says to people.
registerEnumType(ErrorCode, {
  name: 'ErrorCode',
  description: 'Every error code the API can answer with (in `extensions.code`; REST: `code`).',
  valuesConfig: Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, { status, message }]) => [code, { description: `HTTP ${status}: ${message}` }])),
});
