import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/kernel/config.js';
import { helmetOptions } from '../../src/app/http.js';
import { securityHeaders } from '../../src/shared/http/security-headers.js';

/** The raw header lines of a JSON and an error response through `middleware`, the date removed. */
async function headersThrough(middleware: RequestHandler): Promise<string[][]> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/json', (_req, res) => void res.json({ ok: true }));
  app.get('/powered', (_req, res) => void res.set('X-Powered-By', 'x').send('text'));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const lines: string[][] = [];
    for (const path of ['/json', '/powered', '/missing']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      await res.text();
      lines.push([path, String(res.status), ...[...res.headers].filter(([name]) => name !== 'date').map(([name, value]) => `${name}: ${value}`)]);
    }
    return lines;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaders (helmet computed once)', () => {
  const configs = {
    development: { isProduction: false } as AppConfig,
    production: { isProduction: true, s3: { endpoint: 'https://s3.example.test' } } as unknown as AppConfig,
  };
  it.each(Object.entries(configs))('sends exactly the headers helmet sends (%s)', async (_name, config) => {
    const expected = await headersThrough(helmet(helmetOptions(config)));
    expect(expected[0]).toContain("x-content-type-options: nosniff");
    expect(expected[0]!.some((line) => line.startsWith('content-security-policy: '))).toBe(true);
    expect(await headersThrough(securityHeaders(helmetOptions(config)))).toEqual(expected);
  });

  it('refuses options whose headers depend on the request', () => {
    let n = 0;
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => `'nonce-${++n}'`] } } }),
    ).toThrow(/depend on the request/);
  });
});
