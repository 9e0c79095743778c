import Stripe from 'stripe';
import type { AppConfig } from '../../../kernel/config.js';
import type { Logger } from '../../../kernel/logger.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import type { Payment } from '../payment.entity.js';
import { CHECKOUT_TTL_MS, returnUrls } from '../payment-rules.js';
import type { CheckoutProvider, CheckoutState, OpenedCheckout } from './checkout.js';

type StripeSettings = NonNullable<AppConfig['stripe']>;

/** Stripe allows 300 s between an event's signature timestamp and its arrival by default; so do we. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
// Stripe refuses an expiry under 30 minutes after creation; a few seconds of margin cover the round trip.
const EXPIRY_MARGIN_MS = 10_000;

/** Stripe Checkout through the official SDK; STRIPE_API_URL points it at another host (tests). */
export class StripeCheckout implements CheckoutProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    private readonly appUrl: string,
    private readonly logger: Logger,
  ) {
    this.stripe = new Stripe(settings.secretKey, { ...hostOptions(settings.apiUrl), telemetry: false, timeout: 20_000 });
  }

  async open(payment: Payment, attempt: number): Promise<OpenedCheckout> {
    const urls = returnUrls(this.appUrl, payment);
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: payment.amount,
              price_data: { currency: payment.currency, unit_amount: payment.unitPriceCents, product_data: { name: 'oDance' } },
            },
          ],
          client_reference_id: payment.id,
          metadata: { paymentId: payment.id },
          payment_intent_data: { metadata: { paymentId: payment.id } },
          success_url: urls.success,
          cancel_url: urls.failed,
          expires_at: Math.floor((Date.now() + CHECKOUT_TTL_MS + EXPIRY_MARGIN_MS) / 1000),
        },
        // A network retry of the same attempt must not open a second checkout.
        { idempotencyKey: `odance-checkout-${payment.id}-${attempt}` },
      ),
    );
    if (!session.url) throw new AppError(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async state(payment: Payment): Promise<CheckoutState> {
    if (!payment.providerSessionId) return { outcome: 'open', amountTotal: null, currency: null };
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(payment.providerSessionId!));
    const outcome = session.status === 'complete' && session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'open';
    return { outcome, amountTotal: session.amount_total ?? null, currency: session.currency ?? null };
  }

  /**
   * Expires the session through the SDK, so Stripe takes no payment for it any more. Stripe refuses to expire a
   * session that is no longer open: then its own state says whether it was paid first (or had already expired).
   */
  async close(payment: Payment): Promise<CheckoutState> {
    if (!payment.providerSessionId) return { outcome: 'expired', amountTotal: null, currency: null };
    const closed = await this.stripe.checkout.sessions.expire(payment.providerSessionId).then(
      () => true,
      (error: unknown) => {
        this.logger.info({ err: error, paymentId: payment.id }, 'Stripe did not expire the session; asking its state');
        return false;
      },
    );
    if (closed) return { outcome: 'expired', amountTotal: null, currency: null };
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(payment.providerSessionId!));
    if (session.status === 'expired') return { outcome: 'expired', amountTotal: null, currency: null };
    if (session.status === 'complete' && session.payment_status === 'paid') return { outcome: 'paid', amountTotal: session.amount_total ?? null, currency: session.currency ?? null };
    // Completed but not yet paid (a bank debit on its way): the money may still come, so it cannot be canceled.
    if (session.status === 'complete') throw new AppError(ErrorCode.PAYMENT_NOT_CANCELABLE);
    // Still open after a refused expiry: Stripe did not answer properly; the buyer may try again.
    throw new AppError(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE);
  }

  /** Verifies a webhook's signature on its raw body; STRIPE_SIGNATURE_INVALID when forged, altered or stale. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!this.settings.webhookSecret) throw new AppError(ErrorCode.PAYMENTS_UNAVAILABLE);
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new AppError(ErrorCode.STRIPE_SIGNATURE_INVALID);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      this.logger.error({ err: error }, 'Stripe request failed');
      throw new AppError(ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE);
    }
  }
}

function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries'> {
  // Stripe's own API: retries are safe (idempotency keys). Another host is a local stand-in: fail fast.
  if (!apiUrl) return { maxNetworkRetries: 2 };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, maxNetworkRetries: 0 };
}
