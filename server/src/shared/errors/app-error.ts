import type { ValidationReason } from '@odance/contract';
import { z } from 'zod';
import { answerSchema } from '../validation/answer-schema.js';
import { ERROR_CATALOGUE, ErrorCode } from './error-codes.js';

export type ErrorParams = Record<string, unknown>;

/** The one failure type of the application: a catalogue code plus optional params. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    message?: string,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
  }

  static validation(field: string, reason: ValidationReason, extra: ErrorParams = {}): AppError {
    return new AppError(ErrorCode.VALIDATION_FAILED, { field, reason, ...extra });
  }
}

export type { ValidationReason };

/** The JSON body every REST error answers with. */
export interface ApiErrorBody {
  code: ErrorCode;
  status: number;
  message: string;
  type: 'error';
  params: ErrorParams;
}

/** The error body as the OpenAPI document's `Error` schema (app/openapi.ts); the compiler holds it to ApiErrorBody. */
export const ApiErrorBodySchema = answerSchema<ApiErrorBody>()(
  z.object({
    code: z.enum(ErrorCode).describe('A code of the catalogue (the errorCatalogue GraphQL query lists them)'),
    status: z.int().describe('The HTTP status'),
    message: z.string().describe('A sentence for people'),
    type: z.literal('error'),
    params: z.record(z.string(), z.unknown()).describe('Details: field and reason for VALIDATION_FAILED, scope for ACCESS_INSUFFICIENT_SCOPE, …'),
  }),
);

export function toApiErrorBody(error: AppError): ApiErrorBody {
  return { code: error.code, status: error.status, message: error.message, type: 'error', params: error.params };
}
