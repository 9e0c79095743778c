import { useId, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { IconAlertCircle, IconBrandGoogle, IconCoins, IconTrash } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { ChangePasswordDocument, DeleteAccountDocument } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useCurrentUser, type CurrentUser } from '../../shared/auth/current-user';
import { useLeaveSession } from '../../shared/auth/use-sign-out';
import { applyServerError, fieldMessage } from '../../shared/forms/server-errors';
import { formatOdance } from '../../shared/money/money';
import { notifySuccess } from '../../shared/ui/notify';
import { accountRulesForm, FIELDS, requiredRule, validateConfirmPassword, validatePassword } from '../auth/account-rules';
import { PasswordChecklist } from '../auth/PasswordChecklist';
import { PasswordField } from '../auth/PasswordField';
import classes from './AccountPages.module.css';
import { AuthorizedAppsSection } from './AuthorizedAppsSection';
import { DevicesSection } from './DevicesSection';
import { PasskeysSection } from './PasskeysSection';
import { PersonalTokensOverview } from './PersonalTokensSection';
import { SecondFactorsSection } from './SecondFactorsSection';
import { WebhooksSection } from './WebhooksSection';

/** The word typed to confirm a deletion. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Change the password (email accounts), two-step sign-in and passkeys, signed-in devices, personal access tokens (list
 * and revoke; created on Developer settings), apps allowed through OAuth, webhooks, and deleting the account. One's
 * own apps are on Developer settings (DeveloperSettingsPage).
 */
export default function SecurityPage() {
  useDocumentTitle('Security · oDance');
  const { user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>Security</Title>
        <Text c="dimmed">
          Your password, two-step sign-in and passkeys, signed-in devices, tokens, the apps you allowed, webhooks, and deleting your account. New tokens and the apps you
          build are in{' '}
          <Anchor underline="always" component={Link} to="/dashboard/developer-settings">
            Developer settings
          </Anchor>
          .
        </Text>
      </div>
      {user ? (
        <>
          {user.authMethod === 'email' ? <ChangePasswordSection /> : <GooglePasswordNote />}
          <SecondFactorsSection user={user} />
          <PasskeysSection user={user} />
          <DevicesSection />
          <PersonalTokensOverview />
          <AuthorizedAppsSection />
          <WebhooksSection />
          <DeleteAccountSection user={user} />
        </>
      ) : null}
    </Stack>
  );
}

function GooglePasswordNote() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="password-heading">
      <Title order={2} size="h4" id="password-heading" mb="xs">
        Password
      </Title>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconBrandGoogle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text>You sign in with Google, so there is no oDance password to change. Manage your password in your Google account.</Text>
      </Group>
    </Paper>
  );
}

