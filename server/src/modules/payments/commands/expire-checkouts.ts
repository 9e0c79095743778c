import type { AppContainer } from '../../../kernel/context.js';
import type { Logger } from '../../../kernel/logger.js';
import { Payment } from '../payment.entity.js';
import { settlePayment, type CheckoutReport } from './settle-payment.js';

/**
 * A checkout lasts 30 minutes in every mode (docs/decisions.md), and a pending payment must not outlive it:
 * - the built-in test checkout has no provider to report that time ran out, so the server does: a payment still
 *   pending past its checkout's `checkoutExpiresAt` becomes `expired` through the one state machine
 *   (settlePayment), exactly as if a provider had said so, whether or not anyone opens it;
 * - Stripe reports it (`checkout.session.expired`); a payment still pending STRIPE_GRACE_MS after its expiry
 *   missed that webhook, so the sweep asks Stripe how the session ended and settles it by the answer (paid
 *   too: a webhook lost after the buyer paid must not lose the money).
 */

/** How long after a Stripe checkout's expiry its webhook is waited for before Stripe is asked. */
export const STRIPE_GRACE_MS = 5 * 60_000;

/** One payment, when its test checkout is due (the checkout page and confirmPayment ask this on open). */
export async function expireIfDue(c: AppContainer, payment: Payment): Promise<Payment> {
  const due = payment.status === 'pending' && payment.checkoutExpiresAt !== null && payment.checkoutExpiresAt.getTime() <= Date.now();
  if (!due) return payment;
  const settled = await settlePayment(c, { paymentId: payment.id, sessionId: payment.providerSessionId, outcome: 'expired', amountTotal: null, currency: null });
  return settled ?? payment;
}

/**
 * Every pending payment of the configured provider past its checkout's expiry (Stripe's after STRIPE_GRACE_MS),
 * oldest first, `batch` at a time until none is left; returns how many it settled. settlePayment locks each
 * row and only ends the checkout it was given, so a payment paid or retried meanwhile is left as it is.
 */
export async function expireDueCheckouts(c: AppContainer, batch = 100): Promise<number> {
  const provider = c.checkout.name;
  const graceMs = provider === 'stripe' ? STRIPE_GRACE_MS : 0;
  let settledCount = 0;
  let after = new Date(0);
  for (;;) {
    const due: Payment[] = await c.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .where(`p.provider = :provider AND p.status = 'pending' AND p.checkout_expires_at <= now() - make_interval(secs => :grace)`, { provider, grace: graceMs / 1000 })
      .andWhere('p.checkout_expires_at > :after', { after })
      .orderBy('p.checkout_expires_at')
      .limit(batch)
      .getMany();
    for (const payment of due) {
      const settled = await settlePayment(c, await endedCheckout(c, payment));
      if (settled && settled.status !== 'pending') settledCount += 1;
    }
    // A row settlePayment left pending (its checkout changed meanwhile) is passed over by the cursor.
    const last = due.at(-1);
    if (!last || due.length < batch) return settledCount;
    after = last.checkoutExpiresAt!;
  }
}

/** The report for a due checkout: the test checkout simply expired; Stripe says how its session ended. */
async function endedCheckout(c: AppContainer, payment: Payment): Promise<CheckoutReport> {
  const base = { paymentId: payment.id, sessionId: payment.providerSessionId, amountTotal: null, currency: null };
  if (payment.provider === 'test') return { ...base, outcome: 'expired' };
  const state = await c.checkout.state(payment);
  if (state.outcome === 'paid') return { ...base, outcome: 'paid', amountTotal: state.amountTotal, currency: state.currency };
  // Past its expiry, a session Stripe still calls open is expired all the same: it can no longer be paid.
  return { ...base, outcome: 'expired' };
}

/** Runs expireDueCheckouts now and then while the server runs (with the test checkout or Stripe). */
export class CheckoutExpiry {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly c: AppContainer,
    private readonly logger: Logger,
  ) {}

  start(intervalMs = 60_000): void {
    this.timer = setInterval(() => void this.sweep(), intervalMs);
    this.timer.unref();
  }

  sweep(): Promise<void> {
    this.running ??= expireDueCheckouts(this.c)
      .then((count) => {
        if (count > 0) this.logger.info({ count }, 'settled checkouts past their expiry');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'checkout expiry sweep failed'))
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
