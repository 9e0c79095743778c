import { ErrorCode } from '@odance/contract/errors';
/** Every failure the app shows is one shape (docs/api.md#errors): REST bodies, GraphQL extensions and transport errors. */
export interface ApiErrorShape {
  code: string;
  status: number;
  message: string;
  type: string;
  params: Record<string, unknown>;
}

/**
 * An error's params as the app reads them: the ones it names are kept only with their documented type (a wire value
 * of another type is left out), every other one as it came.
 */
export interface ApiErrorParams {
  [name: string]: unknown;
  /** VALIDATION_FAILED: the refused input's path (`achievements.0.date`). */
  field?: string;
  /** VALIDATION_FAILED: why (the contract's validation reasons); some refusals name theirs (FORBIDDEN `self`). */
  reason?: string;
  /** VALIDATION_FAILED tooShort/tooLong, a limit reached: the bound. */
  min?: number;
  max?: number;
  /** AUTH_SECOND_FACTOR_REQUIRED: the pending sign-in the second step completes. */
  pendingSignIn?: string;
}

const STRING_PARAMS = ['field', 'reason', 'pendingSignIn'] as const;
const NUMBER_PARAMS = ['min', 'max'] as const;

function typedParams(raw: Record<string, unknown>): ApiErrorParams {
  const params: ApiErrorParams = {};
  for (const [name, value] of Object.entries(raw)) {
    if ((STRING_PARAMS as readonly string[]).includes(name) && typeof value !== 'string') continue;
    if ((NUMBER_PARAMS as readonly string[]).includes(name) && typeof value !== 'number') continue;
    params[name] = value;
  }
  return params;
}

export class ApiError extends Error implements ApiErrorShape {
  readonly code: string;
  readonly status: number;
  readonly type: string;
  readonly params: ApiErrorParams;

  constructor(shape: ApiErrorShape) {
    super(withWait(shape));
    this.name = 'ApiError';
    this.code = shape.code;
    this.status = shape.status;
    this.type = shape.type;
    this.params = typedParams(shape.params);
  }

  toJSON(): ApiErrorShape {
    return { code: this.code, status: this.status, message: this.message, type: this.type, params: this.params };
  }
}

/**
 * A refusal to try again later (429, or 503 while busy) says how long to wait when the server told it
 * (`params.retryAfter`, seconds; also the Retry-After header): "Too many attempts. Try again in 4 minutes."
 */
function withWait({ message, status, params }: ApiErrorShape): string {
  const seconds = Number(params.retryAfter);
  if ((status !== 429 && status !== 503) || !Number.isFinite(seconds) || seconds <= 0) return message;
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${Math.ceil(seconds)} second${Math.ceil(seconds) === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const reason = message.replace(/\s*Please wait a moment and try again\.?$/i, '').replace(/\s*Please try again later\.?$/i, '');
  return `${reason} Try again in ${wait}.`.trim();
}

/** An answer that asking again will not change (invalid, forbidden, not found): no "Try again" for it. */
export function isLastingError(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 400 || status === 403 || status === 404;
}

/** The request never got an answer (server down, connection lost, DNS, CORS). */
export class NoResponseError extends Error {
  constructor(cause?: unknown) {
    super('Network Error', { cause });
    this.name = 'NoResponseError';
  }
}

export const serviceUnavailable = (): ApiError =>
  new ApiError({ code: ErrorCode.SERVICE_UNAVAILABLE, status: 503, message: 'Service is currently unavailable.', type: 'error', params: {} });

/** A non-2xx REST answer: the catalogue body when there is one, otherwise a generic `http_error`. */
export function fromHttpResponse(status: number, bodyText: string): ApiError {
  const body = parseJson(bodyText);
  if (isRecord(body) && typeof body.code === 'string') {
    return new ApiError({
      code: body.code,
      status: typeof body.status === 'number' ? body.status : status,
      message: typeof body.message === 'string' ? body.message : `Request failed with status code ${status}`,
      type: typeof body.type === 'string' ? body.type : 'error',
      params: isRecord(body.params) ? body.params : {},
    });
  }
  // A GraphQL endpoint answering non-2xx carries `{errors: [...]}` instead.
  if (isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0) return fromGraphQLError(body.errors[0], status);
  return new ApiError({ code: 'http_error', status, message: `Request failed with status code ${status}`, type: 'error', params: {} });
}

/** One GraphQL error: the server puts the catalogue entry into `extensions.code/status/params`. */
export function fromGraphQLError(error: unknown, fallbackStatus = 500): ApiError {
  const record = isRecord(error) ? error : {};
  const extensions = isRecord(record.extensions) ? record.extensions : {};
  return new ApiError({
    code: typeof extensions.code === 'string' ? extensions.code : 'unknown_error',
    status: typeof extensions.status === 'number' ? extensions.status : fallbackStatus,
    message: typeof record.message === 'string' ? record.message : 'Something went wrong.',
    type: 'error',
    params: isRecord(extensions.params) ? extensions.params : {},
  });
}

/**
 * Turns anything thrown by a call into an ApiError. Apollo's error classes are recognised by shape (not by
 * importing them) so the REST side does not pull Apollo into its bundle.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof NoResponseError || isFetchFailure(error)) return serviceUnavailable();
  if (isRecord(error)) {
    // CombinedGraphQLErrors: `errors` is the list of GraphQL errors.
    if (Array.isArray(error.errors) && error.errors.length > 0) return fromGraphQLError(error.errors[0]);
    // ServerError: a non-2xx HTTP answer with its raw body.
    if (typeof error.statusCode === 'number' && typeof error.bodyText === 'string') return fromHttpResponse(error.statusCode, error.bodyText);
    // A network failure Apollo wrapped, or a cause chain ending in one.
    if ('cause' in error && error.cause !== undefined && error.cause !== error) {
      const cause = toApiError(error.cause);
      if (cause.code === ErrorCode.SERVICE_UNAVAILABLE) return cause;
    }
  }
  if (isAbort(error)) return new ApiError({ code: 'unknown_error', status: 0, message: 'Request aborted', type: 'error', params: {} });
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return new ApiError({ code: 'unknown_error', status: 0, message, type: 'error', params: {} });
}

function isFetchFailure(error: unknown): boolean {
  // fetch() rejects with a TypeError when no response arrives ("Failed to fetch", "NetworkError when…", "Load failed").
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

function isAbort(error: unknown): boolean {
  return isRecord(error) && error.name === 'AbortError';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
