import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { findVisiblePayment } from '../queries/find-visible-payment.js';
import type { Payment } from '../payment.entity.js';
import { settlePayment } from './settle-payment.js';

/**
 * Called when the buyer lands on the success (or failed) page: asks the provider how the current checkout
 * ended and settles the payment now, so a webhook that is late does not leave the buyer waiting.
 */
export async function confirmPayment(ctx: CommandContext, { id }: { id: unknown }): Promise<Payment> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const payment = await findVisiblePayment(c, viewer, id, { admins: true });
  if (payment.status !== 'pending' || !payment.providerSessionId || payment.provider !== c.checkout.name) return payment;
  // The provider being unreachable is no error for the buyer: the page keeps waiting for the webhook.
  const state = await c.checkout.state(payment).catch(() => null);
  if (!state || state.outcome === 'open') return payment;
  const settled = await settlePayment(c, {
    paymentId: payment.id,
    sessionId: payment.providerSessionId,
    outcome: state.outcome,
    amountTotal: state.amountTotal,
    currency: state.currency,
  });
  return settled ?? payment;
}
