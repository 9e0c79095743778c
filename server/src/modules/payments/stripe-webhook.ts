import { isUuid } from '@odance/contract';
import type Stripe from 'stripe';
import type { AppContainer } from '../../kernel/context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { StripeCheckout } from './checkout/stripe-checkout.js';
import { settlePayment, type CheckoutReport } from './commands/settle-payment.js';

// The Checkout events that end a payment, and what each means. A completed session is paid only when its
// payment_status says so; otherwise (delayed methods) async_payment_succeeded or _failed follows.
const OUTCOMES: Record<string, (session: Stripe.Checkout.Session) => CheckoutReport['outcome'] | null> = {
  'checkout.session.completed': (session) => (session.payment_status === 'paid' ? 'paid' : null),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'expired',
};

/**
 * `POST /api/webhooks/stripe`: verifies the signature on the raw body, then feeds Checkout outcomes to the
 * payment state machine. Other events, and sessions that are not ours, are acknowledged and ignored.
 */
export async function handleStripeWebhook(c: AppContainer, rawBody: unknown, signature: string | undefined): Promise<{ received: true }> {
  if (!(c.checkout instanceof StripeCheckout)) throw new AppError(ErrorCode.PAYMENTS_UNAVAILABLE);
  if (!Buffer.isBuffer(rawBody)) throw new AppError(ErrorCode.STRIPE_SIGNATURE_INVALID);
  const event = c.checkout.verifyEvent(rawBody, signature);
  const outcomeOf = OUTCOMES[event.type];
  if (!outcomeOf) return { received: true };
  const session = event.data.object as Stripe.Checkout.Session;
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
  const outcome = outcomeOf(session);
  if (!paymentId || !isUuid(paymentId) || !outcome) return { received: true };
  await settlePayment(c, {
    paymentId,
    sessionId: session.id,
    outcome,
    amountTotal: session.amount_total,
    currency: session.currency,
    event: { id: event.id, type: event.type },
  });
  return { received: true };
}
