import { IncomingMessage, ServerResponse } from 'node:http';
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
  server = createHttpServer(app, (req, res) => {
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

// Express 5 sets its prototypes on every request it handles (`app.handle`); on a live object that change made V8
// promote every request's objects to the old generation (~5 KB a request, a plain Express route included). Given the
// app, the server makes its requests and responses with Express's prototypes already theirs, so Express's own call
// changes nothing (docs/decisions.md#the-http-pipeline).
describe('createHttpServer with the Express app', () => {
  let appServer: ReturnType<typeof createHttpServer>;
  let appUrl: string;
  // Each request's and response's prototype as the server made them, before Express handled them.
  const madeWith = new WeakMap<object, object>();
  const app = express();
  const admin = express(); // a sub-app: Express switches to its prototypes inside it and back after
  admin.locals.name = 'admin';
  admin.get('/who', (req, res) => {
    res.json({ app: (req.app.locals as { name?: string }).name, path: req.path });
  });
  app.use('/admin', admin);
  app.get('/probe/:name', (req, res) => {
    res.json({
      query: req.query,
      path: req.path,
      ip: req.ip,
      params: req.params,
      app: req.app === app,
      requestMadeWithApps: madeWith.get(req) === app.request && Object.getPrototypeOf(req) === app.request,
      responseMadeWithApps: madeWith.get(res) === app.response && Object.getPrototypeOf(res) === app.response,
    });
  });
  app.get('/after-admin', (req, res) => {
    res.json({ apps: Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response });
  });

  beforeAll(async () => {
    appServer = createHttpServer(app, (req, res) => {
      madeWith.set(req, Object.getPrototypeOf(req) as object);
      madeWith.set(res, Object.getPrototypeOf(res) as object);
      app(req, res);
    });
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => appServer.close(() => resolve())));

  it("makes requests and responses with Express's prototypes, which Express then leaves as they are", async () => {
    const res = await fetch(`${appUrl}/probe/dancer?page=2`);
    expect(await res.json()).toEqual({
      query: { page: '2' },
      path: '/probe/dancer',
      ip: '127.0.0.1',
      params: { name: 'dancer' },
      app: true,
      requestMadeWithApps: true,
      responseMadeWithApps: true,
    });
  });

  it("keeps the chains whole: Express's prototypes still inherit IncomingMessage's and ServerResponse's", () => {
    expect(app.request).toBeInstanceOf(IncomingMessage);
    expect(app.response).toBeInstanceOf(ServerResponse);
  });

  it("serves a mounted sub-app with the sub-app's own request, and the app's again after it", async () => {
    expect(await (await fetch(`${appUrl}/admin/who`)).json()).toEqual({ app: 'admin', path: '/who' });
    expect(await (await fetch(`${appUrl}/after-admin`)).json()).toEqual({ apps: true });
  });
});
