import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MarkNotificationsReadDocument, NotificationsDocument, type NotificationFieldsFragment, UnreadNotificationCountDocument } from '../../gql/graphql';
import classes from './NotificationBell.module.css';

const SHOWN = 8;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The top bar's bell (README "Live updates"): the unread count, live (features/live/LiveUpdates.tsx writes it into
 * the cache), and the latest notifications; opening one marks it read and goes to what it is about.
 */
export default function NotificationBell() {
  const [opened, popover] = useDisclosure(false);
  const { data } = useQuery(UnreadNotificationCountDocument, { fetchPolicy: 'cache-and-network' });
  const unread = data?.unreadNotificationCount ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Popover opened={opened} onChange={popover.toggle} position="bottom-end" width={340} shadow="md" withinPortal trapFocus returnFocus>
      {/* The popover's target is the button itself (its ARIA goes there); the count is drawn beside it. */}
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red.8" offset={4} zIndex={2}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={label} onClick={popover.toggle}>
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>{opened ? <NotificationList onDone={popover.close} unread={unread} /> : null}</Popover.Dropdown>
    </Popover>
  );
}

function NotificationList({ onDone, unread }: { onDone: () => void; unread: number }) {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(NotificationsDocument, { variables: { pageSize: SHOWN }, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationsReadDocument, { refetchQueries: [UnreadNotificationCountDocument, NotificationsDocument] });
  const items = data?.notifications.notifications ?? [];

  const open = async (item: NotificationFieldsFragment) => {
    onDone();
    // The app's navigator goes at once (no data router): nothing to wait for.
    void navigate(item.link);
    if (!item.read) await markRead({ variables: { ids: [item.id] } }).catch(() => undefined);
  };

  return (
    <Stack gap={0} role="dialog" aria-label="Notifications">
      <Group justify="space-between" px="md" py="sm" className={classes.head}>
        <Text fw={700}>Notifications</Text>
        <Button size="compact-sm" variant="subtle" disabled={unread === 0} onClick={() => void markRead({ variables: { ids: null } })}>
          Mark all read
        </Button>
      </Group>
      {loading && !data ? (
        <Text px="md" py="sm" size="sm">
          Loading…
        </Text>
      ) : error && !data ? (
        <Text px="md" py="sm" size="sm" c="red.8">
          The notifications could not be loaded.
        </Text>
      ) : items.length === 0 ? (
        <Text px="md" py="md" size="sm">
          Nothing yet. Transfers you receive and your payments show here.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={380}>
          <ul className={classes.list} aria-label="Latest notifications">
            {items.map((item) => (
              <li key={item.id}>
                <UnstyledButton className={classes.item} data-unread={!item.read || undefined} onClick={() => void open(item)}>
                  <Text size="sm" fw={item.read ? 400 : 700} className={classes.title}>
                    {item.read ? null : <span className={classes.dot} aria-label="Unread" role="img" />}
                    {item.title}
                  </Text>
                  {item.message ? (
                    <Text size="xs" c="dimmed" className={classes.title}>
                      “{item.message}”
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {when(item.createdAt)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