function ChangePasswordSection() {
  const [changePassword] = useMutation(ChangePasswordDocument);
  const checklistId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: requiredRule(FIELDS.currentPassword),
      newPassword: (value, values) =>
        validatePassword(value, FIELDS.newPassword) ??
        (value === values.currentPassword ? 'The new password must differ from the current one.' : null),
      confirmPassword: (value, values) => validateConfirmPassword(value, values.newPassword),
    },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async ({ currentPassword, newPassword }) => {
      setFormError(null);
      try {
        await changePassword({ variables: { input: { currentPassword, newPassword } } });
        form.reset();
        void notifySuccess('Password changed', 'Other devices where you were signed in are now signed out.');
      } catch (error) {
        const apiError = applyServerError(
          form,
          error,
          { currentPassword: FIELDS.currentPassword, newPassword: FIELDS.newPassword },
          { [ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD]: 'currentPassword', [ErrorCode.ACCOUNT_NEW_PASSWORD_SAME_AS_CURRENT]: 'newPassword' },
        );
        if (apiError) setFormError(apiError.message);
      }
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="change-password">
      <Title order={2} size="h4" id="change-password" mb={4}>
        Change password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Changing it signs you out on every other device.
      </Text>
      <form {...formProps} noValidate aria-labelledby="change-password">
        <Stack gap="md" maw={420}>
          <PasswordField label="Current password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordField label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordChecklist id={checklistId} value={form.values.newPassword} />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          {formError ? (
            <Alert color="red" title="Could not change the password" icon={<IconAlertCircle aria-hidden />}>
              {formError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={form.submitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="delete-account" className={classes.danger}>
      <Title order={2} size="h4" id="delete-account" mb={4}>
        Delete account
      </Title>
      <Text size="sm" mb="md">
        Deleting your account erases your name, email and profiles and signs you out everywhere. oDance still on the account must be
        sent to someone first, or given up. Transfers you took part in stay in the other person&apos;s history. This cannot be undone.
      </Text>
      <Button color="red.9" variant="outline" leftSection={<IconTrash size={18} aria-hidden />} onClick={modal.open}>
        Delete account…
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Delete your account?" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
        {opened ? <DeleteAccountForm user={user} onCancel={modal.close} /> : null}
      </Modal>
    </Paper>
  );
}

/** Where the oDance can go before closing: the transfer form. */
export const SEND_ODANCE_PATH = '/dashboard/odance/transfers';

/**
 * The deletion form. An account holding oDance shows its balance and two ways out (docs/product.md#accounts): send
 * them to someone first (the transfer form), or tick the box that gives them up (`forfeitBalance`; the server moves
 * them to the platform account). Without either the button stays disabled; a balance that grew meanwhile (a transfer
 * arrived) comes back as ACCOUNT_HAS_BALANCE with the new figure, which the form shows and asks about again.
 */
function DeleteAccountForm({ user, onCancel }: { user: CurrentUser; onCancel: () => void }) {
  const [deleteAccount] = useMutation(DeleteAccountDocument);
  const leaveSession = useLeaveSession();
  const withPassword = user.authMethod === 'email';
  const [formError, setFormError] = useState<string | null>(null);
  // The balance the owner agrees to give up: the one shown, replaced by the server's when it refused a newer one.
  const [balance, setBalance] = useState(user.balance.odance);
  const balanceId = useId();
  const form = useForm({
    initialValues: { confirmation: '', password: '', forfeit: false },
    validate: {
      confirmation: (value) => (value === DELETE_CONFIRMATION ? null : `Type ${DELETE_CONFIRMATION} in capital letters.`),
      password: (value) => (withPassword && !value ? fieldMessage(FIELDS.password, 'required') : null),
      forfeit: (value) => (balance > 0 && !value ? `Send your ${formatOdance(balance)} first, or tick the box to give them up.` : null),
    },
  });

  const submit = form.onSubmit(async ({ password, forfeit }) => {
    setFormError(null);
    const forfeitBalance = balance > 0 && forfeit;
    try {
      await deleteAccount({ variables: { input: { ...(withPassword ? { password } : {}), ...(forfeitBalance ? { forfeitBalance } : {}) } } });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD) form.setFieldError('password', 'The password is incorrect.');
      else if (apiError.code === ErrorCode.ACCOUNT_HAS_BALANCE) {
        const held = typeof apiError.params.balance === 'number' ? apiError.params.balance : balance;
        setBalance(held);
        form.setFieldValue('forfeit', false);
        setFormError(`Your account now holds ${formatOdance(held)}. Send them to someone first, or tick the box to give them up.`);
      } else {
        const formLevel = applyServerError(form, apiError, { password: FIELDS.password });
        if (formLevel) setFormError(formLevel.message);
      }
      return;
    }
    // The server ended the session: leave for home signed out, with nothing of the account left in the cache.
    await leaveSession();
    void notifySuccess('Account deleted', 'Your account and its personal data are erased.');
  });

  const blocked = form.values.confirmation !== DELETE_CONFIRMATION || (balance > 0 && !form.values.forfeit);
  return (
    <form onSubmit={submit} noValidate aria-label="Delete account">
      <Stack gap="md">
        <Text size="sm">
          This erases <b>{user.email}</b> and everything tied to it, and cannot be undone.
        </Text>
        {balance > 0 ? (
          <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={balanceId} className={classes.balanceNotice}>
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <IconCoins size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text id={balanceId} fw={700} size="sm">
                  Your account holds {formatOdance(balance)}
                </Text>
              </Group>
              <Text size="sm">
                They are not refunded.{' '}
                <Anchor component={Link} to={SEND_ODANCE_PATH} onClick={onCancel} underline="always">
                  Send them to someone first
                </Anchor>
                , or give them up: they go to oDance and cannot be recovered.
              </Text>
              <Checkbox label={`Give up my ${formatOdance(balance)}`} {...form.getInputProps('forfeit', { type: 'checkbox' })} />
            </Stack>
          </Paper>
        ) : null}
        <TextInput
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('confirmation')}
        />
        {withPassword ? <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} /> : null}
        {formError ? (
          <Alert color="red" title="Could not delete the account" icon={<IconAlertCircle aria-hidden />}>
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={form.submitting} disabled={blocked}>
            Delete account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
