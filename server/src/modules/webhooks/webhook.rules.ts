import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX } from '@odance/contract';

export { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@odance/contract';

/** The prefix of an endpoint's signing secret (the Standard Webhooks specification's own). */
export const SECRET_PREFIX = 'whsec_';

/** An endpoint URL: absolute http(s) without credentials; https alone in production (checked by the command). */
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
