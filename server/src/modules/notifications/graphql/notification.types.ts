import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../../shared/graphql/page-args.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification.entity.js';
import type { PresentedNotification } from '../notification.presenter.js';
import type { PresentedNotificationsPage } from '../queries/list-notifications.js';

export const NotificationKindEnum = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kind])) as { [K in NotificationKind]: K };
// Every kind described (schema-lint's enum-values-have-descriptions): the type makes a new kind without one a compile error.
const KIND_DESCRIPTIONS: Record<NotificationKind, { description: string }> = {
  transferReceived: { description: 'Someone sent the viewer oDance.' },
  distributionReceived: { description: 'A distributor credited the viewer oDance sold for cash.' },
  paymentPaid: { description: 'A purchase of the viewer’s was paid; its invoice is ready.' },
  paymentFailed: { description: 'A payment of the viewer’s failed.' },
  paymentExpired: { description: 'A checkout of the viewer’s expired unpaid.' },
  collectionDue: { description: 'The viewer, a distributor, passed the collection limit: a collection is due.' },
  accountApproved: { description: 'An admin approved the viewer’s account.' },
  affiliationRequested: { description: 'A member asked to be listed by one of the viewer’s organisations: the request waits for an answer.' },
  moneyRequested: { description: 'Someone asked the viewer for oDance (requestOdance); the link opens the transfer that pays it.' },
  moneyRequestPaid: { description: 'Someone paid the viewer’s request for oDance: the oDance arrived.' },
  moneyRequestDeclined: { description: 'Someone declined the viewer’s request for oDance.' },
};
registerEnumType(NotificationKindEnum, { name: 'NotificationKind', description: 'What a notification is about.', valuesConfig: KIND_DESCRIPTIONS });

@ObjectType({ description: 'Something that happened to the viewer’s account.' })
export class Notification implements PresentedNotification {
  @Field(() => ID, { description: 'Identifies the notification (markNotificationsRead).' })
  id: string;

  @Field(() => NotificationKindEnum, { description: 'What it is about.' })
  kind: NotificationKind;

  @Field({ description: 'The sentence to show, e.g. “Zoë Núñez sent you 10 oDance”.' })
  title: string;

  @Field(() => String, { nullable: true, description: 'The message that came with a transfer, if any.' })
  message: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Whole oDance, when it is about an amount.' })
  amount: number | null;

  @Field({ description: 'The web app path that shows what it is about (the transfer history, the invoice…).' })
  link: string;

  @Field({ description: 'Whether the viewer marked it read.' })
  read: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When it happened.' })
  createdAt: Date;
}

@ObjectType({ description: 'A page of the viewer’s notifications, newest first.' })
export class NotificationsPage extends PageFields implements PresentedNotificationsPage {
  @Field(() => [Notification], { description: 'The notifications of this page.' })
  notifications: Notification[];
}

@ArgsType()
export class NotificationsArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only the unread ones (default false).' })
  unreadOnly?: boolean | null;
}
