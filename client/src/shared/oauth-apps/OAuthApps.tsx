import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { DocumentNode } from 'graphql';
import { ErrorCode } from '@odance/contract/errors';
import { type ApiScope, CreateOAuthClientDocument, type OAuthClientFieldsFragment, SetOAuthClientActiveDocument, UpdateOAuthClientDocument } from '../../gql/graphql';
import { SCOPE_LABELS } from '../auth/scope-labels';
import { toApiError } from '../api/api-error';
import { applyServerError } from '../forms/server-errors';
import { notifySuccess } from '../ui/notify';
import classes from './OAuthApps.module.css';

/*
 * The parts of an OAuth app's management that its owner (Developer settings, features/account) and the admins
 * (features/admin/AdminAppsPage) share: the app's card, registering one (its secret shown once), editing its name
 * and redirect URIs, disabling and enabling it.
 */

export type OAuthApp = OAuthClientFieldsFragment;
export type CreatedApp = { clientId: string; clientSecret: string | null; name: string };

// Dark text on light badges keeps AA contrast (as DistributorBadges).
const BLACK_LABEL = { label: { color: 'var(--mantine-color-black)' } };
const NAME_MAX = 80;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** One app: its name and state, client id, scopes and redirects; `actions` are the buttons the viewer may use. */
export function AppCard({ app, actions, details }: { app: OAuthApp; actions: ReactNode; details?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={app.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <Text fw={700} className={classes.wrap}>
              {app.name}
            </Text>
            <Badge variant="light" color={app.active ? 'green' : 'gray'} styles={BLACK_LABEL}>
              {app.active ? 'Active' : app.disabledByAdmin ? 'Disabled by an admin' : 'Disabled'}
            </Badge>
            <Badge variant="light" color={app.verified ? 'teal' : 'orange'} styles={BLACK_LABEL}>
              {app.verified ? 'Verified' : 'Unverified'}
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
          {details}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}

/**
 * Disable (every token of the app ends) or enable again. `refetch`: the list the app is in (an OAuthClient has no
 * `id`, so Apollo's cache cannot update it in place).
 */
export function ActiveToggle({ app, refetch }: { app: OAuthApp; refetch: DocumentNode }) {
  const [setActive, { loading }] = useMutation(SetOAuthClientActiveDocument, { refetchQueries: [refetch], awaitRefetchQueries: true });
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setError(null);
    try {
      await setActive({ variables: { clientId: app.clientId, active: !app.active } });
      void notifySuccess(app.active ? 'App disabled' : 'App enabled', app.active ? `“${app.name}” and every token it held stopped working.` : `“${app.name}” can sign people in again.`);
    } catch (caught) {
      setError(toApiError(caught).message);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="xs"
        variant="outline"
        // The theme's teal on white is under AA for a button's text (axe color-contrast): its darkest shade.
        color={app.active ? 'red.9' : 'teal.9'}
        loading={loading}
        aria-label={`${app.active ? 'Disable' : 'Enable'} ${app.name}`}
        onClick={() => void toggle()}
      >
        {app.active ? 'Disable' : 'Enable'}
      </Button>
      {error ? (
        <Text size="xs" c="red.9" role="alert" maw={240}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The new app's client id and, for a confidential app, its secret: shown this once. */
export function CreatedAppNotice({ created, onDone }: { created: CreatedApp; onDone: () => void }) {
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

const validateName = (value: string) => (!value.trim() ? 'Give the app a name.' : value.trim().length > NAME_MAX ? `At most ${NAME_MAX} characters.` : null);
const validateUris = (value: string) => (uriLines(value).length === 0 ? 'Enter at least one redirect URI.' : null);

function NameAndRedirects({ form }: { form: { getInputProps: (path: 'name' | 'redirectUris') => GetInputPropsReturnType } }) {
  return (
    <>
      <TextInput label="Name" description="People see it on the consent screen" maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
      <Textarea
        label="Redirect URIs"
        description="One a line: https for a web app; http://127.0.0.1/… or com.example.app:/… for a native app"
        autosize
        minRows={2}
        {...form.getInputProps('redirectUris')}
      />
    </>
  );
}

function FormError({ title, message }: { title: string; message: string | null }) {
  return message ? (
    <Alert color="red" title={title} icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  ) : null;
}

/** Register an app; `scopes` are those the viewer may give it (`admin` only for admins: the server refuses it otherwise). */
export function RegisterAppForm({
  scopes,
  refetch,
  onCancel,
  onCreated,
}: {
  scopes: readonly ApiScope[];
  refetch: DocumentNode;
  onCancel: () => void;
  onCreated: (created: CreatedApp) => void;
}) {
  const [create] = useMutation(CreateOAuthClientDocument, { refetchQueries: [refetch] });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', redirectUris: '', scopes: ['read'] as ApiScope[], confidential: false },
    validate: { name: validateName, redirectUris: validateUris, scopes: (value) => (value.length === 0 ? 'Choose at least one scope.' : null) },
  });
  const submit = form.onSubmit(async ({ name, redirectUris, scopes: chosen, confidential }) => {
    setFormError(null);
    try {
      const result = await create({ variables: { input: { name: name.trim(), redirectUris: uriLines(redirectUris), scopes: chosen, confidential } } });
      const payload = result.data?.createOAuthClient;
      if (payload) onCreated({ clientId: payload.client.clientId, clientSecret: payload.clientSecret ?? null, name: payload.client.name });
    } catch (error) {
      const uriError = redirectUriError(error, uriLines(redirectUris));
      if (uriError) return form.setFieldError('redirectUris', uriError);
      const apiError = applyServerError(form, error, { name: { label: 'Name', max: NAME_MAX }, scopes: { label: 'Scopes' } });
      if (apiError) setFormError(apiError.code === ErrorCode.OAUTH_CLIENT_LIMIT_REACHED ? `You can register at most ${apiError.params.max ?? 20} apps.` : apiError.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Register an app">
      <Stack gap="sm">
        <NameAndRedirects form={form} />
        <Checkbox.Group label="Scopes it may ask for" {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {scopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={`${scope}: ${SCOPE_LABELS[scope]}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label="Confidential (a server that can keep a client secret)"
          description="Leave off for mobile, desktop and single-page apps"
          {...form.getInputProps('confidential', { type: 'checkbox' })}
        />
        <FormError title="Could not register the app" message={formError} />
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

/** Rename an app or change its redirect URIs; `owner`: say that a verified app needs verifying again. */
export function EditAppForm({
  app,
  owner,
  refetch,
  onCancel,
  onSaved,
}: {
  app: OAuthApp;
  owner: boolean;
  refetch: DocumentNode;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const [update] = useMutation(UpdateOAuthClientDocument, { refetchQueries: [refetch], awaitRefetchQueries: true });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: app.name, redirectUris: app.redirectUris.join('\n') },
    validate: { name: validateName, redirectUris: validateUris },
  });
  const submit = form.onSubmit(async ({ name, redirectUris }) => {
    setFormError(null);
    try {
      await update({ variables: { input: { clientId: app.clientId, name: name.trim(), redirectUris: uriLines(redirectUris) } } });
      void notifySuccess('App saved', `“${name.trim()}” is saved.`);
      onSaved();
    } catch (error) {
      const uriError = redirectUriError(error, uriLines(redirectUris));
      if (uriError) return form.setFieldError('redirectUris', uriError);
      const apiError = applyServerError(form, error, { name: { label: 'Name', max: NAME_MAX } });
      if (apiError) setFormError(apiError.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${app.name}`}>
      <Stack gap="sm">
        <NameAndRedirects form={form} />
        {owner && app.verified ? (
          <Text size="sm">Changing the name or the redirect URIs takes the app’s verification back until an admin verifies it again.</Text>
        ) : null}
        <FormError title="Could not save the app" message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
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
  const field = apiError.params.field ?? '';
  if (apiError.code !== ErrorCode.VALIDATION_FAILED || !field.startsWith('redirectUris')) return null;
  const index = Number(field.split('.')[1]);
  if (Number.isInteger(index) && uris[index] !== undefined) {
    return `“${uris[index]}” cannot be a redirect URI: use https://…, http://127.0.0.1/… or a private scheme like com.example.app:/… (no #fragment).`;
  }
  return apiError.params.reason === 'tooLong'
    ? 'At most 10 redirect URIs.'
    : 'Use one kind of redirect URI: all https (a web app), or all loopback / private scheme (a native app).';
}
