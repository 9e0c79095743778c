import { useId, useState } from 'react';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { useRestClient } from '../../shared/api/ApiContext';
import { applyServerError } from '../../shared/forms/server-errors';
import { accountRulesForm, FIELDS, validateConfirmPassword, validateEmail, validateFirstName, validateLastName, validatePassword } from './account-rules';
import { AuthHeading } from './AuthHeading';
import { PasswordField } from './PasswordField';
import { GoogleButton } from './GoogleButton';
import { PasswordChecklist } from './PasswordChecklist';
import { ResendConfirmation } from './ResendConfirmation';

const SERVER_FIELDS = { email: FIELDS.email, firstName: FIELDS.firstName, lastName: FIELDS.lastName, password: FIELDS.password };

/** Creates an account; the server mails a confirmation link, so success tells the visitor to check the mailbox. */
export default function SignUpPage() {
  const rest = useRestClient();
  const checklistId = useId();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', firstName: '', lastName: '', password: '', confirmPassword: '' },
    validate: {
      email: validateEmail,
      firstName: validateFirstName,
      lastName: validateLastName,
      password: (value) => validatePassword(value),
      confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
    },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async (values) => {
      setFormError(null);
      try {
        const { email } = await rest.post<{ email: string }>('/auth/signup', {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        });
        setSignedUpEmail(email);
      } catch (error) {
        const apiError = applyServerError(form, error, SERVER_FIELDS, { [ErrorCode.AUTH_EMAIL_ALREADY_IN_USE]: 'email' });
        if (apiError) setFormError(apiError.message);
      }
    }),
  );

  if (signedUpEmail) {
    return (
      <>
        <AuthHeading title="Check your mailbox" />
        <Stack gap="md">
          <Text>
            We sent a confirmation link to <b>{signedUpEmail}</b>. Open it to confirm your address; then you can sign in. The link works for
            48 hours.
          </Text>
          <Text size="sm" c="dimmed">
            Nothing arrived? Look in your spam folder, or get a new link.
          </Text>
          <ResendConfirmation email={signedUpEmail} />
          <Anchor component={Link} to="/auth/sign-in" size="sm" fw={600}>
            Back to sign in
          </Anchor>
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Sign up">Create your oDance account.</AuthHeading>
      <Stack gap="md">
        <GoogleButton />
        {/* POST: should a browser ever send it by itself (before the app runs), the password stays out of the address. */}
        <form {...formProps} method="post" noValidate aria-label="Sign up">
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <PasswordField label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordChecklist id={checklistId} value={form.values.password} />
            <PasswordField label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            {formError ? (
              <Alert color="red" title="Could not sign up" icon={<IconAlertCircle aria-hidden />}>
                {formError}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth loading={form.submitting}>
              Create account
            </Button>
          </Stack>
        </form>
        <Text ta="center" size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/sign-in" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
