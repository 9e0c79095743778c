import { Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { Access } from '../../auth/index.js';
import { subscribeToViewerEvents, type LiveEvent } from '../../live/index.js';
import { walletBalance } from '../ledger-accounts.js';
import { Balance } from './ledger.types.js';

/**
 * The viewer's balance, live over WebSocket (modules/live/README.md). The event names only the account; the
 * resolver reads the current balance, so a late or resynchronised event always shows the truth.
 */
@Resolver()
export class BalanceChangedResolver {
  @Access({ who: 'viewer', scope: 'read' })
  @Subscription(() => Balance, {
    description: 'The viewer’s current balance first, then the balance after every committed movement on their wallet (scope read).',
    subscribe: ({ context }) =>
      subscribeToViewerEvents(context as RequestContext, { topic: 'balance', first: (accountId) => Promise.resolve({ events: [{ t: 'balance', a: accountId }] }) }),
  })
  async balanceChanged(@Root() event: LiveEvent, @Ctx() ctx: RequestContext): Promise<Balance> {
    return { odance: await walletBalance(ctx.container.dataSource.manager, event.a) };
  }
}
