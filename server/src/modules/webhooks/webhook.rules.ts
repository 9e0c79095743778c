import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookUrlRule } from '@odance/contract';

export { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@odance/contract';

/** The prefix of an endpoint's signing secret (the Standard Webhooks specification's own). */
export const SECRET_PREFIX = 'whsec_';

export const CreateWebhookEndpointSchema = z.object({
  url: webhookUrlRule,
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'invalid' }), { error: 'invalid' })
    .min(1, 'required')
    .max(WEBHOOK_EVENT_TYPES.length, 'tooLong')
    .refine((events) => new Set(events).size === events.length, 'invalid'),
});

export const EndpointIdSchema = z.object({ id: z.uuid({ error: 'invalid' }) });
export const WebhookDeliveriesSchema = z.object({ endpointId: z.uuid({ error: 'invalid' }) });
