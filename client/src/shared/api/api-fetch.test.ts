import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { NoResponseError } from './api-error';
import { createApiFetch } from './api-fetch';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(responses: Array<() => Response | Promise<Response>>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  });
  const onUnauthorized = vi.fn();
  const apiFetch = createApiFetch({ onUnauthorized, primeUrl: '/config.json', fetchImpl });
  return { apiFetch, calls, onUnauthorized };
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('the shared fetch', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN and sends cookies', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-the-server-123; path=/';
    const { apiFetch, calls } = setup([() => json({ ok: true }), () => json({ ok: true })]);
    await apiFetch('/api/account/data', { method: 'PUT', body: '{}' });
    await apiFetch('/api/profiles');
    expect(calls.map((call) => headerOf(call.init, 'X-XSRF-TOKEN'))).toEqual(['token-from-the-server-123', 'token-from-the-server-123']);
    expect(calls.every((call) => call.init.credentials === 'include')).toBe(true);
  });

  it('before an unsafe call without a cookie, fetches one first', async () => {
    const { apiFetch, calls } = setup([
      () => {
        document.cookie = 'XSRF-TOKEN=fresh-token-abcdefgh; path=/';
        return json({});
      },
      () => json({}),
    ]);
    await apiFetch('/api/auth/signout', { method: 'DELETE' });
    expect(calls.map((call) => call.url)).toEqual(['/config.json', '/api/auth/signout']);
    expect(headerOf(calls[1]!.init, 'X-XSRF-TOKEN')).toBe('fresh-token-abcdefgh');
  });

  it('reports every 401 as signed out', async () => {
    document.cookie = 'XSRF-TOKEN=token-from-the-server-123; path=/';
    const { apiFetch, onUnauthorized } = setup([() => json({ code: ErrorCode.AUTH_UNAUTHORIZED }, 401), () => json({}, 403)]);
    expect((await apiFetch('/api/account/data')).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await apiFetch('/api/account/data');
    expect(onUnauthorized).toHaveBeenCalledOnce(); // 403 is not special (docs/web-app.md#talking-to-the-server)
  });

  it('turns a missing answer into NoResponseError', async () => {
    const { apiFetch } = setup([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await expect(apiFetch('/api/account/data')).rejects.toBeInstanceOf(NoResponseError);
  });
});
