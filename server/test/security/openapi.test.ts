import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
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
    expect(doc.servers[0]?.url).toBe(`${app.container.config.appUrl}/api`);
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
    const signUp = doc.paths['/auth/signup']!.post;
    const schema = signUp.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    expect(schema.properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 64 });
    expect(signUp.security).toEqual([]);
    const list = doc.paths['/profiles']!.get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['search', 'page', 'pageSize', 'filter.type', 'filter.owner.id']));
    expect(doc.paths['/profile/{type}']!.post).toMatchObject({ 'x-required-scope': 'profiles', security: [{ bearerToken: ['profiles'] }, { cookieSession: [] }] });
    expect(doc.paths['/profile/{type}/{id}']!.put.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:type', 'path:id']);
    expect(doc.paths['/account/password']!.post['x-browser-session-only']).toBe(true);
    expect(doc.paths['/uploads']!.post.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
  });

  it('is a valid OpenAPI 3.1 document (a maintained validator, against the specification’s own schema)', async () => {
    const doc = await openApi();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation its success answer’s schema and its refusals in the catalogue’s error shape', async () => {
    const doc = await openApi();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const));
    expect(operations.length).toBeGreaterThan(25);
    const errorRef = { $ref: '#/components/schemas/Error' };
    for (const [name, op] of operations) {
      const responses = op.responses as Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
      const successes = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      expect(successes, `${name}: one success status`).toHaveLength(1);
      const [successStatus = ''] = successes;
      const success = responses[successStatus];
      assert(success, `${name}: the success response`);
      // No body only for 204; every other success says what it answers with.
      if (successStatus === '204') expect(success.content, `${name}: 204 has no body`).toBeUndefined();
      else {
        const [mediaType] = Object.keys(success.content ?? {});
        expect(mediaType, `${name}: the success has a media type`).toBeDefined();
        const schema = success.content![mediaType!]!.schema;
        expect(schema.$ref ?? schema.type, `${name}: the success has a schema`).toBeDefined();
      }
      // Every refusal (4xx, default) is the catalogue's error.
      const refusals = Object.keys(responses).filter((status) => status === 'default' || /^4\d\d$/.test(status));
      expect(refusals, `${name}: refusals`).toEqual(expect.arrayContaining(['429', 'default']));
      for (const status of refusals) expect(responses[status]?.content?.['application/json']?.schema, `${name} ${status}`).toEqual(errorRef);
      if (op.requestBody || op.parameters?.some((p: { in: string }) => p.in === 'query')) expect(refusals, `${name}: takes input, so 400`).toContain('400');
      if (op['x-required-scope']) expect(refusals, `${name}: needs a credential, so 401`).toContain('401');
    }
  });

  it('names the shared answers as components, from the same zod schemas the presenters are held to', async () => {
    const doc = await openApi();
    const schemas = doc.components.schemas as Record<string, { required?: string[]; properties?: Record<string, any> }>;
    expect(Object.keys(schemas).sort()).toEqual(['AccountSummary', 'Error', 'Profile', 'ProfilePage', 'User']);
    expect(schemas.Error?.properties!.code.enum).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'NOT_FOUND', 'ACCESS_INSUFFICIENT_SCOPE']));
    expect(schemas.User?.required).toEqual(expect.arrayContaining(['id', 'email', 'role', 'balance', 'mainProfile']));
    expect(schemas.Profile?.properties!.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(doc.paths['/profile/{type}/{id}']!.get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Profile' });
    expect(doc.paths['/auth/signup']!.post.responses['201'].content['application/json'].schema).toMatchObject({ type: 'object', required: ['email'] });
    expect(doc.paths['/admin/exports/payments.csv']!.get.responses['200'].content).toHaveProperty(['text/csv']);
    expect(doc.paths['/account']!.delete.responses['204'].content).toBeUndefined();
  });
});
