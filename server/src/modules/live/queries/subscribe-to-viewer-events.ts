import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import type { LiveEvent, LiveTopic } from '../live-events.js';
import { committedFor } from '../snapshot.js';

/** What a subscriber hears first, and what that read already saw. */
export interface FirstEvents {
  events: LiveEvent[];
  /**
   * The `pg_current_snapshot()` of the statement that read `events`. With it, a live event whose transaction had
   * committed for that read is not sent again: the read showed it (a notification replayed) or left it out on
   * purpose (one the client said it has). Without it, such an event may be heard twice, harmless for a state
   * (the balance, a payment's status).
   */
  snapshot?: string;
  /** The next page of the first events, when this one was full: read once this one is sent. */
  next?: () => Promise<FirstEvents>;
}

export interface SubscribeToViewerEventsInput {
  topic: LiveTopic;
  /**
   * What the subscriber hears first, before any change (no missed event): the current state as events of the
   * topic (the balance, the pending payments, the notifications after a client's last one). Read after the
   * subscription listens, so a change in between is never lost.
   */
  first?: (accountId: string) => Promise<FirstEvents>;
}

/**
 * The signed-in viewer's events of one topic (balance, payment, notification): only their own account's,
 * so a subscription can never listen to someone else's wallet. Signed out → UNAUTHENTICATED before any socket
 * subscription exists (modules/live/README.md).
 */
export async function subscribeToViewerEvents(ctx: CommandContext, input: SubscribeToViewerEventsInput): Promise<AsyncIterableIterator<LiveEvent>> {
  const viewer = requireViewer(await ctx.viewer());
  const live = ctx.container.live.subscribe(input.topic, viewer.id);
  if (!input.first) return live;
  return firstThenLive(await input.first(viewer.id), live);
}

/**
 * The first events, page after page, then the live ones without those whose transaction the first read saw (the
 * log's readers hand them out late: `snapshot`). The latest page's snapshot decides: it saw every earlier one's.
 */
function firstThenLive(first: FirstEvents, live: AsyncIterableIterator<LiveEvent>): AsyncIterableIterator<LiveEvent> {
  const queued = [...first.events];
  let page = first;
  let seen = first.snapshot ? committedFor(first.snapshot) : undefined;
  return over(live, async () => {
    for (;;) {
      if (queued.length > 0) return { value: queued.shift()!, done: false };
      if (page.next) {
        page = await page.next();
        queued.push(...page.events);
        if (page.snapshot) seen = committedFor(page.snapshot);
        continue;
      }
      const result = await live.next();
      if (result.done || result.value.t === 'revoked' || !result.value.txid || !seen?.(result.value.txid)) return result;
    }
  });
}

/** An iterator with its own `next` over `inner`: returning it returns `inner`, which removes the hub's listener. */
function over(inner: AsyncIterableIterator<LiveEvent>, next: () => Promise<IteratorResult<LiveEvent>>): AsyncIterableIterator<LiveEvent> {
  return {
    next,
    return: () => inner.return!(),
    throw: (error?: unknown) => inner.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
