import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Modal, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconCheck, IconCopy, IconKey, IconPlus } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { type ApiScope, CreateOAuthClientDocument, OAuthClientsDocument, type OAuthClientsQuery, SetOAuthClientActiveDocument } from '../../gql/graphql';
import { SCOPE_LABELS } from '../../shared/auth/scope-labels';
import { toApiError } from '../../shared/api/api-error';
import { applyServerError } from '../../shared/forms/server-errors';
import { QueryError } from '../../shared/ui/QueryError';
import { notifySuccess } from '../../shared/ui/notify';
import classes from './AdminAppsPage.module.css';

type App = OAuthClientsQuery['oauthClients'][number];
type Created = { clientId: string; clientSecret: string | null; name: string };

const BLACK_LABEL = { label: { color: 'var(--mantine-color-black)' } };
const ALL_SCOPES = Object.keys(SCOPE_LABELS) as ApiScope[];
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** /admin-panel/apps: the apps registered with the OAuth provider; register one (its secret shown once), disable or enable. */
export default function AdminAppsPage() {
  useDocumentTitle('Apps · Admin panel · oDance');
  const { data, loading, error, refetch } = useQuery(OAuthClientsDocument, { fetchPolicy: 'cache-and-network' });
  const [registering, setRegistering] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const apps = data?.oauthClients ?? [];
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Apps
          </Title>
          <Text c="dimmed">Mobile and partner apps that sign people in with OAuth 2.1 / OpenID Connect.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setRegistering(true)}>
          Register an app
        </Button>
      </Group>
      {created ? <CreatedApp created={created} onDone={() => setCreated(null)} /> : null}
      {error && !data ? (
        <QueryError title="Could not load the apps" error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Text>Loading…</Text>
      ) : apps.length === 0 ? (
        <Text>No app is registered yet.</Text>
      ) : (
        <Stack gap="sm" component="ul" className={classes.list} aria-label="Registered apps">
          {apps.map((app) => (
            <AppRow key={app.clientId} app={app} />
          ))}
        </Stack>
      )}
      <Modal opened={registering} onClose={() => setRegistering(false)} title="Register an app" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {registering ? (
          <RegisterAppForm
            onCancel={() => setRegistering(false)}
            onCreated={(result) => {
              setRegistering(false);
              setCreated(result);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function AppRow({ app }: { app: App }) {
  const [setActive, { loading }] = useMutation(SetOAuthClientActiveDocument);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <Text fw={700} className={classes.wrap}>
              {app.name}
            </Text>
            {/* Dark text on light badges keeps AA contrast (as DistributorBadges). */}
            <Badge variant="light" color={app.active ? 'green' : 'gray'} styles={BLACK_LABEL}>
              {app.active ? 'Active' : 'Disabled'}
            </Badge>
            <Badge variant="light" color="gray" styles={BLACK_LABEL}>
              {app.confidential ? 'Confidential' : 'Public'}
            </Badge>
          </Group>
          <Text size="sm" className={classes.wrap}>
            Client id <Code>{app.clientId}</Code>
          </Text>
          <Group gap={4}>
            {app.scopes.map((scope) => (
              <Badge key={scope} size="sm" variant="light" title={SCOPE_LABELS[scope]}>
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed" className={classes.wrap}>
            Redirects to {app.redirectUris.join(', ')} · registered {day(app.createdAt)}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          color={app.active ? 'red.9' : undefined}
          loading={loading}
          aria-label={`${app.active ? 'Disable' : 'Enable'} ${app.name}`}
          onClick={async () => {
            await setActive({ variables: { clientId: app.clientId, active: !app.active } });
            void notifySuccess(app.active ? 'App disabled' : 'App enabled', app.active ? `“${app.name}” and every token it held stopped working.` : `“${app.name}” can sign people in again.`);
          }}
        >
          {app.active ? 'Disable' : 'Enable'}
        </Button>
      </Group>
    </Paper>
  );
}

function CreatedApp({ created, onDone }: { created: Created; onDone: () => void }) {
  return (
    <Alert color="teal.9" variant="outline" icon={<IconKey aria-hidden />} title={`“${created.name}” is registered`} role="status">
      <Stack gap="xs">
        <Text size="sm">Client id</Text>
        <Code block className={classes.secret} data-testid="new-client-id">
          {created.clientId}
        </Code>
        {created.clientSecret ? (
          <>
            <Text size="sm">Client secret: copy it now, it is shown this once.</Text>
            <Code block className={classes.secret} data-testid="new-client-secret">
              {created.clientSecret}
            </Code>
          </>
        ) : (
          <Text size="sm">A public app has no secret: it proves itself with PKCE.</Text>
        )}
        <Group>
          <CopyButton value={created.clientSecret ? `client_id=${created.clientId}\nclient_secret=${created.clientSecret}` : created.clientId}>
            {({ copied, copy }) => (
              <Button size="xs" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                {copied ? 'Copied' : created.clientSecret ? 'Copy id and secret' : 'Copy client id'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function RegisterAppForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (created: Created) => void }) {
  const [create] = useMutation(CreateOAuthClientDocument, { refetchQueries: [OAuthClientsDocument] });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', redirectUris: '', scopes: ['read'] as ApiScope[], confidential: false },
    validate: {
      name: (value) => (!value.trim() ? 'Give the app a name.' : value.trim().length > 80 ? 'At most 80 characters.' : null),
      redirectUris: (value) => (uriLines(value).length === 0 ? 'Enter at least one redirect URI.' : null),
      scopes: (value) => (value.length === 0 ? 'Choose at least one scope.' : null),
    },
  });
  const submit = form.onSubmit(async ({ name, redirectUris, scopes, confidential }) => {
    setFormError(null);
    try {
      const result = await create({ variables: { input: { name: name.trim(), redirectUris: uriLines(redirectUris), scopes, confidential } } });
      const payload = result.data?.createOAuthClient;
      if (payload) onCreated({ clientId: payload.client.clientId, clientSecret: payload.clientSecret ?? null, name: payload.client.name });
    } catch (error) {
      const uriError = redirectUriError(error, uriLines(redirectUris));
      if (uriError) return form.setFieldError('redirectUris', uriError);
      const apiError = applyServerError(form, error, { name: { label: 'Name', max: 80 }, scopes: { label: 'Scopes' } });
      if (apiError) setFormError(apiError.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Register an app">
      <Stack gap="sm">
        <TextInput label="Name" description="People see it on the consent screen" maxLength={80} data-autofocus {...form.getInputProps('name')} />
        <Textarea
          label="Redirect URIs"
          description="One a line: https for a web app; http://127.0.0.1/… or com.example.app:/… for a native app"
          autosize
          minRows={2}
          {...form.getInputProps('redirectUris')}
        />
        <Checkbox.Group label="Scopes it may ask for" {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {ALL_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={`${scope}: ${SCOPE_LABELS[scope]}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label="Confidential (a server that can keep a client secret)"
          description="Leave off for mobile, desktop and single-page apps"
          {...form.getInputProps('confidential', { type: 'checkbox' })}
        />
        {formError ? (
          <Alert color="red" title="Could not register the app" icon={<IconAlertCircle aria-hidden />}>
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const uriLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The server's word on the redirect URIs (`redirectUris` or `redirectUris.<n>`), said about the line concerned. */
function redirectUriError(error: unknown, uris: string[]): string | null {
  const apiError = toApiError(error);
  const field = String(apiError.params.field ?? '');
  if (apiError.code !== ErrorCode.VALIDATION_FAILED || !field.startsWith('redirectUris')) return null;
  const index = Number(field.split('.')[1]);
  if (Number.isInteger(index) && uris[index] !== undefined) {
    return `“${uris[index]}” cannot be a redirect URI: use https://…, http://127.0.0.1/… or a private scheme like com.example.app:/… (no #fragment).`;
  }
  return apiError.params.reason === 'tooLong'
    ? 'At most 10 redirect URIs.'
    : 'Use one kind of redirect URI: all https (a web app), or all loopback / private scheme (a native app).';
}
