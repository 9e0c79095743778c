import { Router } from 'express';
import { jsonBody } from '../shared/http/json-body.js';
import { accountsRouter } from '../modules/accounts/accounts.rest.js';
import { authRouter } from '../modules/auth/auth.rest.js';
import { presentViewer } from '../modules/accounts/user-extras.js';
import { paymentsRouter, stripeWebhookRouter } from '../modules/payments/payments.rest.js';
import { distributorsRouter } from '../modules/distributors/distributors.rest.js';
import { ledgerRouter } from '../modules/ledger/ledger.rest.js';
import { mediaRouter } from '../modules/media/media.rest.js';
import { profilesRouter } from '../modules/profiles/profiles.rest.js';
import type { AppContainer } from '../kernel/context.js';
import { openApiDocument } from './openapi.js';
import { mountedRoutes } from './rest-routes.js';
import { routeAccess } from '../modules/auth/index.js';

/**
 * The REST adapter under `apiUrl` (docs/api.md). Each module contributes a router that only translates
 * HTTP to its domain commands; no business rules live here.
 */
export function buildRestRouter(c: AppContainer): Router {
  const router = Router();
  // Before the JSON parser: the webhook's signature is checked on the raw body.
  router.use(stripeWebhookRouter(c));
  router.use(jsonBody(256 * 1024));
  // The REST paths described (app/openapi.ts) from the routes as mounted and the commands' own input schemas;
  // public like the schema text. Made on first use: every router below is mounted by then.
  let openApi: Record<string, unknown> | undefined;
  router.get('/openapi.json', routeAccess({ who: 'anyone' }), (_req, res) => {
    openApi ??= openApiDocument(c.config, c.version, mountedRoutes(router));
    res.set('Cache-Control', 'public, max-age=300').json(openApi);
  });
  router.use(authRouter(c, presentViewer));
  router.use(accountsRouter(c));
  router.use(profilesRouter(c));
  router.use(mediaRouter(c));
  router.use(paymentsRouter(c));
  router.use(distributorsRouter(c));
  router.use(ledgerRouter(c));
  return router;
}
