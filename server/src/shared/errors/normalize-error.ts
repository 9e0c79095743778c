import { AppError } from './app-error.js';
import { ErrorCode } from './error-codes.js';

// Error codes and messages of node-postgres / PostgreSQL that mean "the database is not reachable".
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const DB_DOWN_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /connect ECONNREFUSED/i, /Client has encountered a connection error/i, /the database system is (starting up|shutting down)/i];

// TypeORM releases a query runner whose connection failed; the next statement of that request (e.g. the second
// statement of a ledger transaction when PostgreSQL restarts) then throws one of these. Seen in
// test/reliability/chaos/postgres-restart.chaos.ts: without this they were 500 INTERNAL instead of 503.
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (RELEASED_RUNNER_ERRORS.has(error.name) || RELEASED_RUNNER_ERRORS.has(error.constructor.name)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DB_DOWN_CODES.has(code)) return true;
  const driverError = (error as { driverError?: unknown }).driverError;
  if (driverError && driverError !== error && isDatabaseUnavailable(driverError)) return true;
  return DB_DOWN_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Turns anything thrown into an AppError; unknown failures become INTERNAL (the original is logged, never sent). */
export function normalizeError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError(ErrorCode.SERVICE_UNAVAILABLE);
  const status = (error as { status?: unknown; type?: unknown })?.status;
  const type = (error as { type?: unknown })?.type;
  // serve-static (/media, /assets) with fallthrough off: a missing file is 404, a malformed or traversing path
  // (403/400 from send) is answered as not found too, never a 500 and an error log line.
  if (typeof status === 'number' && [400, 403, 404].includes(status) && typeof (error as { expose?: unknown }).expose === 'boolean' && type === undefined) {
    return new AppError(ErrorCode.NOT_FOUND);
  }
  // body-parser errors carry a status and a type
  if (type === 'entity.too.large') return new AppError(ErrorCode.PAYLOAD_TOO_LARGE);
  if (type === 'entity.parse.failed') return AppError.validation('body', 'invalid');
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof type === 'string') {
    return AppError.validation('body', 'invalid');
  }
  return new AppError(ErrorCode.INTERNAL);
}
