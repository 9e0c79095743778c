import express, { Router } from 'express';
import type { AppContainer } from '../../app/container.js';
import { handle } from '../../shared/http/async-handler.js';
import { handleStripeWebhook } from './stripe-webhook.js';

/**
 * The Stripe webhook. Mounted before the REST router's JSON parser: the signature is over the exact bytes
 * Stripe sent, so the body must reach the handler raw. The anti-forgery check exempts this path (it is signed).
 */
export function stripeWebhookRouter(c: AppContainer): Router {
  const router = Router();
  router.post(
    '/webhooks/stripe',
    express.raw({ type: 'application/json', limit: '1mb' }),
    handle((req) => handleStripeWebhook(c, req.body, req.get('stripe-signature'))),
  );
  return router;
}
