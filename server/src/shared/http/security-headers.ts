import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderCall = readonly ['set', string, string | number | readonly string[]] | readonly ['remove', string];

/**
 * helmet's headers, computed once. helmet runs a chain of twelve middlewares per request (and builds the CSP
 * string again each time); with static options (no per-request functions, e.g. no CSP nonce) they set the same
 * headers every time. So helmet runs here at start-up on a stand-in response, its `setHeader`/`removeHeader` calls
 * are recorded in order, and every request replays them: same headers, same values, same order
 * (`test/foundation/security-headers.test.ts` compares both on real responses). Start-up fails if the options
 * make helmet depend on the request (two runs disagree) or do anything else than set and remove headers.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const record = (): HeaderCall[] => {
    const calls: HeaderCall[] = [];
    let nextCalled = false;
    const res = {
      setHeader: (name: string, value: string | number | readonly string[]) => void calls.push(['set', name, value]),
      removeHeader: (name: string) => void calls.push(['remove', name]),
    };
    helmet(options)({} as never, res as never, (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
      nextCalled = true;
    });
    if (!nextCalled) throw new Error('helmet did not answer synchronously: its headers cannot be precomputed');
    return calls;
  };
  const calls = record();
  if (JSON.stringify(record()) !== JSON.stringify(calls)) throw new Error('helmet headers depend on the request: not precomputable');
  return (_req, res, next) => {
    for (const call of calls) {
      if (call[0] === 'set') res.setHeader(call[1], call[2]);
      else res.removeHeader(call[1]);
    }
    next();
  };
}
