import type { Payment, PaymentProvider } from '../payment.entity.js';

export interface OpenedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** What the provider says about a payment's current checkout; `open` means "nothing final yet". */
export interface CheckoutState {
  outcome: 'open' | 'paid' | 'expired';
  amountTotal: number | null;
  currency: string | null;
}

/** Where buyers pay: Stripe Checkout, or the built-in test checkout outside production. */
export interface CheckoutProvider {
  readonly name: PaymentProvider;
  /** Opens checkout number `attempt` (1 for the first, then one per retry) for the payment's total. */
  open(payment: Payment, attempt: number): Promise<OpenedCheckout>;
  /** Asks the provider how the payment's current checkout ended, for a buyer back before the webhook. */
  state(payment: Payment): Promise<CheckoutState>;
  /**
   * Closes the payment's current checkout so that nothing can pay it any more (the buyer cancels), and says how it
   * stands after: `expired` (closed, unpaid) or `paid` (it was paid first). Never `open`: it throws instead.
   */
  close(payment: Payment): Promise<CheckoutState>;
}

declare module '../../../kernel/context.js' {
  interface AppServices {
    /** Where buyers pay: Stripe Checkout, or the built-in test checkout outside production. */
    checkout: CheckoutProvider;
  }
}
