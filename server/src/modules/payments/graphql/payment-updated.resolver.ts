import { Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { Access } from '../../auth/index.js';
import { subscribeToViewerEvents, type LiveEvent } from '../../live/index.js';
import { presentPayment } from '../payment.presenter.js';
import { getUpdatedPayment } from '../queries/get-updated-payment.js';
import { listPendingPaymentIds } from '../queries/list-pending-payment-ids.js';
import { PaymentType } from './payment.types.js';

/**
 * The viewer's purchases, live over WebSocket (modules/live/README.md). Each event names only the account and the
 * payment; the resolver reads the payment as it is now, so a late or resynchronised event always shows the truth.
 */
@Resolver()
export class PaymentUpdatedResolver {
  @Access({ who: 'viewer', scope: 'read' })
  @Subscription(() => PaymentType, {
    description: 'The viewer’s pending purchases first, then each purchase of the viewer’s that changed status: paid, failed, expired or canceled (scope read).',
    subscribe: ({ context }) => {
      const ctx = context as RequestContext;
      const first = async (accountId: string) => ({ events: (await listPendingPaymentIds(ctx)).map((id) => ({ t: 'payment' as const, a: accountId, id })) });
      return subscribeToViewerEvents(ctx, { topic: 'payment', first });
    },
  })
  async paymentUpdated(@Root() event: LiveEvent, @Ctx() ctx: RequestContext): Promise<PaymentType | null> {
    if (event.t !== 'payment') return null;
    const payment = await getUpdatedPayment(ctx, { id: event.id });
    return payment && presentPayment(payment);
  }
}
