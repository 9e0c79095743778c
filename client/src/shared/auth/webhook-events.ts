import type { WEBHOOK_EVENT_TYPES } from '@odance/contract/webhooks';

/** What each event tells, in plain words. */
export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'transfer.received': 'someone sent you oDance',
  'transfer.sent': 'you sent oDance',
  'distribution.received': 'a distributor sold you oDance',
  'payment.succeeded': 'a purchase of yours was paid',
  'payment.failed': 'a purchase of yours failed or expired',
};
