import type { CommandContext } from '../../../app/request-context.js';
import { requireViewer } from '../../auth/index.js';
import type { LiveEvent, LiveTopic } from '../live-events.js';

export interface SubscribeToViewerEventsInput {
  topic: LiveTopic;
}

/**
 * The signed-in viewer's events of one topic (balance, payment, notification): only their own account's,
 * so a subscription can never listen to someone else's wallet. Signed out → UNAUTHENTICATED before any socket
 * subscription exists (modules/live/README.md).
 */
export async function subscribeToViewerEvents(ctx: CommandContext, input: SubscribeToViewerEventsInput): Promise<AsyncIterableIterator<LiveEvent>> {
  const viewer = requireViewer(await ctx.viewer());
  return ctx.container.live.subscribe(input.topic, viewer.id);
}
