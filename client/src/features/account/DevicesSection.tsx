import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { DeviceSessionsDocument, EndSessionDocument } from '../../gql/graphql';
import { useLeaveSession } from '../../shared/auth/use-sign-out';
import { notifySuccess } from '../../shared/ui/notify';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The browsers signed in to the account, each with "Sign out this device". */
export function DevicesSection() {
  const { data, loading, refetch } = useQuery(DeviceSessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [endSession] = useMutation(EndSessionDocument);
  const leaveSession = useLeaveSession();
  const sessions = data?.sessions ?? [];
  const signOut = async (session: (typeof sessions)[number]) => {
    await endSession({ variables: { id: session.id } });
    if (session.current) await leaveSession();
    else {
      void refetch();
      void notifySuccess('Signed out', `${session.device} is signed out.`);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="devices-heading">
      <Title order={2} size="h4" id="devices-heading" mb={4}>
        Signed-in devices
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Browsers where your account is signed in. Sign out any you do not recognise, then change your password.
      </Text>
      {loading && sessions.length === 0 ? <Text size="sm">Loading…</Text> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sessions.map((session) => (
          <Group key={session.id} component="li" justify="space-between" wrap="wrap" gap="xs" aria-label={session.device} data-testid="device-session">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconDeviceLaptop size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <div>
                <Group gap={6}>
                  <Text fw={600}>{session.device}</Text>
                  {session.current ? (
                    <Badge color="teal.9" variant="filled" size="sm">
                      This device
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  Signed in {when(session.createdAt)} · last used {when(session.lastUsedAt)}
                </Text>
              </div>
            </Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => void signOut(session)}
            >
              Sign out this device
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
