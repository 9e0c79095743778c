import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Code, CopyButton, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  type ApiScope,
  CreatePersonalAccessTokenDocument,
  PersonalAccessTokensDocument,
  RevokePersonalAccessTokenDocument,
  type PersonalAccessTokensQuery,
} from '../../gql/graphql';
import type { CurrentUser } from '../../shared/auth/current-user';
import { SCOPE_LABELS } from '../../shared/auth/scope-labels';
import { applyServerError } from '../../shared/forms/server-errors';
import { notifySuccess } from '../../shared/ui/notify';
import { RevokeList, RevokeListItem } from '../../shared/ui/RevokeList';
import classes from './AccountPages.module.css';

type Token = PersonalAccessTokensQuery['personalAccessTokens'][number];

const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];


const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Personal access tokens for scripts (README "API access"): create (shown once, with a copy button), list, revoke. */
export function PersonalTokensSection({ user }: { user: CurrentUser }) {
  const { data, loading } = useQuery(PersonalAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tokens-heading">
      <Title order={2} size="h4" id="tokens-heading" mb={4}>
        Personal access tokens
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        For your own scripts and tools: send a token as <Code>Authorization: Bearer …</Code> to <Code>/graphql</Code> or the REST paths. A token can do only
        what its scopes allow, and only until it expires or you revoke it.
      </Text>
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : <CreateTokenForm user={user} onCreated={setCreated} />}
      <Title order={3} size="h5" mt="lg" mb="xs">
        Your tokens
      </Title>
      <TokenList tokens={data?.personalAccessTokens} loading={loading} />
    </Paper>
  );
}

/**
 * The Security page's view of the same tokens (among the account's keys, where a member looks for what can act for
 * them): the list with "Revoke", and a link to Developer settings, where tokens are created (docs/decisions.md
 * "Personal tokens on the Security page").
 */
export function PersonalTokensOverview() {
  const { data, loading } = useQuery(PersonalAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tokens-overview-heading">
      <Title order={2} size="h4" id="tokens-overview-heading" mb={4}>
        Personal access tokens
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Tokens your scripts use to act for you. Revoke any you no longer use or do not recognise; create new ones in{' '}
        <Anchor component={Link} to="/dashboard/developer-settings" underline="always">
          Developer settings
        </Anchor>
        .
      </Text>
      <TokenList tokens={data?.personalAccessTokens} loading={loading} />
    </Paper>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <Alert color="teal.9" variant="outline" icon={<IconKey aria-hidden />} title="Copy your new token now" role="status">
      <Stack gap="xs">
        <Text size="sm">It is shown this once: oDance keeps only a fingerprint of it.</Text>
        <Code block className={classes.tokenText} data-testid="new-token">
          {token}
        </Code>
        <Group>
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button size="xs" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
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

function CreateTokenForm({ user, onCreated }: { user: CurrentUser; onCreated: (token: string) => void }) {
  const [create] = useMutation(CreatePersonalAccessTokenDocument, { refetchQueries: [PersonalAccessTokensDocument] });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '', scopes: ['read'] as ApiScope[], expiresInDays: '90' },
    validate: {
      name: (value) => (!value.trim() ? 'Give the token a name.' : value.trim().length > 64 ? 'At most 64 characters.' : null),
      scopes: (value) => (value.length === 0 ? 'Choose at least one scope.' : null),
    },
  });
  const submit = form.onSubmit(async ({ name, scopes, expiresInDays }) => {
    setFormError(null);
    try {
      const result = await create({ variables: { input: { name: name.trim(), scopes, expiresInDays: Number(expiresInDays) } } });
      const token = result.data?.createPersonalAccessToken.token;
      if (token) {
        form.reset();
        onCreated(token);
      }
    } catch (error) {
      const apiError = applyServerError(form, error, { name: { label: 'Name', max: 64 }, scopes: { label: 'Scopes' }, expiresInDays: { label: 'Expiry' } });
      if (apiError) setFormError(apiError.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Create a personal access token">
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" description="What uses it, e.g. “studio till”" maxLength={64} {...form.getInputProps('name')} />
        <Checkbox.Group label="Scopes" {...form.getInputProps('scopes')}>
          <Stack gap={6} mt={6}>
            {/* The scopes the server lets this account grant (it refuses the others). */}
            {user.can.grantableScopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={`${scope}: ${SCOPE_LABELS[scope]}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select label="Expires after" data={EXPIRY_CHOICES} allowDeselect={false} maw={200} {...form.getInputProps('expiresInDays')} />
        {formError ? (
          <Alert color="red" title="Could not create the token" icon={<IconAlertCircle aria-hidden />}>
            {formError}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The tokens (undefined before the first answer), each with Revoke. */
function TokenList({ tokens, loading }: { tokens: Token[] | undefined; loading: boolean }) {
  const [revoke] = useMutation(RevokePersonalAccessTokenDocument, { refetchQueries: [PersonalAccessTokensDocument] });
  // The time the list was drawn: a token expiring while the page is open is marked on the next refetch.
  const [now] = useState(() => Date.now());
  return (
    <RevokeList
      items={tokens}
      loading={loading}
      emptyText="No tokens yet."
      label="Personal access tokens"
      textSize="sm"
      itemKey={(token) => token.id}
      renderItem={(token) => (
        <RevokeListItem
          name={token.name}
          scopes={token.scopes.map((scope) => ({ scope }))}
          dates={`Created ${day(token.createdAt)} · ${new Date(token.expiresAt).getTime() <= now ? 'expired' : 'expires'} ${day(token.expiresAt)} · last used ${token.lastUsedAt ? day(token.lastUsedAt) : 'never'}`}
          confirm={{
            body: 'Scripts and apps using this token stop working at once. This cannot be undone: to use the API again, create a new token.',
            keepLabel: 'Keep token',
            confirmLabel: 'Revoke token',
            onConfirm: async () => {
              await revoke({ variables: { id: token.id } });
              void notifySuccess('Token revoked', `“${token.name}” no longer works.`);
            },
          }}
        />
      )}
    />
  );
}
