import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRestRouter } from '../../src/app/rest.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 15: the REST paths described by an OpenAPI 3.1 document generated from the commands' zod schemas.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

type Doc = { openapi: string; paths: Record<string, Record<string, any>>; components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> }; servers: Array<{ url: string }> };

async function openApi(): Promise<Doc> {
  const res = await fetch(`${app.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  return (await res.json()) as Doc;
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with both security schemes and the error shape', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(`${app.container.config.appUrl}/api`);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerToken', 'cookieSession']);
    expect(doc.components.schemas.Error).toMatchObject({ required: ['code', 'status', 'message', 'type', 'params'] });
  });

  it('has every route the REST router mounts, with its method', async () => {
    const doc = await openApi();
    const routes = (buildRestRouter(app.container).stack as Array<{ route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } }>)
      .flatMap((layer) => (layer.route ? [layer] : (layer.handle.stack ?? [])))
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => [m, layer.route!.path.replace(/:([a-zA-Z]+)/g, '{$1}')] as const) : []));
    expect(routes.length).toBeGreaterThan(20);
    for (const [method, path] of routes) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
  });

  it('describes inputs from the zod schemas the commands validate with, and each operation’s scope', async () => {
    const doc = await openApi();
    const signUp = doc.paths['/auth/signup'].post;
    const schema = signUp.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    expect(schema.properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 64 });
    expect(signUp.security).toEqual([]);
    const list = doc.paths['/profiles'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['search', 'page', 'pageSize', 'filter.type', 'filter.owner.id']));
    expect(doc.paths['/profile/{type}'].post).toMatchObject({ 'x-required-scope': 'profiles', security: [{ bearerToken: ['profiles'] }, { cookieSession: [] }] });
    expect(doc.paths['/profile/{type}/{id}'].put.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:type', 'path:id']);
    expect(doc.paths['/account/password'].post['x-browser-session-only']).toBe(true);
    expect(doc.paths['/uploads'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
  });
});
