import { isUuid } from '@odance/contract';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';

/** A request's id as the API gives it; anything else names no request (MONEY_REQUEST_NOT_FOUND, never a 500). */
export function moneyRequestIdOf(raw: unknown): string {
  if (typeof raw !== 'string' || !isUuid(raw)) throw new AppError(ErrorCode.MONEY_REQUEST_NOT_FOUND);
  return raw.toLowerCase();
}

