import { fromHttpResponse } from './api-error';
import type { ApiFetch } from './api-fetch';

export type QueryValue = string | number | boolean | null | undefined;

export interface RestClient {
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T = void>(path: string, body?: unknown): Promise<T>;
  /** The same client for paths under another base, e.g. `/oauth` (the OAuth provider's interaction calls). */
  withBase(baseUrl: string): RestClient;
}

/** JSON (or a FormData body) over the shared fetch; any status outside 200–299 throws the normalised ApiError (docs/api.md#rest). */
export function createRestClient(baseUrl: string, apiFetch: ApiFetch): RestClient {
  const request = async <T>(method: string, path: string, body?: unknown, query?: Record<string, QueryValue>): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // FormData (uploads) goes as is: the browser sets the multipart content type with its boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const response = await apiFetch(buildUrl(baseUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw fromHttpResponse(response.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path, body) => request('DELETE', path, body),
    withBase: (otherBase) => createRestClient(otherBase, apiFetch),
  };
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
