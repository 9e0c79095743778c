import { randomUUID } from 'node:crypto';
import type { Payment } from '../payment.entity.js';
import { CHECKOUT_TTL_MS } from '../payment-rules.js';
import type { CheckoutProvider, CheckoutState, OpenedCheckout } from './checkout.js';

/**
 * The built-in checkout of development and test (no STRIPE_SECRET_KEY): the server's own page at
 * /dev/checkout/:id, whose Pay and Decline buttons settle the payment through the same state machine
 * as Stripe's webhook (see dev-checkout.ts).
 */
export class TestCheckout implements CheckoutProvider {
  readonly name = 'test' as const;

  constructor(private readonly appUrl: string) {}

  async open(payment: Payment): Promise<OpenedCheckout> {
    return {
      sessionId: `test_cs_${randomUUID()}`,
      url: `${this.appUrl}/dev/checkout/${payment.id}`,
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    };
  }

  /** Nothing happens here without the buyer's click, except time running out. */
  async state(payment: Payment): Promise<CheckoutState> {
    const expired = payment.checkoutExpiresAt !== null && payment.checkoutExpiresAt.getTime() <= Date.now();
    return { outcome: expired ? 'expired' : 'open', amountTotal: null, currency: null };
  }

  /** Nothing to close here: the checkout page pays only a pending payment (dev-checkout.ts), under the row lock. */
  async close(): Promise<CheckoutState> {
    return { outcome: 'expired', amountTotal: null, currency: null };
  }
}
