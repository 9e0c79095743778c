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
  const first = await input.first(viewer.id);
  const rest = first.snapshot ? unseen(live, committedFor(first.snapshot)) : live;
  return first.events.length === 0 ? rest : prepend(first.events, rest);
}

/** `events` without those whose transaction `seen` says the first read saw (the log's readers hand them out late). */
function unseen(events: AsyncIterableIterator<LiveEvent>, seen: (txid: string) => boolean): AsyncIterableIterator<LiveEvent> {
  return over(events, async () => {
    for (;;) {
      const result = await events.next();
      if (result.done || result.value.t === 'revoked' || !result.value.txid || !seen(result.value.txid)) return result;
    }
  });
}

/** `first`, then `rest`. */
function prepend(first: LiveEvent[], rest: AsyncIterableIterator<LiveEvent>): AsyncIterableIterator<LiveEvent> {
  const queued = [...first];
  return over(rest, () => (queued.length > 0 ? Promise.resolve({ value: queued.shift()!, done: false }) : rest.next()));
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
