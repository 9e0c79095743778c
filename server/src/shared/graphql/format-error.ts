import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { normalizeError } from '../errors/normalize-error.js';
import type { Logger } from 'pino';

/** GraphQL errors carry the same catalogue as REST in `extensions.code/status/params`; no stack traces. */
export function formatGraphQLError(logger: Logger, isProduction = false) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A plugin's refusal (introspection-policy.ts) is a GraphQLError around an AppError, without a path.
    const original = unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError ? unwrapped.originalError : unwrapped;
    let appError: AppError;
    if (original instanceof AppError) appError = original;
    else if (original === error || !(original instanceof Error)) {
      // Parse, validation, variable coercion and armor errors: the operation itself is wrong.
      // In production "Did you mean …?" (fields, enum values, types) would describe the schema to anyone.
      appError = new AppError(ErrorCode.GRAPHQL_INVALID_OPERATION, {}, isProduction ? withoutSuggestions(formatted.message) : formatted.message);
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

/** graphql-js appends its suggestions as ` Did you mean "x"?` (or `Did you mean the enum value "X"?`). */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}
