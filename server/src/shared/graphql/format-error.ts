import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { normalizeError } from '../errors/normalize-error.js';
import type { Logger } from '../../app/logger.js';

/** GraphQL errors carry the same catalogue as REST in `extensions.code/status/params`; no stack traces. */
export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    let appError: AppError;
    if (original instanceof AppError) appError = original;
    else if (original === error || !(original instanceof Error)) {
      // Parse, validation, variable coercion and armor errors: the operation itself is wrong.
      appError = new AppError(ErrorCode.GRAPHQL_INVALID_OPERATION, {}, formatted.message);
    } else {
      appError = normalizeError(original);
      if (appError.code === ErrorCode.INTERNAL) logger.error({ err: original }, 'unhandled GraphQL error');
    }
    return {
      message: appError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: appError.code, status: appError.status, params: appError.params },
    };
  };
}
