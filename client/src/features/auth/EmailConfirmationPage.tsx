import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { useRestClient } from '../../shared/api/ApiContext';
import { AuthHeading } from './AuthHeading';
import { ResendConfirmation } from './ResendConfirmation';
import { useSingleCall } from './use-single-call';

interface Confirmation {
  email: string;
  /** False while the account waits for an admin's approval (ACCOUNT_APPROVAL=manual). */
  active: boolean;
  /** The link was opened before: the address was confirmed then. */
  alreadyConfirmed?: boolean;
}

/** The mailed link lands here (`?token=…`): the token is single-use, so it is sent exactly once. */
export default function EmailConfirmationPage() {
  const rest = useRestClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { state, retry } = useSingleCall(token ? () => rest.post<Confirmation>('/auth/email/confirm', { token }) : null);

  if (state.status === 'pending') {
    return (
      <>
        <AuthHeading title="Confirming your email" />
        <Center py="lg" role="status">
          <Loader aria-hidden />
          <Text ml="sm">Confirming your address…</Text>
        </Center>
      </>
    );
  }

  if (state.status === 'done') {
    const { email, active, alreadyConfirmed } = state.value;
    return (
      <>
        <AuthHeading title={alreadyConfirmed ? 'Already confirmed' : 'Email confirmed'} />
        <Stack gap="md">
          <Alert color="brand" title={alreadyConfirmed ? 'Nothing more to do' : 'Thank you'} icon={<IconCircleCheck aria-hidden />}>
            {alreadyConfirmed ? (
              <>
                <b>{email}</b> was confirmed already: this link has done its work.
              </>
            ) : (
              <>
                <b>{email}</b> is confirmed.
              </>
            )}
          </Alert>
          {active ? (
            <>
              <Text>Your account is ready. Sign in to start.</Text>
              <Button component={Link} to="/auth/sign-in" fullWidth>
                Sign in
              </Button>
            </>
          ) : (
            <Alert color="blue" title="Account under verification" icon={<IconHourglass aria-hidden />}>
              An admin reviews new accounts. You will get an email once yours is approved; then you can sign in.
            </Alert>
          )}
        </Stack>
      </>
    );
  }

  // No token in the link, or the server refused it: say why and offer a new link.
  const error = state.status === 'failed' ? state.error : null;
  const canRetry = error !== null && error.code !== ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN && error.status !== 400;
  return (
    <>
      <AuthHeading title="Email confirmation" />
      <Stack gap="lg">
        <Alert color="red" title="We could not confirm your email" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error ? error.message : 'This confirmation link is incomplete. Open the link from the mail again.'}</Text>
            {canRetry ? (
              <Button size="xs" variant="white" color="red" onClick={retry}>
                Try again
              </Button>
            ) : null}
          </Stack>
        </Alert>
        <Stack gap="xs">
          <Text fw={600}>Get a new confirmation link</Text>
          <Text size="sm" c="dimmed">
            Enter the email you signed up with.
          </Text>
          <ResendConfirmation />
        </Stack>
        <Text size="sm">
          Confirmed already?{' '}
          <Anchor component={Link} to="/auth/sign-in" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
