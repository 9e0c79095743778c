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
