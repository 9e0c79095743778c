import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { type ApiScope, OAuthClientsDocument, SetOAuthClientVerifiedDocument } from '../../gql/graphql';
import { SCOPE_LABELS } from '../../shared/auth/scope-labels';
import { useCurrentUser } from '../../shared/auth/current-user';
import { ActiveToggle, AppCard, CreatedAppNotice, EditAppForm, type CreatedApp, type OAuthApp, RegisterAppForm } from '../../shared/oauth-apps/OAuthApps';
import { notifySuccess } from '../../shared/ui/notify';
import { RevokeList } from '../../shared/ui/RevokeList';

const ALL_SCOPES = Object.keys(SCOPE_LABELS) as ApiScope[];

/**
 * /admin-panel/apps: every app registered with the OAuth provider, members' own included; register one (its secret
 * shown once), edit, verify (the consent page says "Unverified app" otherwise), disable or enable.
 */
export default function AdminAppsPage() {
  useDocumentTitle('Apps · Admin panel · oDance');
  const { data, loading, error, refetch } = useQuery(OAuthClientsDocument, { fetchPolicy: 'cache-and-network' });
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<OAuthApp | null>(null);
  const [created, setCreated] = useState<CreatedApp | null>(null);
  const { user } = useCurrentUser();
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Apps
          </Title>
          <Text c="dimmed">Mobile and partner apps that sign people in with OAuth 2.1 / OpenID Connect. Verify the ones whose maker you know.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setRegistering(true)}>
          Register an app
        </Button>
      </Group>
      {created ? <CreatedAppNotice created={created} onDone={() => setCreated(null)} /> : null}
      <RevokeList
        items={data?.oauthClients}
        loading={loading}
        error={{ title: 'Could not load the apps', error, onRetry: refetch }}
        emptyText="No app is registered yet."
        label="Registered apps"
        gap="sm"
        itemKey={(app) => app.clientId}
        renderItem={(app) => (
          <AppCard
            app={app}
            details={
              <Text size="xs" c="dimmed">
                {app.ownerId === user?.id ? 'Registered by you' : app.ownerId ? `Owner account ${app.ownerId}` : 'Owner account erased'}
              </Text>
            }
            actions={
              <>
                <VerifyButton app={app} />
                <Button size="xs" variant="default" aria-label={`Edit ${app.name}`} onClick={() => setEditing(app)}>
                  Edit
                </Button>
                <ActiveToggle app={app} refetch={OAuthClientsDocument} />
              </>
            }
          />
        )}
      />
      <Modal opened={registering} onClose={() => setRegistering(false)} title="Register an app" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {registering ? (
          <RegisterAppForm
            scopes={ALL_SCOPES}
            refetch={OAuthClientsDocument}
            onCancel={() => setRegistering(false)}
            onCreated={(result) => {
              setRegistering(false);
              setCreated(result);
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit an app" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {editing ? <EditAppForm app={editing} refetch={OAuthClientsDocument} owner={false} onCancel={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function VerifyButton({ app }: { app: OAuthApp }) {
  const [setVerified, { loading }] = useMutation(SetOAuthClientVerifiedDocument, { refetchQueries: [OAuthClientsDocument], awaitRefetchQueries: true });
  const toggle = async () => {
    await setVerified({ variables: { clientId: app.clientId, verified: !app.verified } });
    void notifySuccess(app.verified ? 'Verification taken back' : 'App verified', app.verified ? `“${app.name}” shows as unverified on consent.` : `“${app.name}” no longer shows as unverified.`);
  };
  return (
    <Button
      size="xs"
      variant={app.verified ? 'default' : 'filled'}
      loading={loading}
      aria-label={`${app.verified ? 'Unverify' : 'Verify'} ${app.name}`}
      onClick={() => void toggle()}
    >
      {app.verified ? 'Unverify' : 'Verify'}
    </Button>
  );
}
