import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { AuthorizedAppsDocument, RevokeAuthorizedAppDocument } from '../../gql/graphql';
import { scopeLabel } from '../../shared/auth/scope-labels';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { notifySuccess } from '../../shared/ui/notify';
import classes from './AccountPages.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The apps the person allowed through oDance's OAuth provider, what each may do, and revoking one (README "API access"). */
export function AuthorizedAppsSection() {
  const { data, loading } = useQuery(AuthorizedAppsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeAuthorizedAppDocument, { refetchQueries: [AuthorizedAppsDocument] });
  const apps = data?.authorizedApps ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="apps-heading">
      <Title order={2} size="h4" id="apps-heading" mb={4}>
        Apps you allowed
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Apps that signed in with your oDance account. Revoking one signs it out at once; it has to ask you again.
      </Text>
      {loading && !data ? (
        <Text size="sm">Loading…</Text>
      ) : apps.length === 0 ? (
        <Text size="sm">You have not allowed any app.</Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.plainList} aria-label="Apps you allowed">
          {apps.map((app) => (
            <Paper key={app.clientId} withBorder radius="sm" p="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
                  <Text fw={600} className={classes.breakAnywhere}>
                    {app.name}
                  </Text>
                  <Group gap={4}>
                    {app.scopes.map((scope) => (
                      <Badge key={scope} variant="light" size="sm" title={scopeLabel(scope)}>
                        {scope}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    Allowed {day(app.allowedAt)}
                  </Text>
                </Stack>
                <ConfirmButton
                  buttonProps={{ color: 'red.9', variant: 'outline' }}
                  ariaLabel={`Revoke ${app.name}`}
                  title={`Revoke “${app.name}”?`}
                  body={<Text>The app is signed out at once and can no longer use your account. To use it again, allow it again when it asks.</Text>}
                  keepLabel="Keep access"
                  confirmLabel="Revoke access"
                  failedTitle="Not revoked"
                  onConfirm={async () => {
                    await revoke({ variables: { clientId: app.clientId } });
                    void notifySuccess('Access revoked', `“${app.name}” can no longer use your account.`);
                  }}
                >
                  Revoke
                </ConfirmButton>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
