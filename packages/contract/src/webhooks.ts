import { z } from 'zod';

/**
 * Outgoing webhooks (PRODUCT.md §11): the events an endpoint may receive and the limits of its settings. The
 * server's rules (server/src/modules/webhooks/webhook.rules.ts) and the Security page's form read them here.
 */
export const WEBHOOK_EVENT_TYPES = ['transfer.received', 'transfer.sent', 'distribution.received', 'payment.succeeded', 'payment.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX = 2048;
/** Endpoints an account may have at once. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/**
 * An endpoint URL: absolute http(s) without credentials. The server alone also refuses http, and private or loopback
 * addresses, in production (server/src/modules/webhooks: checked at creation and again at delivery).
 */
export const webhookUrlRule = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') })
  .trim()
  .min(1, 'required')
  .max(WEBHOOK_URL_MAX, 'tooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'invalid');
