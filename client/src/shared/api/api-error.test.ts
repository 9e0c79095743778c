import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { ApiError, fromGraphQLError, fromHttpResponse, NoResponseError, toApiError } from './api-error';

const SERVICE_UNAVAILABLE = {
  code: ErrorCode.SERVICE_UNAVAILABLE,
  status: 503,
  message: 'Service is currently unavailable.',
  type: 'error',
  params: {},
};

describe('error normalisation', () => {
  it('reads a REST error body', () => {
    const body = { code: ErrorCode.VALIDATION_FAILED, status: 400, message: 'Invalid email.', type: 'error', params: { field: 'email', reason: 'invalid' } };
    const error = fromHttpResponse(400, JSON.stringify(body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.toJSON()).toEqual(body);
  });

  it('gives a non-JSON REST answer a generic http_error with its status', () => {
    expect(fromHttpResponse(502, '<html>Bad gateway</html>').toJSON()).toEqual({
      code: 'http_error',
      status: 502,
      message: 'Request failed with status code 502',
      type: 'error',
      params: {},
    });
  });

  it('reads GraphQL errors from extensions.code/status/params', () => {
    const graphQLErrors = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'Not enough oDance.', extensions: { code: ErrorCode.ODANCE_INSUFFICIENT_BALANCE, status: 409, params: { balance: 3 } } },
        { message: 'second error is ignored', extensions: { code: ErrorCode.INTERNAL, status: 500 } },
      ],
    });
    expect(toApiError(graphQLErrors).toJSON()).toEqual({
      code: ErrorCode.ODANCE_INSUFFICIENT_BALANCE,
      status: 409,
      message: 'Not enough oDance.',
      type: 'error',
      params: { balance: 3 },
    });
  });

  it('keeps the params it names (field, reason, min, max, pendingSignIn) only with their documented type', () => {
    const params = { field: 'name', reason: 7, min: 1, max: '20', pendingSignIn: null, balance: 3 };
    const error = fromGraphQLError({ message: 'Invalid.', extensions: { code: ErrorCode.VALIDATION_FAILED, status: 400, params } });
    expect(error.params).toEqual({ field: 'name', min: 1, balance: 3 });
  });

  it('reads the body of a GraphQL HTTP failure', () => {
    const body = JSON.stringify({ code: ErrorCode.HEADER_INVALID, status: 403, message: 'Invalid header.', type: 'error', params: {} });
    const serverError = new ServerError('Response not successful', { response: new Response(body, { status: 403 }), bodyText: body });
    expect(toApiError(serverError).code).toBe(ErrorCode.HEADER_INVALID);
    expect(toApiError(serverError).status).toBe(403);
  });

  it('turns "no response" into SERVICE_UNAVAILABLE', () => {
    expect(toApiError(new NoResponseError(new TypeError('Failed to fetch'))).toJSON()).toEqual(SERVICE_UNAVAILABLE);
    expect(toApiError(new TypeError('Failed to fetch')).toJSON()).toEqual(SERVICE_UNAVAILABLE);
    // Apollo may hand the transport failure on as the cause of its own error.
    expect(toApiError(new Error('link failed', { cause: new NoResponseError() })).toJSON()).toEqual(SERVICE_UNAVAILABLE);
  });

  it('keeps an ApiError as it is and wraps anything else as unknown_error', () => {
    const apiError = fromHttpResponse(404, JSON.stringify({ code: ErrorCode.NOT_FOUND, status: 404, message: 'Not found.', type: 'error', params: {} }));
    expect(toApiError(apiError)).toBe(apiError);
    expect(toApiError(new Error('boom')).toJSON()).toEqual({ code: 'unknown_error', status: 0, message: 'boom', type: 'error', params: {} });
  });

  it('says how long to wait when the server told it (params.retryAfter), instead of "a moment"', () => {
    const body = (retryAfter: unknown) =>
      JSON.stringify({ code: ErrorCode.TOO_MANY_REQUESTS, status: 429, message: 'Too many attempts. Please wait a moment and try again.', type: 'error', params: { retryAfter } });
    expect(fromHttpResponse(429, body(240)).message).toBe('Too many attempts. Try again in 4 minutes.');
    expect(fromHttpResponse(429, body(61)).message).toBe('Too many attempts. Try again in 2 minutes.');
    expect(fromHttpResponse(429, body(1)).message).toBe('Too many attempts. Try again in 1 second.');
    expect(fromGraphQLError({ message: 'Too many attempts. Please wait a moment and try again.', extensions: { code: ErrorCode.TOO_MANY_REQUESTS, status: 429, params: { retryAfter: 30 } } }).message).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(fromHttpResponse(429, body(undefined)).message).toBe('Too many attempts. Please wait a moment and try again.');
  });
});
