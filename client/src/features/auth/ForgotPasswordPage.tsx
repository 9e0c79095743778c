import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRestClient } from '../../shared/api/ApiContext';
import { applyServerError } from '../../shared/forms/server-errors';
import { accountRulesForm, FIELDS, validateEmail } from './account-rules';
import { AuthHeading } from './AuthHeading';

/**
 * Asks for a reset link. The server answers alike for known and unknown addresses, so the success text does
 * not say whether an account exists.
 */
export default function ForgotPasswordPage() {
  const rest = useRestClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateEmail } });

  const formProps = accountRulesForm(
    form.onSubmit(async ({ email }) => {
      setFormError(null);
      const address = email.trim();
      try {
        await rest.post('/auth/password/reset', { email: address });
        setSentTo(address);
      } catch (error) {
        const apiError = applyServerError(form, error, { email: FIELDS.email });
        if (apiError) setFormError(apiError.message);
      }
    }),
  );

  if (sentTo) {
    return (
      <>
        <AuthHeading title="Check your mailbox" />
        <Stack gap="md">
          <Text>
            If an account uses <b>{sentTo}</b>, we have mailed it a link to set a new password. The link works for one hour.
          </Text>
          <Anchor component={Link} to="/auth/sign-in" size="sm" fw={600}>
            Back to sign in
          </Anchor>
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Forgot password">Enter the email you signed up with and we will mail you a link to set a new password.</AuthHeading>
      <form {...formProps} noValidate aria-label="Request a password reset link">
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          {formError ? (
            <Alert color="red" title="Could not send the link" icon={<IconAlertCircle aria-hidden />}>
              {formError}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={form.submitting}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/auth/sign-in" size="sm" fw={600} ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
