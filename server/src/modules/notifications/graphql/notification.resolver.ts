import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { type LiveEvent, subscribeToViewerEvents } from '../../live/index.js';
import { markNotificationsRead } from '../commands/mark-notifications-read.js';
import { countUnreadNotifications } from '../queries/count-unread-notifications.js';
import { getNotification } from '../queries/get-notification.js';
import { replayNotificationsAfter } from '../queries/replay-notifications-after.js';
import { listNotifications } from '../queries/list-notifications.js';
import { Notification, NotificationsArgs, NotificationsPage } from './notification.types.js';
import { Access } from '../../auth/index.js';
import { MARK_READ_IDS_MAX } from '../notification.rules.js';

@Resolver()
export class NotificationResolver {
  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => NotificationsPage, { description: 'The viewer’s notifications, newest first (scope read).' })
  async notifications(@Args(() => NotificationsArgs) args: NotificationsArgs, @Ctx() ctx: RequestContext): Promise<NotificationsPage> {
    return listNotifications(ctx, { ...args });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => Int, { description: 'How many of the viewer’s notifications are unread: the bell’s number (scope read).' })
  async unreadNotificationCount(@Ctx() ctx: RequestContext): Promise<number> {
    return countUnreadNotifications(ctx);
  }

  @Access({ who: 'viewer', scope: 'notifications' })
  @Mutation(() => Int, { description: 'Marks the given notifications read, or all of them without ids; answers how many changed (scope notifications).' })
  async markNotificationsRead(
    @Arg('ids', () => [ID], { nullable: true, description: `At most ${MARK_READ_IDS_MAX} ids; none for every unread notification.` }) ids: string[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return markNotificationsRead(ctx, { ids });
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Subscription(() => Notification, {
    description: 'Each new notification of the viewer, as it happens; with `after`, first those newer than that one (WebSocket; scope read).',
    subscribe: ({ context, args }) => {
      const ctx = context as RequestContext;
      const after = (args as { after?: string | null }).after;
      const first = after ? (accountId: string) => replayNotificationsAfter(ctx, { accountId, after }) : undefined;
      return subscribeToViewerEvents(ctx, { topic: 'notification', first });
    },
  })
  async notificationAdded(
    @Root() event: LiveEvent,
    @Ctx() ctx: RequestContext,
    @Arg('after', () => ID, { nullable: true, description: 'The last notification the client has: those newer are sent first (a reconnecting client misses none).' })
    _after?: string | null,
  ): Promise<Notification | null> {
    if (event.t !== 'notification') return null;
    return getNotification(ctx.container, event.a, event.id);
  }
}
