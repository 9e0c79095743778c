import { useState } from 'react';
import { Anchor, Button, Code, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { MyOAuthClientsDocument } from '../../gql/graphql';
import { useCurrentUser, type CurrentUser } from '../../shared/auth/current-user';
import { ActiveToggle, AppCard, CreatedAppNotice, EditAppForm, type CreatedApp, type OAuthApp, RegisterAppForm } from '../../shared/oauth-apps/OAuthApps';
import { RevokeList } from '../../shared/ui/RevokeList';
import { PersonalTokensSection } from './PersonalTokensSection';


/** /dashboard/developer-settings: the viewer's own OAuth apps and personal access tokens (docs/apps.md). */
export default function DeveloperSettingsPage() {
  useDocumentTitle('Developer settings · oDance');
  const { user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Developer settings
        </Title>
        <Text c="dimmed">
          Apps you build on oDance and tokens for your scripts. How the API works: <Anchor underline="always" component={Link} to="/developers">the developer guide</Anchor>.
        </Text>
      </div>
      {user ? (
        <>
          <MyAppsSection user={user} />
          <PersonalTokensSection user={user} />
        </>
      ) : null}
    </Stack>
  );
}

function MyAppsSection({ user }: { user: CurrentUser }) {
  const { data, loading, error, refetch } = useQuery(MyOAuthClientsDocument, { fetchPolicy: 'cache-and-network' });
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<OAuthApp | null>(null);
  const [created, setCreated] = useState<CreatedApp | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="apps-heading">
      <Group justify="space-between" align="end" gap="sm" mb="xs">
        <Title order={2} size="h4" id="apps-heading">
          Your apps
        </Title>
        <Button size="sm" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setRegistering(true)}>
          Register an app
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        An app signs people in with OAuth 2.1 / OpenID Connect (issuer <Code>/oauth</Code>) and acts for them within the scopes they allow. Until an admin
        verifies it, people see “Unverified app” when they are asked to allow it.
      </Text>
      {created ? <CreatedAppNotice created={created} onDone={() => setCreated(null)} /> : null}
      <RevokeList
        items={data?.myOAuthClients}
        loading={loading}
        error={{ title: 'Could not load your apps', error, onRetry: refetch }}
        emptyText="You have not registered an app yet."
        label="Your apps"
        textSize="sm"
        gap="sm"
        mt="sm"
        itemKey={(app) => app.clientId}
        renderItem={(app) => (
          <AppCard
            app={app}
            actions={
              <>
                <Button size="xs" variant="default" aria-label={`Edit ${app.name}`} onClick={() => setEditing(app)}>
                  Edit
                </Button>
                {app.disabledByAdmin ? null : <ActiveToggle app={app} refetch={MyOAuthClientsDocument} />}
              </>
            }
          />
        )}
      />
      <Modal opened={registering} onClose={() => setRegistering(false)} title="Register an app" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {registering ? (
          <RegisterAppForm
            scopes={user.can.appScopes}
            refetch={MyOAuthClientsDocument}
            onCancel={() => setRegistering(false)}
            onCreated={(result) => {
              setRegistering(false);
              setCreated(result);
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit an app" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {editing ? <EditAppForm app={editing} refetch={MyOAuthClientsDocument} owner onCancel={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
      </Modal>
    </Paper>
  );
}
