import { useId, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { useRestClient } from '../../shared/api/ApiContext';
import { applyServerError } from '../../shared/forms/server-errors';
import { accountRulesForm, FIELDS, validateConfirmPassword, validatePassword } from './account-rules';
import { AuthHeading } from './AuthHeading';
import { PasswordField } from './PasswordField';
import { PasswordChecklist } from './PasswordChecklist';

type Failure = { message: string; linkBroken: boolean };

/** Sets a new password with the token of the mailed link (`/auth/password-reset?token=…`). */
export default function PasswordResetPage() {
  const rest = useRestClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const checklistId = useId();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => validatePassword(value),
      confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
    },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async ({ password }) => {
      setFailure(null);
      try {
        await rest.post('/auth/password/reset/set', { token, password });
        setDone(true);
      } catch (error) {
        const apiError = applyServerError(form, error, { password: FIELDS.password });
        if (apiError) setFailure({ message: apiError.message, linkBroken: apiError.code === ErrorCode.AUTH_INVALID_PASSWORD_RESET_TOKEN });
      }
    }),
  );

  if (done) {
    return (
      <>
        <AuthHeading title="Password changed" />
        <Stack gap="md">
          <Text>Your new password is set, and every device that was signed in has been signed out. Sign in with the new password.</Text>
          <Button component={Link} to="/auth/sign-in" fullWidth>
            Sign in
          </Button>
        </Stack>
      </>
    );
  }

  if (!token) {
    return (
      <>
        <AuthHeading title="Set a new password" />
        <Stack gap="md">
          <Alert color="red" title="This link is incomplete" icon={<IconAlertCircle aria-hidden />}>
            Open the link from the password reset mail again, or request a new one.
          </Alert>
          <Button component={Link} to="/auth/forgot-password" fullWidth>
            Request a new link
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Set a new password">Choose the password you will sign in with from now on.</AuthHeading>
      <form {...formProps} noValidate aria-label="Set a new password">
        <Stack gap="md">
          <PasswordField label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordChecklist id={checklistId} value={form.values.password} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          {failure ? (
            <Alert color="red" title="Could not set the password" icon={<IconAlertCircle aria-hidden />}>
              <Stack gap="xs">
                <Text size="sm">{failure.message}</Text>
                {failure.linkBroken ? (
                  <Anchor component={Link} to="/auth/forgot-password" size="sm" fw={600}>
                    Request a new link
                  </Anchor>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={form.submitting}>
            Set password
          </Button>
        </Stack>
      </form>
    </>
  );
}
