import type { CommandContext } from '../../../kernel/context.js';
import { Payment } from '../payment.entity.js';

/**
 * The payment a live `payment` event names, read again now (the event carries ids only, modules/live/README.md):
 * null once it is not the account's, so a subscriber never receives another account's purchase.
 */
export function getUpdatedPayment(ctx: CommandContext, { id, accountId }: { id: string; accountId: string }): Promise<Payment | null> {
  return ctx.container.dataSource.manager.findOneBy(Payment, { id, accountId });
}
