import type { AppConfig } from '../../../kernel/config.js';
import type { Logger } from '../../../kernel/logger.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { CheckoutProvider, CheckoutState, OpenedCheckout } from './checkout.js';
import { StripeCheckout } from './stripe-checkout.js';
import { TestCheckout } from './test-checkout.js';

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
