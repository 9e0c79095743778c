import { NoResponseError } from './api-error';
import { readXsrfToken, XSRF_HEADER } from './xsrf';
import { outage, OUTAGE_STATUSES } from '../outage/outage';

export interface ApiFetchOptions {
  /** Called on every 401 answer, whichever client made the call: the session is gone. */
  onUnauthorized: () => void;
  /** A cheap same-origin GET whose answer sets the XSRF cookie when the browser has none yet. */
  primeUrl: string;
  fetchImpl?: typeof fetch;
}

export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one fetch both API clients (REST and Apollo) go through, so they behave alike: cookies are sent, the
 * XSRF token is copied into its header, a 401 marks the user signed out and a missing answer becomes a
 * NoResponseError.
 */
export function createApiFetch({ onUnauthorized, primeUrl, fetchImpl }: ApiFetchOptions): ApiFetch {
  const doFetch: typeof fetch = (...args) => (fetchImpl ?? globalThis.fetch)(...args);
  let priming: Promise<void> | null = null;

  // A first visit has no cookie yet and an unsafe call without it would be refused: fetch one first, once.
  const ensureXsrfCookie = async (): Promise<void> => {
    if (readXsrfToken()) return;
    priming ??= doFetch(primeUrl, { method: 'GET', credentials: 'include', cache: 'no-store' }).then(
      () => undefined,
      () => undefined,
    );
    await priming;
    priming = null;
  };

  return async (input, init = {}) => {
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (UNSAFE_METHODS.has(method)) await ensureXsrfCookie();
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    const token = readXsrfToken();
    if (token) headers.set(XSRF_HEADER, token);

    let response: Response;
    try {
      response = await doFetch(input, { ...init, headers, credentials: 'include' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      outage.report();
      throw new NoResponseError(error);
    }
    if (response.status === 401) onUnauthorized();
    // The outage banner follows the answers: a 502/503/504 starts it, any success ends it (shared/outage).
    if (OUTAGE_STATUSES.has(response.status)) outage.report();
    else if (response.ok) outage.clear();
    return response;
  };
}
