import { useCallback, useEffect, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconHourglass } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { useRestClient } from '../../shared/api/ApiContext';
import type { CurrentUser } from '../../shared/auth/current-user';
import { useSession } from '../../shared/auth/session';
import { RETURN_TO_PARAM, returnAfterSignIn } from '../../shared/guards/return-to';
import { AuthHeading } from './AuthHeading';
import { takeGoogleReturnTo } from './google-return';
import { useSingleCall } from './use-single-call';
import { SecondFactorStep, type SecondFactorProof } from './SecondFactorStep';

/**
 * Google sends the browser back here with `?code=…&state=…` (or `?error=access_denied` when the user said no).
 * The server's state cookie is single-use, so the callback is posted exactly once, StrictMode or not.
 */
export default function GoogleSignInPage() {
  const rest = useRestClient();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const denied = searchParams.get('error');
  const { state: call } = useSingleCall(
    code && state && !denied ? () => rest.post<CurrentUser>('/auth/sso/google/callback', { code, state }) : null,
  );

  const signedIn = useCallback(
    (user: CurrentUser) => {
      // The guest-only guard leaves for `?returnTo=` once the user is set: put the remembered page there first.
      const returnTo = returnAfterSignIn(takeGoogleReturnTo(), user);
      if (returnTo) void setSearchParams({ [RETURN_TO_PARAM]: returnTo }, { replace: true, flushSync: true });
      session.setUser(user);
    },
    [session, setSearchParams],
  );

  useEffect(() => {
    if (call.status === 'done') signedIn(call.value);
  }, [call, signedIn]);

  if (denied) {
    return (
      <Outcome title="Google sign-in cancelled">
        <Text>{denied === 'access_denied' ? 'You did not allow oDance to use your Google account.' : 'Google did not complete the sign-in.'}</Text>
      </Outcome>
    );
  }

  if (!code || !state) {
    return (
      <Outcome title="Google sign-in failed">
        <Alert color="red" title="The answer from Google is incomplete" icon={<IconAlertCircle aria-hidden />}>
          Start again from the sign-in page.
        </Alert>
      </Outcome>
    );
  }

  if (call.status === 'failed' && call.error.code === ErrorCode.AUTH_SECOND_FACTOR_REQUIRED) {
    // Google proved the first factor; the server holds a pending sign-in for the second (docs/decisions.md).
    const pendingSignIn = call.error.params.pendingSignIn ?? '';
    const methods = Array.isArray(call.error.params.methods) ? call.error.params.methods.map(String) : ['totp'];
    return (
      <>
        <AuthHeading title="Two-step sign-in">Confirm it is you.</AuthHeading>
        <SecondFactorStep
          methods={methods}
          submit={async (proof: SecondFactorProof) => signedIn(await rest.post<CurrentUser>('/auth/signin/second-factor', { pendingSignIn, ...proof }))}
          onCancel={() => void navigate('/auth/sign-in')}
        />
      </>
    );
  }

  if (call.status === 'failed') {
    const inactive = call.error.code === ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE;
    return (
      <Outcome title={inactive ? 'Account under verification' : 'Google sign-in failed'}>
        <Alert
          color={inactive ? 'blue' : 'red'}
          title={inactive ? 'Almost there' : 'We could not sign you in'}
          icon={inactive ? <IconHourglass aria-hidden /> : <IconAlertCircle aria-hidden />}
        >
          {call.error.message}
        </Alert>
      </Outcome>
    );
  }

  return (
    <>
      <AuthHeading title="Signing in with Google" />
      <Center py="lg" role="status">
        <Loader aria-hidden />
        <Text ml="sm">Finishing your Google sign-in…</Text>
      </Center>
    </>
  );
}

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <AuthHeading title={title} />
      <Stack gap="md">
        {children}
        <Button component={Link} to="/auth/sign-in" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    </>
  );
}
