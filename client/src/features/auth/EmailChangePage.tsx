import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useRestClient } from '../../shared/api/ApiContext';
import { useSession, useSessionState } from '../../shared/auth/session';
import { AuthHeading } from './AuthHeading';
import classes from './AuthLayout.module.css';
import { useSingleCall } from './use-single-call';

/** The undo link's path; the confirmation link is the same without `/undo` (server: request-email-change.ts). */
export const EMAIL_CHANGE_UNDO_PATH = '/auth/email-change/undo';

/**
 * The two links of an email change (docs/product.md#accounts), opened signed in or not: `/auth/email-change?token=…`
 * from the new address confirms it, `/auth/email-change/undo?token=…` from the old one cancels or reverts it (and
 * the server signs every session out). Each token is single-use, so it is sent exactly once; afterwards the session
 * is asked again, so the top bar shows the address now in use, or that the undo signed this browser out.
 */
export default function EmailChangePage() {
  const rest = useRestClient();
  const session = useSession();
  const { user } = useSessionState();
  const undo = useLocation().pathname.replace(/\/$/, '') === EMAIL_CHANGE_UNDO_PATH;
  const token = useSearchParams()[0].get('token');
  const { state } = useSingleCall(token ? () => rest.post<{ email: string }>(undo ? '/auth/email/change/undo' : '/auth/email/change/confirm', { token }) : null);
  const done = state.status === 'done';
  useEffect(() => {
    if (done) void session.refresh();
  }, [done, session]);

  const title = undo ? 'Undo the email change' : 'Confirm your new email';
  if (state.status === 'pending') {
    return (
      <>
        <AuthHeading title={title} />
        <Center py="lg" role="status">
          <Loader aria-hidden />
          <Text ml="sm">{undo ? 'Undoing the change…' : 'Confirming your new address…'}</Text>
        </Center>
      </>
    );
  }

  if (state.status === 'done') {
    return (
      <>
        <AuthHeading title={undo ? 'Email change undone' : 'Email changed'} />
        <Stack gap="md">
          <Alert color="brand" title={undo ? 'Your address is back' : 'Thank you'} icon={<IconCircleCheck aria-hidden />}>
            {undo ? (
              <>
                Your account signs in with <b className={classes.address}>{state.value.email}</b>, and every session was signed out. If you did not ask for the change,
                choose a new password now.
              </>
            ) : (
              <>
                From now on you sign in with <b className={classes.address}>{state.value.email}</b>.
              </>
            )}
          </Alert>
          {undo ? (
            <Button component={Link} to="/auth/forgot-password" fullWidth>
              Choose a new password
            </Button>
          ) : user ? (
            <Button component={Link} to="/dashboard/account-information" fullWidth>
              Account information
            </Button>
          ) : (
            <Button component={Link} to="/auth/sign-in" fullWidth>
              Sign in
            </Button>
          )}
        </Stack>
      </>
    );
  }

  const error = state.status === 'failed' ? state.error : null;
  return (
    <>
      <AuthHeading title={title} />
      <Stack gap="lg">
        <Alert color="red" title={undo ? 'We could not undo the change' : 'We could not change your email'} icon={<IconAlertCircle aria-hidden />}>
          <Text size="sm">{error ? error.message : 'This link is incomplete. Open the link from the mail again.'}</Text>
        </Alert>
        <Text size="sm">
          {undo ? 'A link works once, for 7 days.' : 'A link works once, for 48 hours. Ask for a new one on your account page.'}{' '}
          <Anchor component={Link} to={user ? '/dashboard/account-information' : '/auth/sign-in'} fw={600}>
            {user ? 'Account information' : 'Sign in'}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
