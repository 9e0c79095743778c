import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { createApiFetch } from '../../shared/api/api-fetch';
import { createExplorerFetcher } from './graphql-fetcher';

describe("the explorer's fetcher", () => {
  it('posts the operation through the app fetch: cookies, X-XSRF-TOKEN, answers as sent', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-the-server-123; path=/';
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: input instanceof Request ? input.url : String(input), init });
      return Promise.resolve(new Response(JSON.stringify({ data: { me: { email: 'admin@odance.local' } } }), { status: 200 }));
    });
    const onUnauthorized = vi.fn();
    const fetcher = createExplorerFetcher(createApiFetch({ onUnauthorized, primeUrl: '/config.json', fetchImpl }), '/graphql');

    const result = await fetcher({ query: '{ me { email } }', operationName: null }, { headers: { 'X-Custom': 'yes', Cookie: 'stolen' } });
    expect(result).toEqual({ data: { me: { email: 'admin@odance.local' } } });
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    const headers = new Headers(init.headers);
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-XSRF-TOKEN')).toBe('token-from-the-server-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Custom')).toBe('yes');
    expect(headers.get('Cookie')).toBeNull();
    expect(JSON.parse(init.body as string)).toEqual({ query: '{ me { email } }' });
  });

  it('shows GraphQL errors as sent, reports 401 as signed out, and turns no answer into an error entry', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-the-server-123; path=/';
    const onUnauthorized = vi.fn();
    const answers = [
      () => new Response(JSON.stringify({ errors: [{ message: 'Sign in first.', extensions: { code: ErrorCode.AUTH_UNAUTHORIZED } }] }), { status: 401 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>bad gateway</html>', { status: 502 }),
    ];
    const fetchImpl = vi.fn(async () => answers.shift()!());
    const fetcher = createExplorerFetcher(createApiFetch({ onUnauthorized, primeUrl: '/config.json', fetchImpl }), '/graphql');

    expect(await fetcher({ query: '{ me { email } }' })).toEqual({ errors: [{ message: 'Sign in first.', extensions: { code: ErrorCode.AUTH_UNAUTHORIZED } }] });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(await fetcher({ query: '{ me { email } }' })).toEqual({ errors: [{ message: 'No answer from the server (Network Error).' }] });
    expect(await fetcher({ query: '{ me { email } }' })).toEqual({ errors: [{ message: 'The server answered 502 without JSON.' }] });
  });
});
