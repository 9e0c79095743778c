import { describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import { ErrorCode } from '@odance/contract/errors';
import { ApiError, toApiError } from './api-error';
import { createApiFetch } from './api-fetch';
import { createApolloClient } from './apollo-client';
import { createRestClient } from './rest-client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clients(answer: () => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=token-from-the-server-123; path=/';
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init));
    return answer();
  });
  const onUnauthorized = vi.fn();
  const apiFetch = createApiFetch({ onUnauthorized, primeUrl: '/config.json', fetchImpl });
  return {
    apollo: createApolloClient({ graphqlUrl: '/graphql', apiFetch, onUnauthorized }),
    rest: createRestClient('/api', apiFetch),
    requests,
    onUnauthorized,
  };
}

const query = parse('query Catalogue { errorCatalogue { code } }');

describe('GraphQL client', () => {
  it('sends the XSRF header and cookies to /graphql', async () => {
    const { apollo, requests } = clients(() => json({ data: { errorCatalogue: [] } }));
    await apollo.query({ query });
    expect(requests[0]!.url).toBe('http://localhost/graphql');
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('token-from-the-server-123');
    expect(requests[0]!.credentials).toBe('include');
  });

  it('marks the user signed out on a GraphQL error with status 401', async () => {
    const { apollo, onUnauthorized } = clients(() =>
      json({ data: null, errors: [{ message: 'Sign in first.', extensions: { code: ErrorCode.AUTH_UNAUTHORIZED, status: 401, params: {} } }] }),
    );
    const error = await apollo.query({ query }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(toApiError(error).code).toBe(ErrorCode.AUTH_UNAUTHORIZED);
  });

  it('normalises an unreachable server to SERVICE_UNAVAILABLE', async () => {
    const { apollo } = clients(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apollo.query({ query }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(toApiError(error).code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
  });
});

describe('REST client', () => {
  it('sends JSON with the XSRF header under the API base URL', async () => {
    const { rest, requests } = clients(() => json({ id: 'p1' }, 201));
    await expect(rest.post('/profile/dancer', { firstName: 'Ada' })).resolves.toEqual({ id: 'p1' });
    expect(requests[0]!.url).toBe('http://localhost/api/profile/dancer');
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('token-from-the-server-123');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.text()).toBe('{"firstName":"Ada"}');
  });

  it('throws the normalised error of a failed call and reports a 401', async () => {
    const body = { code: ErrorCode.AUTH_UNAUTHORIZED, status: 401, message: 'Sign in first.', type: 'error', params: {} };
    const { rest, onUnauthorized } = clients(() => json(body, 401));
    const error = await rest.get('/account/data').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual(body);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('answers undefined for 204', async () => {
    const { rest } = clients(() => new Response(null, { status: 204 }));
    await expect(rest.delete('/auth/signout')).resolves.toBeUndefined();
  });
});
