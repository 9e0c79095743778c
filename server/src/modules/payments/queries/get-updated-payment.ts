import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import { Payment } from '../payment.entity.js';

/**
 * The payment a live `payment` event names, read again now (the event carries ids only, modules/live/README.md):
 * the viewer's own, else null, so a subscriber never receives another account's purchase. The viewer is the
 * subscription's, looked up once when it began (modules/live/websocket-server.ts builds one context per subscription).
 */
export async function getUpdatedPayment(ctx: CommandContext, { id }: { id: string }): Promise<Payment | null> {
  const viewer = requireViewer(await ctx.viewer());
  return ctx.container.dataSource.manager.findOneBy(Payment, { id, accountId: viewer.id });
}
