import type { CommandContext } from '../../../kernel/context.js';
import { requireViewer } from '../../auth/index.js';
import type { LiveEvent, LiveTopic } from '../live-events.js';

export interface SubscribeToViewerEventsInput {
  topic: LiveTopic;
  /**
   * What the subscriber hears first, before any change (no missed event): the current state as
   * events of the topic (the balance, the pending payments, the notifications after a client's last one). Read
   * after the subscription listens, so a change in between is heard twice at worst, never lost.
   */
  first?: (accountId: string) => Promise<LiveEvent[]>;
}

/**
 * The signed-in viewer's events of one topic (balance, payment, notification): only their own account's,
 * so a subscription can never listen to someone else's wallet. Signed out → UNAUTHENTICATED before any socket
 * subscription exists (modules/live/README.md).
 */
export async function subscribeToViewerEvents(ctx: CommandContext, input: SubscribeToViewerEventsInput): Promise<AsyncIterableIterator<LiveEvent>> {
  const viewer = requireViewer(await ctx.viewer());
  const events = ctx.container.live.subscribe(input.topic, viewer.id);
  if (!input.first) return events;
  const first = await input.first(viewer.id);
  return first.length === 0 ? events : prepend(first, events);
}

/** `first`, then `rest` (returning it returns `rest`, which removes its listener). */
function prepend(first: LiveEvent[], rest: AsyncIterableIterator<LiveEvent>): AsyncIterableIterator<LiveEvent> {
  const queued = [...first];
  return {
    next: () => (queued.length > 0 ? Promise.resolve({ value: queued.shift()!, done: false }) : rest.next()),
    return: () => rest.return!(),
    throw: (error?: unknown) => rest.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
