import type { AppContainer } from '../../app/container.js';
import type { Logger } from '../../app/logger.js';
import type { Payment } from './payment.entity.js';
import { settlePayment } from './settle-payment.js';

/**
 * The built-in test checkout has no provider to report that time ran out (Stripe sends
 * `checkout.session.expired`), so the server does it itself: a payment still pending past its checkout's
 * `checkoutExpiresAt` becomes `expired` through the one state machine (settlePayment), exactly as if the
 * provider had said so — whether or not anyone opens it. Stripe payments are left to Stripe.
 */

/** One payment, when its test checkout is due (the checkout page and confirmPayment ask this on open). */
export async function expireIfDue(c: AppContainer, payment: Payment): Promise<Payment> {
  const due = payment.status === 'pending' && payment.checkoutExpiresAt !== null && payment.checkoutExpiresAt.getTime() <= Date.now();
  if (!due) return payment;
  const settled = await settlePayment(c, { paymentId: payment.id, sessionId: payment.providerSessionId, outcome: 'expired', amountTotal: null, currency: null });
  return settled ?? payment;
}

/**
 * Every pending test-checkout payment past its expiry, oldest first, `batch` at a time until none is left;
 * returns how many it expired. settlePayment locks each row and only ends the checkout it was given, so a
 * payment paid or retried meanwhile is left as it is.
 */
export async function expireDueTestCheckouts(c: AppContainer, batch = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const due: Array<{ id: string; provider_session_id: string | null }> = await c.dataSource.query(
      `SELECT id, provider_session_id FROM payment
       WHERE provider = 'test' AND status = 'pending' AND checkout_expires_at <= now()
       ORDER BY checkout_expires_at LIMIT $1`,
      [batch],
    );
    for (const row of due) {
      const settled = await settlePayment(c, { paymentId: row.id, sessionId: row.provider_session_id, outcome: 'expired', amountTotal: null, currency: null });
      if (settled?.status === 'expired') expired += 1;
    }
    // A row that could not be expired (its checkout changed meanwhile) is no longer due by the query above.
    if (due.length < batch) return expired;
  }
}

/** Runs expireDueTestCheckouts now and then while the server runs (only with the test checkout). */
export class TestCheckoutExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly c: AppContainer,
    private readonly logger: Logger,
  ) {}

  start(intervalMs = 60_000): void {
    if (this.c.checkout.name !== 'test') return;
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  sweep(): Promise<void> {
    this.running ??= expireDueTestCheckouts(this.c)
      .then((count) => {
        if (count > 0) this.logger.info({ count }, 'expired test checkouts');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'test checkout expiry sweep failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
