import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { cookiesOf, parseCookies } from '../../src/shared/http/cookies.js';

describe('cookies', () => {
  it('reads every pair of the Cookie header, values decoded, the first of a repeated name kept', () => {
    expect(cookiesOf('odance_session=abc%3D%3D; XSRF-TOKEN=t1; theme=dark; theme=light')).toEqual({ odance_session: 'abc==', 'XSRF-TOKEN': 't1', theme: 'dark' });
  });

  it('has none without a header or with an empty one', () => {
    expect(cookiesOf(undefined)).toEqual({});
    expect(cookiesOf('')).toEqual({});
  });

  it('puts them on req.cookies and goes on', () => {
    const req = { headers: { cookie: 'a=1' } } as unknown as Request;
    let nextCalls = 0;
    parseCookies(req, {} as Response, () => nextCalls++);
    expect(req.cookies).toEqual({ a: '1' });
    expect(nextCalls).toBe(1);
  });
});
