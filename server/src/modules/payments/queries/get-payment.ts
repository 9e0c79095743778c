import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { findVisiblePayment } from './find-visible-payment.js';
import type { Payment } from '../payment.entity.js';

/** One payment: the viewer's own, or any for an admin (others' are PAYMENT_NOT_FOUND, see findVisiblePayment). */
export async function getPayment(ctx: CommandContext, { id }: { id: unknown }): Promise<Payment> {
  const viewer = requireViewer(await ctx.viewer());
  return findVisiblePayment(ctx.container, viewer, id, { admins: true });
}
