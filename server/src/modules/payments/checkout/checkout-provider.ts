import type { AppConfig } from '../../../app/config.js';
import type { Logger } from '../../../app/logger.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { Payment, PaymentProvider } from '../payment.entity.js';
import { StripeCheckout } from './stripe-checkout.js';
import { TestCheckout } from './test-checkout.js';

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

/** Production without Stripe: buying is switched off rather than faked. */
class UnavailableCheckout implements CheckoutProvider {
  readonly name = 'stripe' as const;
  open(): Promise<OpenedCheckout> {
    return Promise.reject(new AppError(ErrorCode.PAYMENTS_UNAVAILABLE));
  }
  state(): Promise<CheckoutState> {
    return Promise.resolve({ outcome: 'open', amountTotal: null, currency: null });
  }
  close(): Promise<CheckoutState> {
    return Promise.reject(new AppError(ErrorCode.PAYMENTS_UNAVAILABLE));
  }
}

export function createCheckoutProvider(config: AppConfig, logger: Logger): CheckoutProvider {
  if (config.stripe) return new StripeCheckout(config.stripe, config.appUrl, logger);
  if (!config.isProduction) return new TestCheckout(config.appUrl);
  return new UnavailableCheckout();
}
