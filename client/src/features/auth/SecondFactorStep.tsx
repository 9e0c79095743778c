import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { ErrorCode } from '@odance/contract/errors';
import { useRestClient } from '../../shared/api/ApiContext';
import { toApiError } from '../../shared/api/api-error';
import { passkeyAssertion, passkeyProblem, passkeysSupported } from './passkey';

export interface SecondFactorProof {
  totpCode?: string;
  recoveryCode?: string;
  passkey?: AuthenticationResponseJSON;
}

/**
 * The second step of a sign-in (AUTH_SECOND_FACTOR_REQUIRED): a code of the authenticator app, a
 * passkey (when the account has one and the browser can), or a recovery code instead. `submit` sends the proof with whatever the first step needs (the password, or Google's
 * pending sign-in); a wrong code stays on this step.
 */
export function SecondFactorStep({ methods, submit, onCancel }: { methods: string[]; submit: (proof: SecondFactorProof) => Promise<void>; onCancel: () => void }) {
  const rest = useRestClient();
  const withPasskey = methods.includes('passkey') && passkeysSupported();
  const [recovery, setRecovery] = useState(!methods.includes('totp'));
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const signInWithPasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      await submit({ passkey: await passkeyAssertion(rest) });
    } catch (e) {
      setError(passkeyProblem(e));
    } finally {
      setPasskeyBusy(false);
    }
  };
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (!value.trim() ? (recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your app.') : null) },
  });
  const onSubmit = form.onSubmit(async ({ code }) => {
    setError(null);
    try {
      await submit(recovery ? { recoveryCode: code.trim() } : { totpCode: code.trim() });
    } catch (e) {
      const apiError = toApiError(e);
      if (apiError.code === ErrorCode.VALIDATION_FAILED) form.setFieldError('code', recovery ? 'That recovery code is not valid or was used already.' : 'That code is not right. Wait for the next one and try again.');
      else setError(apiError.message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Two-step sign-in">
      <Stack gap="md">
        {withPasskey ? (
          <>
            <Button variant="default" fullWidth leftSection={<IconFingerprint size={18} aria-hidden />} loading={passkeyBusy} onClick={() => void signInWithPasskey()}>
              Use a passkey
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              or
            </Text>
          </>
        ) : null}
        <Text>{recovery ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.' : 'Open your authenticator app and enter the 6-digit code it shows for oDance.'}</Text>
        <TextInput
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('code')}
        />
        {error ? (
          <Alert color="red" title="Could not sign in" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={form.submitting}>
          Verify
        </Button>
        {methods.includes('totp') && methods.includes('recovery') ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              form.reset();
            }}
          >
            {recovery ? 'Use a code from the app instead' : 'Lost your phone? Use a recovery code'}
          </Anchor>
        ) : null}
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
