import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, makeUser } from '../../shared/test/test-utils';
import { renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';

vi.setConfig({ testTimeout: 20_000 });

const item = (id: string, title: string, read: boolean, link = '/dashboard/odance/transfers') => ({
  __typename: 'Notification',
  id,
  kind: 'transferReceived',
  title,
  message: read ? null : 'for the class',
  amount: 10,
  link,
  read,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('the notification bell', () => {
  it('shows the unread count, lists the latest, and opening one marks it read and goes to it', async () => {
    let unread = 2;
    const { link, calls } = scriptedGraphQL({
      UnreadNotificationCount: () => ({ data: { unreadNotificationCount: unread } }),
      Notifications: () => ({
        data: {
          notifications: {
            __typename: 'NotificationsPage',
            total: 3,
            page: 1,
            pageSize: 8,
            notifications: [item('n3', 'Ben Brio sent you 10 oDance', false), item('n2', 'Your purchase of 50 oDance is paid', false, '/dashboard/odance/invoices/p1'), item('n1', 'Your account is approved', true, '/dashboard')],
          },
        },
      }),
      MarkNotificationsRead: (variables) => {
        unread -= (variables.ids as string[] | null)?.length ?? unread;
        return { data: { markNotificationsRead: 1 } };
      },
    });
    const { router } = renderApp('/', { user: makeUser(), link });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const titles = within(list).getAllByRole('button').map((button) => button.querySelector('p')?.textContent);
    expect(titles).toEqual(['Ben Brio sent you 10 oDance', 'Your purchase of 50 oDance is paid', 'Your account is approved']);
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    expect(within(list).getAllByText('“for the class”')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: /Your purchase of 50 oDance is paid/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/odance/invoices/p1'));
    expect(calls.find((c) => c.operationName === 'MarkNotificationsRead')?.variables).toEqual({ ids: ['n2'] });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read, and says so when there is nothing', async () => {
    let unread = 1;
    const { link, calls } = scriptedGraphQL({
      UnreadNotificationCount: () => ({ data: { unreadNotificationCount: unread } }),
      Notifications: () => ({ data: { notifications: { __typename: 'NotificationsPage', total: 0, page: 1, pageSize: 8, notifications: [] } } }),
      MarkNotificationsRead: () => {
        unread = 0;
        return { data: { markNotificationsRead: 1 } };
      },
    });
    renderApp('/', { user: makeUser(), link });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.find((c) => c.operationName === 'MarkNotificationsRead')?.variables).toEqual({ ids: null }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
