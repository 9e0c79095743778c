import express, { Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { restHandler } from '../../kernel/rest-handler.js';
import { handle } from '../../shared/http/async-handler.js';
import { sendCsv } from '../../shared/http/csv.js';
import { filterFromQuery } from '../../shared/http/query-filter.js';
import { exportAllPayments } from './queries/export-all-payments.js';
import { handleStripeWebhook } from './stripe-webhook.js';
import { routeAccess } from '../auth/index.js';

/**
 * The Stripe webhook. Mounted before the REST router's JSON parser: the signature is over the exact bytes
 * Stripe sent, so the body must reach the handler raw. The anti-forgery check exempts this path (it is signed).
 */
export function stripeWebhookRouter(c: AppContainer): Router {
  const router = Router();
  router.post(
    '/webhooks/stripe',
    routeAccess({ who: 'anyone' }),
    express.raw({ type: 'application/json', limit: '1mb' }),
    handle((req) => handleStripeWebhook(c, req.body, req.get('stripe-signature'))),
  );
  return router;
}

/** `GET /admin/exports/payments.csv` (docs/api.md "CSV exports"): the admin payments list's filters as query parameters. */
export function paymentsRouter(c: AppContainer): Router {
  const router = Router();
  const command = restHandler(c);
  router.get(
    '/admin/exports/payments.csv',
    routeAccess({ who: 'admin', scope: 'admin' }),
    command(async (ctx, req, res) => sendCsv(res, await exportAllPayments(ctx, { filter: filterFromQuery(req.query, ['status', 'accountId', 'dateFrom', 'dateTo']) }))),
  );
  return router;
}
