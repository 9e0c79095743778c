// The webhooks module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { WebhookJob } from './webhook-job.js';
export { pruneOldWebhookAttempts, pruneSettledWebhookMessages } from './webhook-retention.js';
