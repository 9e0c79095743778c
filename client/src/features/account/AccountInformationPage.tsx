import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle, IconBrandGoogle, IconMail, IconMailForward } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { RequestEmailChangeDocument, UpdateAccountDocument } from '../../gql/graphql';
import { useCurrentUser, type CurrentUser } from '../../shared/auth/current-user';
import { toApiError } from '../../shared/api/api-error';
import { applyServerError } from '../../shared/forms/server-errors';
import { notifySuccess } from '../../shared/ui/notify';
import { accountRulesForm, FIELDS, requiredRule, validateFirstName, validateLastName, validateNewEmail } from '../auth/account-rules';
import { PasswordField } from '../auth/PasswordField';
import classes from './AccountPages.module.css';

/** The signed-in user's names (editable), email and sign-in method. */
export default function AccountInformationPage() {
  useDocumentTitle('Account information · oDance');
  const { user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>Account information</Title>
        <Text c="dimmed">Your name as others see it, how you sign in, and the mails you get.</Text>
      </div>
      {/* The dashboard's guard only renders this page for a signed-in user. */}
      {user ? (
        <>
          <SignInDetails user={user} />
          {user.authMethod === 'email' ? <ChangeEmailForm key={user.email} user={user} /> : null}
          <NameForm key={user.id} user={user} />
          <MailPreferences user={user} />
        </>
      ) : null}
    </Stack>
  );
}

function SignInDetails({ user }: { user: CurrentUser }) {
  const google = user.authMethod === 'google';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sign-in-details">
      <Title order={2} size="h4" id="sign-in-details" mb="md">
        Sign-in details
      </Title>
      <dl className={classes.details}>
        <dt>Email</dt>
        <dd>
          <Text component="span" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </dd>
        <dt>Sign-in method</dt>
        <dd>
          <Badge
            variant="light"
            color={google ? 'blue' : 'gray'}
            size="lg"
            tt="none"
            fw={500}
            leftSection={google ? <IconBrandGoogle size={14} aria-hidden /> : <IconMail size={14} aria-hidden />}
          >
            {google ? 'Google' : 'Email and password'}
          </Badge>
        </dd>
      </dl>
      <Text size="sm" c="dimmed" mt="md">
        {google ? 'Your email comes from your Google account.' : 'To sign in with another address, change it below.'}
      </Text>
    </Paper>
  );
}

/**
 * Asks to sign in with another address (docs/product.md#accounts): the new address and the password. Nothing changes
 * until the new address confirms the mailed link; until then the page says where that link went.
 */
function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const [requestEmailChange] = useMutation(RequestEmailChangeDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newEmail: '', password: '' },
    validate: { newEmail: validateNewEmail, password: requiredRule(FIELDS.currentPassword) },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async ({ newEmail, password }) => {
      setFormError(null);
      try {
        const { data } = await requestEmailChange({ variables: { input: { newEmail: newEmail.trim(), password } } });
        setSentTo(data?.requestEmailChange ?? newEmail.trim());
        form.reset();
      } catch (error) {
        const apiError = applyServerError(
          form,
          error,
          { newEmail: FIELDS.newEmail, password: FIELDS.currentPassword },
          { [ErrorCode.AUTH_EMAIL_ALREADY_IN_USE]: 'newEmail', [ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD]: 'password' },
        );
        if (apiError) setFormError(apiError.message);
      }
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="change-email">
      <Title order={2} size="h4" id="change-email" mb={4}>
        Change email
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        We send a link to the new address; you keep signing in with {user.email} until you open it. Your current address gets a notice
        with a link to undo the change.
      </Text>
      {sentTo ? (
        <Alert color="brand" title="Check the new mailbox" icon={<IconMailForward aria-hidden />} mb="md" role="status">
          We sent a confirmation link to <b style={{ overflowWrap: 'anywhere' }}>{sentTo}</b>. It works for 48 hours.
        </Alert>
      ) : null}
      <form {...formProps} noValidate aria-labelledby="change-email">
        <Stack gap="md" maw={420}>
          <TextInput label="New email" type="email" autoComplete="email" {...form.getInputProps('newEmail')} />
          <PasswordField label="Current password" autoComplete="current-password" {...form.getInputProps('password')} />
          {formError ? (
            <Alert color="red" title="Could not change the email" icon={<IconAlertCircle aria-hidden />}>
              {formError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={form.submitting}>
              Send confirmation link
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function NameForm({ user }: { user: CurrentUser }) {
  const [updateAccount] = useMutation(UpdateAccountDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName },
    validate: { firstName: validateFirstName, lastName: validateLastName },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async (values) => {
      setFormError(null);
      const input = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      try {
        // The answer updates the cached User (same id), so the top bar shows the new name at once.
        await updateAccount({ variables: { input } });
        // The saved (trimmed) names are the form's new starting point.
        form.setValues(input);
        form.resetDirty(input);
        void notifySuccess('Account information saved', 'Your name is updated.');
      } catch (error) {
        const apiError = applyServerError(form, error, { firstName: FIELDS.firstName, lastName: FIELDS.lastName });
        if (apiError) setFormError(apiError.message);
      }
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="your-name">
      <Title order={2} size="h4" id="your-name" mb="md">
        Your name
      </Title>
      <form {...formProps} noValidate aria-labelledby="your-name">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          {formError ? (
            <Alert color="red" title="Could not save" icon={<IconAlertCircle aria-hidden />}>
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="button" variant="default" disabled={!form.isDirty() || form.submitting} onClick={() => form.reset()}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Whether a received transfer is also mailed (the bell shows it either way); saved as soon as it is switched. */
function MailPreferences({ user }: { user: CurrentUser }) {
  const [updateAccount, { loading }] = useMutation(UpdateAccountDocument);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (on: boolean) => {
    setError(null);
    try {
      await updateAccount({ variables: { input: { firstName: user.firstName, lastName: user.lastName, mailOnTransferReceived: on } } });
      void notifySuccess('Mail preference saved', on ? 'You will get a mail when you receive oDance.' : 'No more mails when you receive oDance.');
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="mail-preferences">
      <Title order={2} size="h4" id="mail-preferences" mb="md">
        Mails
      </Title>
      <Switch
        label="Mail me when I receive oDance"
        description="Received transfers always show under the bell; this also sends a mail."
        checked={user.mailOnTransferReceived}
        disabled={loading}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {error ? (
        <Alert mt="md" color="red" title="Could not save" icon={<IconAlertCircle aria-hidden />}>
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}
