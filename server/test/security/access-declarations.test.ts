import type Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRestRouter } from '../../src/app/rest.js';
import { mountedRoutes } from '../../src/app/rest-routes.js';
import { API_SCOPES } from '../../src/modules/auth/scopes.js';
import { oauthInteractionRouter } from '../../src/modules/oauth/oauth-interaction.rest.js';
import { declaredAccess } from '../support/access.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// PRODUCT.md §10: every way in declares its access beside its handler (modules/auth/access.ts); these tests list
// every mounted REST and OAuth interaction route and every root field, and fail on one without a declaration.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('access declarations', () => {
  it('every Query, Mutation and Subscription field of the schema has one', async () => {
    const access = await declaredAccess();
    expect(access.size).toBeGreaterThan(50);
    expect([...access].filter(([, declaration]) => !declaration).map(([field]) => field)).toEqual([]);
    for (const field of ['Subscription.balanceChanged', 'Subscription.paymentUpdated', 'Subscription.notificationAdded']) expect(access.get(field), field).toBeDefined();
  });

  it('every REST route and OAuth interaction route has one, as its first handler', () => {
    const routes = [
      ...mountedRoutes(buildRestRouter(app.container)),
      // The routes are all that is read: the provider is not called while routes are mounted.
      ...mountedRoutes(oauthInteractionRouter(app.container, { provider: {} as Provider })),
    ];
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((route) => !route.access).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const interaction = routes.filter((route) => route.path.startsWith('/oauth/interaction/'));
    expect(interaction.map((route) => route.access?.credential)).toEqual(['browser', 'browser', 'browser']);
  });

  it('`read` writes nothing: every mutation needs another scope or a browser session; scopes are real ones', async () => {
    const access = await declaredAccess();
    for (const [field, declaration] of access) {
      if (declaration?.scope) expect(API_SCOPES, field).toContain(declaration.scope);
      if (!field.startsWith('Mutation.')) continue;
      expect(declaration?.credential === 'browser' || (declaration?.scope !== undefined && declaration.scope !== 'read'), field).toBe(true);
    }
  });

  it('a route without a declaration fails closed: a bearer request reaching its handler is refused', async () => {
    const { handle } = await import('../../src/shared/http/async-handler.js');
    let ran = false;
    const handler = handle(() => {
      ran = true;
      return Promise.resolve({ ok: true });
    });
    const req = { headers: { authorization: 'Bearer odp_x' } } as never;
    await expect(handler(req, {} as never, () => undefined)).rejects.toMatchObject({ code: 'FORBIDDEN', params: { reason: 'browserSessionOnly' } });
    expect(ran).toBe(false);
  });
});
