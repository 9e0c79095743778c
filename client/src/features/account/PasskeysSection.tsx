import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { BeginPasskeyEnrolmentDocument, ConfirmPasskeyEnrolmentDocument, RemovePasskeyDocument, SecondFactorsDocument } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import type { CurrentUser } from '../../shared/auth/current-user';
import { notifySuccess } from '../../shared/ui/notify';
import { passkeyProblem, passkeysSupported } from '../auth/passkey';
import { PasswordField } from '../auth/PasswordField';
import { RecoveryCodes } from './SecondFactorsSection';

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Passkeys (docs/decisions.md "Passkeys"): add one under a name (the browser's own prompt creates it),
 * list them, remove one with the password (a Google account: a code of the app or a recovery code), as turning off
 * the authenticator app asks. A first second factor shows its recovery codes once.
 */
export function PasskeysSection({ user }: { user: CurrentUser }) {
  const { data, refetch } = useQuery(SecondFactorsDocument, { fetchPolicy: 'cache-and-network' });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const passkeys = data?.secondFactors.passkeys ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="passkeys-heading">
      <Title order={2} size="h4" id="passkeys-heading" mb={4}>
        Passkeys
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A passkey signs you in with your fingerprint, face or screen lock instead of a password, and counts as two-step sign-in after your password. It stays on your
        device; oDance keeps only its public key.
      </Text>
      <Stack gap="md">
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : null}
        {data && passkeys.length === 0 ? <Text size="sm">No passkeys yet.</Text> : null}
        {passkeys.length > 0 ? (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} user={user} passkey={passkey} onRemoved={() => void refetch()} />
            ))}
          </Stack>
        ) : null}
        {passkeysSupported() ? (
          <AddPasskeyForm
            onAdded={(codes) => {
              if (codes.length > 0) setRecoveryCodes(codes);
              void refetch();
            }}
          />
        ) : (
          <Text size="sm">This browser cannot create passkeys. Use a current browser to add one.</Text>
        )}
      </Stack>
    </Paper>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: (recoveryCodes: string[]) => void }) {
  const [begin] = useMutation(BeginPasskeyEnrolmentDocument);
  const [confirm] = useMutation(ConfirmPasskeyEnrolmentDocument);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (!value.trim() ? 'Give it a name, e.g. the device it is on.' : value.trim().length > 60 ? 'At most 60 characters.' : null) },
  });
  const submit = form.onSubmit(async ({ name }) => {
    setError(null);
    try {
      const options = JSON.parse((await begin()).data!.beginPasskeyEnrolment.options) as PublicKeyCredentialCreationOptionsJSON;
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options });
      const result = await confirm({ variables: { name: name.trim(), response: JSON.stringify(response) } });
      form.reset();
      onAdded(result.data?.confirmPasskeyEnrolment.recoveryCodes ?? []);
      void notifySuccess('Passkey added', `“${name.trim()}” now signs you in.`);
    } catch (e) {
      const apiError = toApiError(e);
      if (apiError.code === ErrorCode.VALIDATION_FAILED && apiError.params.field === 'name') form.setFieldError('name', 'Give it a name of at most 60 characters.');
      else if (apiError.code === ErrorCode.VALIDATION_FAILED && apiError.params.reason === 'alreadyExists') setError('This passkey is already on your account.');
      else setError(passkeyProblem(e));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a passkey">
      <Stack gap="sm">
        <TextInput label="Passkey name" description="So you can tell your passkeys apart, e.g. “Laptop”." maxLength={60} w={{ base: '100%', xs: 320 }} {...form.getInputProps('name')} />
        {error ? (
          <Alert color="red" title="Could not add the passkey" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" leftSection={<IconFingerprint size={18} aria-hidden />} loading={form.submitting}>
            Add a passkey
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string | null;
}

function PasskeyRow({ user, passkey, onRemoved }: { user: CurrentUser; passkey: PasskeyView; onRemoved: () => void }) {
  const [remove] = useMutation(RemovePasskeyDocument);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withPassword = user.authMethod === 'email';
  const form = useForm({ initialValues: { secret: '' }, validate: { secret: (value) => (value ? null : withPassword ? 'Enter your password.' : 'Enter a code from your app or a recovery code.') } });
  const submit = form.onSubmit(async ({ secret }) => {
    setError(null);
    try {
      await remove({ variables: withPassword ? { id: passkey.id, password: secret } : { id: passkey.id, code: secret.trim() } });
      setOpen(false);
      onRemoved();
      void notifySuccess('Passkey removed', `“${passkey.name}” no longer signs you in.`);
    } catch (e) {
      const apiError = toApiError(e);
      if (apiError.code === ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD) form.setFieldError('secret', 'The password is incorrect.');
      else if (apiError.code === ErrorCode.VALIDATION_FAILED) form.setFieldError('secret', 'That code is not right.');
      else setError(apiError.message);
    }
  });
  return (
    <Stack component="li" gap="xs" aria-label={passkey.name} data-testid="passkey">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFingerprint size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            <Text size="xs" c="dimmed">
              Added {when(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${when(passkey.lastUsedAt)}` : 'not used yet'}
            </Text>
          </div>
        </Group>
        {open ? null : (
          <Button variant="default" size="xs" onClick={() => setOpen(true)}>
            Remove
          </Button>
        )}
      </Group>
      {open ? (
        <form onSubmit={submit} noValidate aria-label={`Remove the passkey ${passkey.name}`}>
          <Stack gap="sm">
            {withPassword ? (
              <PasswordField label="Password" autoComplete="current-password" w={{ base: '100%', xs: 320 }} {...form.getInputProps('secret')} />
            ) : (
              <TextInput label="Code from the app or a recovery code" autoComplete="one-time-code" w={{ base: '100%', xs: 320 }} {...form.getInputProps('secret')} />
            )}
            {error ? <Alert color="red">{error}</Alert> : null}
            <Group>
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={form.submitting}>
                Remove passkey
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
