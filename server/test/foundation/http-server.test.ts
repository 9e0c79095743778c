import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../src/shared/http/http-server.js';
// The modules that declare their request slots, as the app loads them.
import '../../src/shared/http/cookies.js';
import '../../src/shared/http/request-log.js';
import '../../src/modules/auth/sessions.js';

// The server's requests carry the pipeline's properties from construction (shared/http/http-server.ts: Express's and
// those modules declare); Express's getters on its request prototype must still answer.
let server: ReturnType<typeof createHttpServer>;
let url: string;
let seenBeforeExpress: string[] = [];
beforeAll(async () => {
  const app = express();
  app.get('/probe/:name', (req, res) => {
    res.json({ query: req.query, path: req.path, ip: req.ip, params: req.params, baseUrl: req.baseUrl, originalUrl: req.originalUrl, locals: typeof res.locals });
  });
  server = createHttpServer((req, res) => {
    seenBeforeExpress = Object.keys(req);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createHttpServer', () => {
  it('makes each request with the slots Express and the pipeline fill in', async () => {
    await fetch(`${url}/probe/x`);
    expect(seenBeforeExpress).toEqual(expect.arrayContaining(['res', 'next', 'baseUrl', 'originalUrl', 'params', 'body', 'cookies', 'id', 'viewerPromise']));
  });

  it("keeps Express's request getters and fills the slots as Express does", async () => {
    const res = await fetch(`${url}/probe/dancer?page=2&q=salsa`);
    expect(await res.json()).toEqual({
      query: { page: '2', q: 'salsa' },
      path: '/probe/dancer',
      ip: '127.0.0.1',
      params: { name: 'dancer' },
      baseUrl: '',
      originalUrl: '/probe/dancer?page=2&q=salsa',
      locals: 'object',
    });
  });
});
