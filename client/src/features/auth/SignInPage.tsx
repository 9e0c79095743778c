import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconFingerprint, IconHourglass, IconMailExclamation } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { useRestClient } from '../../shared/api/ApiContext';
import { toApiError } from '../../shared/api/api-error';
import type { CurrentUser } from '../../shared/auth/current-user';
import { useSession } from '../../shared/auth/session';
import { applyServerError } from '../../shared/forms/server-errors';
import { RETURN_TO_PARAM, returnAfterSignIn } from '../../shared/guards/return-to';
import { accountRulesForm, FIELDS, requiredRule, validateEmail } from './account-rules';
import { AuthHeading } from './AuthHeading';
import { PasswordField } from './PasswordField';
import { GoogleButton } from './GoogleButton';
import { passkeyAssertion, passkeyProblem, usePasskeysSupported } from './passkey';
import { ResendConfirmation } from './ResendConfirmation';
import { SecondFactorStep, type SecondFactorProof } from './SecondFactorStep';

type Notice = { kind: 'unconfirmed'; email: string } | { kind: 'inactive'; message: string } | { kind: 'error'; message: string };

/**
 * Email and password sign-in, or a passkey alone ("Sign in with a passkey": the browser offers the passkeys it holds
 * for oDance, no email asked). Success writes the user into the session cache; the guest-only guard around the
 * auth pages then leaves for `?returnTo=` (when it is an in-app path), else — for someone without a profile yet —
 * the invitation to create one, else `/`.
 */
export default function SignInPage() {
  const rest = useRestClient();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const withPasskeys = usePasskeysSupported();
  // Set when the account asks for its second factor: the first step's fields, kept for the second request.
  const [secondStep, setSecondStep] = useState<{ email: string; password: string; methods: string[] } | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: requiredRule(FIELDS.password) },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async (values) => {
      setNotice(null);
      const email = values.email.trim();
      try {
        signedIn(await rest.post<CurrentUser>('/auth/signin', { email, password: values.password }));
      } catch (error) {
        const apiError = applyServerError(form, error, { email: FIELDS.email, password: FIELDS.password });
        if (!apiError) return;
        if (apiError.code === ErrorCode.AUTH_SECOND_FACTOR_REQUIRED) {
          const methods = Array.isArray(apiError.params.methods) ? apiError.params.methods.map(String) : ['totp'];
          setSecondStep({ email, password: values.password, methods });
        } else if (apiError.code === ErrorCode.AUTH_EMAIL_NOT_CONFIRMED) setNotice({ kind: 'unconfirmed', email });
        else if (apiError.code === ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE) setNotice({ kind: 'inactive', message: apiError.message });
        else setNotice({ kind: 'error', message: apiError.message });
      }
    }),
  );

  async function signInWithPasskey() {
    setNotice(null);
    setPasskeyBusy(true);
    try {
      signedIn(await rest.post<CurrentUser>('/auth/signin/passkey', { passkey: await passkeyAssertion(rest) }));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE) setNotice({ kind: 'inactive', message: apiError.message });
      else setNotice({ kind: 'error', message: passkeyProblem(error) });
    } finally {
      setPasskeyBusy(false);
    }
  }

  function signedIn(user: CurrentUser) {
    const returnTo = returnAfterSignIn(searchParams.get(RETURN_TO_PARAM), user);
    if (returnTo) void setSearchParams({ [RETURN_TO_PARAM]: returnTo }, { replace: true, flushSync: true });
    session.setUser(user);
  }

  if (secondStep) {
    const { email, password, methods } = secondStep;
    return (
      <>
        <AuthHeading title="Two-step sign-in">Confirm it is you.</AuthHeading>
        <SecondFactorStep
          methods={methods}
          submit={async (proof: SecondFactorProof) => signedIn(await rest.post<CurrentUser>('/auth/signin', { email, password, ...proof }))}
          onCancel={() => {
            setSecondStep(null);
            form.setFieldValue('password', '');
          }}
        />
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Sign in">Welcome back to oDance.</AuthHeading>
      <Stack gap="md">
        <GoogleButton />
        {/* POST: should a browser ever send it by itself (before the app runs), the password stays out of the address. */}
        <form {...formProps} method="post" noValidate aria-label="Sign in">
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Stack gap={6}>
              <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
              <Group justify="flex-end">
                <Anchor component={Link} to="/auth/forgot-password" size="sm">
                  Forgot password?
                </Anchor>
              </Group>
            </Stack>
            <Button type="submit" fullWidth loading={form.submitting}>
              Sign in
            </Button>
          </Stack>
        </form>
        {withPasskeys ? (
          <>
            <Divider label="or" labelPosition="center" />
            <Button variant="default" fullWidth leftSection={<IconFingerprint size={18} aria-hidden />} loading={passkeyBusy} onClick={() => void signInWithPasskey()}>
              Sign in with a passkey
            </Button>
          </>
        ) : null}
        {/* Outside the form: the notice may hold the resend form, and forms do not nest. */}
        {notice ? <SignInNotice notice={notice} /> : null}
        <Text ta="center" size="sm">
          New to oDance?{' '}
          <Anchor component={Link} to="/auth/sign-up" fw={600}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}

function SignInNotice({ notice }: { notice: Notice }) {
  if (notice.kind === 'unconfirmed') {
    return (
      <Alert color="blue" title="Confirm your email" icon={<IconMailExclamation aria-hidden />}>
        <Stack gap="sm">
          <Text size="sm">
            Open the link we mailed to <b>{notice.email}</b> to confirm your address, then sign in. No mail? Get a new link.
          </Text>
          <ResendConfirmation email={notice.email} />
        </Stack>
      </Alert>
    );
  }
  if (notice.kind === 'inactive') {
    return (
      <Alert color="blue" title="Account under verification" icon={<IconHourglass aria-hidden />}>
        {notice.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" title="Could not sign in" icon={<IconAlertCircle aria-hidden />}>
      {notice.message}
    </Alert>
  );
}
