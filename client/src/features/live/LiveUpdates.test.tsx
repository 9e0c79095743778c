import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { CurrentUserDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { writeCurrentUser } from '../../shared/auth/session';
import { makeUser } from '../../shared/test/test-utils';
import { addNotification, writeBalance } from './LiveUpdates';

const notification = {
  id: 'n2',
  kind: 'transferReceived' as const,
  title: 'Ben Brio sent you 10 oDance',
  message: null,
  amount: 10,
  link: '/dashboard/odance/transfers',
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
};

function cache() {
  const apollo = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  writeCurrentUser(apollo, makeUser({ balance: { odance: 5 } }));
  return apollo;
}

describe('live updates into the Apollo cache', () => {
  it('a balanceChanged event is the header balance every view reads', () => {
    const apollo = cache();
    writeBalance(apollo, 15);
    expect(apollo.cache.readQuery({ query: CurrentUserDocument })?.me?.balance.odance).toBe(15);
  });

  it('a notificationAdded event counts one more unread and makes open lists ask again', () => {
    const apollo = cache();
    apollo.cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: 2 } });
    apollo.cache.writeQuery({
      query: NotificationsDocument,
      variables: { pageSize: 8 },
      data: { notifications: { total: 1, page: 1, pageSize: 8, notifications: [{ ...notification, id: 'n1', read: true }] } },
    });
    addNotification(apollo, notification);
    expect(apollo.cache.readQuery({ query: UnreadNotificationCountDocument })?.unreadNotificationCount).toBe(3);
    expect(apollo.cache.readQuery({ query: NotificationsDocument, variables: { pageSize: 8 } })).toBeNull();
  });
});
