import { useEffect } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import {
  BalanceChangedDocument,
  CurrentUserDocument,
  NotificationAddedDocument,
  type NotificationFieldsFragment,
  UnreadNotificationCountDocument,
} from '../../gql/graphql';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { notifySuccess } from '../../shared/ui/notify';

/** Closed by the server because the session ended or was refused (server/src/modules/live/websocket-server.ts). */
const FINAL_CLOSE_CODES = new Set([4401, 4403]);

/**
 * The signed-in viewer's live updates (README "Live updates"), mounted by the top bar while someone is signed in:
 * one WebSocket per tab (graphql-ws), whose events are written into the Apollo cache, the one source every view
 * reads: the header balance, the bell's count, the notification list. A new notification also shows a toast.
 * After a reconnection (a deploy, a network change) the balance and count are fetched again: events may have
 * been missed meanwhile.
 */
export default function LiveUpdates({ accountId }: { accountId: string }) {
  const apollo = useApolloClient();
  const { graphqlUrl } = useRuntimeConfig();

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return; // no live updates: pages still refresh on their own requests
    const url = new URL(graphqlUrl, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = createClient({
      url: url.href,
      retryAttempts: Infinity,
      shouldRetry: (event) => !FINAL_CLOSE_CODES.has((event as CloseEvent | undefined)?.code ?? 0),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) void refetchLiveQueries(apollo);
        },
      },
    });
    const stops = [
      subscribe(socket, print(BalanceChangedDocument), (data: { balanceChanged: { odance: number } }) => writeBalance(apollo, data.balanceChanged.odance)),
      subscribe(socket, print(NotificationAddedDocument), (data: { notificationAdded: NotificationFieldsFragment }) => {
        addNotification(apollo, data.notificationAdded);
        void notifySuccess(data.notificationAdded.title, data.notificationAdded.message ?? 'See it under the bell.');
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      void socket.dispose();
    };
  }, [apollo, graphqlUrl, accountId]);

  return null;
}

function subscribe<T>(socket: Client, query: string, onData: (data: T) => void): () => void {
  return socket.subscribe<T>(
    { query },
    {
      next: (result) => {
        if (result.data) onData(result.data);
      },
      // A refused or failed subscription leaves the page as it is: it still refreshes on its own requests.
      error: () => undefined,
      complete: () => undefined,
    },
  );
}

export function writeBalance(apollo: ApolloClient, odance: number): void {
  apollo.cache.updateQuery({ query: CurrentUserDocument }, (data) => (data?.me ? { me: { ...data.me, balance: { ...data.me.balance, odance } } } : data));
}

export function addNotification(apollo: ApolloClient, notification: NotificationFieldsFragment): void {
  apollo.cache.updateQuery({ query: UnreadNotificationCountDocument }, (data) =>
    data ? { unreadNotificationCount: data.unreadNotificationCount + (notification.read ? 0 : 1) } : data,
  );
  // Open lists ask the server again: the notifications (their pages shifted by one), and the history or payments
  // the notification is about.
  for (const fieldName of ['notifications', 'myTransfers', 'myPayments']) apollo.cache.evict({ id: 'ROOT_QUERY', fieldName });
  apollo.cache.gc();
}

async function refetchLiveQueries(apollo: ApolloClient): Promise<void> {
  await apollo.refetchQueries({ include: [CurrentUserDocument, UnreadNotificationCountDocument] }).catch(() => undefined);
}
