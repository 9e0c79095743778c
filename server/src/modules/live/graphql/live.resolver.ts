import { Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../../kernel/context.js';
import { Balance } from '../../accounts/index.js';
import { walletBalance } from '../../ledger/index.js';
import { Payment as PaymentEntity, PaymentType, pendingPaymentIds, presentPayment } from '../../payments/index.js';
import type { LiveEvent } from '../live-events.js';
import { subscribeToViewerEvents } from '../queries/subscribe-to-viewer-events.js';
import { Access } from '../../auth/index.js';

/**
 * The viewer's live updates over WebSocket (modules/live/README.md). Each event names only the account and row;
 * the resolver reads the current state, so a late or resynchronised event always shows the truth.
 */
@Resolver()
export class LiveResolver {
  @Access({ who: 'viewer', scope: 'read' })
  @Subscription(() => Balance, {
    description: 'The viewer’s current balance first, then the balance after every committed movement on their wallet (scope read).',
    subscribe: ({ context }) =>
      subscribeToViewerEvents(context as GraphQLContext, { topic: 'balance', first: (accountId) => Promise.resolve([{ t: 'balance', a: accountId }]) }),
  })
  async balanceChanged(@Root() event: LiveEvent, @Ctx() ctx: GraphQLContext): Promise<Balance> {
    return { odance: await walletBalance(ctx.container.dataSource.manager, event.a) };
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Subscription(() => PaymentType, {
    description: 'The viewer’s pending purchases first, then each purchase of the viewer’s that changed status: paid, failed, expired or canceled (scope read).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      const first = async (accountId: string) => (await pendingPaymentIds(ctx.container.dataSource.manager, accountId)).map((id) => ({ t: 'payment' as const, a: accountId, id }));
      return subscribeToViewerEvents(ctx, { topic: 'payment', first });
    },
  })
  async paymentUpdated(@Root() event: LiveEvent, @Ctx() ctx: GraphQLContext): Promise<PaymentType | null> {
    if (event.t !== 'payment') return null;
    const payment = await ctx.container.dataSource.manager.findOneBy(PaymentEntity, { id: event.id, accountId: event.a });
    return payment && presentPayment(payment);
  }
}
