import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import { findVisiblePayment } from '../queries/find-visible-payment.js';
import type { Payment } from '../payment.entity.js';
import { settlePayment } from './settle-payment.js';

/**
 * The buyer gives up a pending payment (docs/product.md "Payments"): its checkout is closed first (Stripe's session
 * expired through the SDK), so no money can be taken for it afterwards, then the one state machine marks it
 * `canceled` under the payment row's lock. If the provider says it was paid first, it is settled as paid (credited)
 * and the cancel is refused: a paid payment is never canceled, a canceled one never credited (settle-payment.ts).
 */
export async function cancelPayment(ctx: CommandContext, { id }: { id: unknown }): Promise<Payment> {
  const buyer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const payment = await findVisiblePayment(c, buyer, id, { admins: false });
  if (payment.status !== 'pending') throw new AppError(ErrorCode.PAYMENT_NOT_CANCELABLE);
  const report = { paymentId: payment.id, sessionId: payment.providerSessionId, amountTotal: null, currency: null };
  const closed = payment.provider === c.checkout.name ? await c.checkout.close(payment) : null;
  if (closed?.outcome === 'paid') {
    await settlePayment(c, { ...report, outcome: 'paid', amountTotal: closed.amountTotal, currency: closed.currency });
    throw new AppError(ErrorCode.PAYMENT_NOT_CANCELABLE);
  }
  const settled = await settlePayment(c, { ...report, outcome: 'canceled' });
  // Paid, expired or failed meanwhile (a webhook, the expiry sweep): it is no longer the buyer's to cancel.
  if (settled?.status !== 'canceled') throw new AppError(ErrorCode.PAYMENT_NOT_CANCELABLE);
  return settled;
}
