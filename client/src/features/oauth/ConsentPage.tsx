import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { toApiError } from '../../shared/api/api-error';
import { useRestClient } from '../../shared/api/ApiContext';
import { scopeLabel } from '../../shared/auth/scope-labels';
import { signInPathFor } from '../../shared/guards/return-to';
import classes from './ConsentPage.module.css';

/** What the server's interaction calls answer (server/src/modules/oauth/oauth-interaction.rest.ts). */
export type InteractionStep =
  | { prompt: 'login'; client: ConsentClient; redirectTo?: undefined }
  | {
      prompt: 'consent';
      client: ConsentClient;
      account: { name: string; email: string };
      scopes: Array<{ scope: string; available: boolean }>;
      redirectTo?: undefined;
    }
  | { redirectTo: string; prompt?: undefined };

/** The app asking; `verified`: an admin vouched for it (an app any member registered is not, until then). */
type ConsentClient = { name: string; verified?: boolean };

type View = { state: 'loading' } | { state: 'error'; message: string } | { state: 'leaving' } | { state: 'step'; step: InteractionStep };

/**
 * The OAuth provider's sign-in and consent screen (README "API access"): an app sent the browser here to ask
 * for access to the person's account. Signed out → sign in first and come back; signed in → the app's name, what
 * it asks for in plain words, Allow / Deny. Either answer sends the browser back into the provider, which
 * returns it to the app. `leave` is the navigation out of the web app (a prop for tests).
 */
export default function ConsentPage({ leave = (url: string) => window.location.assign(url) }: { leave?: (url: string) => void }) {
  const { uid = '' } = useParams();
  const rest = useRestClient().withBase(`/oauth/interaction/${encodeURIComponent(uid)}`);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [busy, setBusy] = useState<'allow' | 'deny' | null>(null);
  useDocumentTitle(view.state === 'step' && view.step.prompt ? `Allow ${view.step.client.name}? · oDance` : 'Allow an app · oDance');

  useEffect(() => {
    let live = true;
    rest.get<InteractionStep>('details').then(
      (step) => {
        if (!live) return;
        if (step.redirectTo) {
          setView({ state: 'leaving' });
          leave(step.redirectTo);
        } else setView({ state: 'step', step });
      },
      (error: unknown) => live && setView({ state: 'error', message: explain(error) }),
    );
    return () => {
      live = false;
    };
    // `rest` is rebuilt each render; the interaction is fetched once per uid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);

  const answer = async (decision: 'allow' | 'deny') => {
    setBusy(decision);
    try {
      const { redirectTo } = await rest.post<{ redirectTo: string }>(decision === 'allow' ? 'confirm' : 'abort');
      setView({ state: 'leaving' });
      leave(redirectTo);
    } catch (error) {
      setBusy(null);
      setView({ state: 'error', message: explain(error) });
    }
  };

  return (
    <Paper withBorder radius="lg" className={classes.card} component="section" aria-labelledby="consent-heading">
      {view.state === 'loading' || view.state === 'leaving' ? (
        <Text role="status">{view.state === 'loading' ? 'Loading…' : 'Returning to the app…'}</Text>
      ) : view.state === 'error' ? (
        <Stack gap="md">
          <Title order={1} size="h2" id="consent-heading">
            This request cannot be used
          </Title>
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {view.message}
          </Alert>
          <Anchor component={Link} to="/">
            Back to oDance
          </Anchor>
        </Stack>
      ) : view.step.prompt === 'login' ? (
        <Stack gap="md">
          <Title order={1} size="h2" id="consent-heading" className={classes.wrap}>
            Sign in to continue to {view.step.client.name}
          </Title>
          <Text>
            <b className={classes.wrap}>{view.step.client.name}</b> wants to use your oDance account. Sign in first; you will then see what it asks for
            and decide.
          </Text>
          <Group>
            <Button component={Link} to={signInPathFor({ pathname: `/oauth/interaction/${uid}`, search: '', hash: '' })}>
              Sign in
            </Button>
            <Button variant="default" loading={busy === 'deny'} onClick={() => void answer('deny')}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : view.step.prompt === 'consent' ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconLock size={22} />
            </ThemeIcon>
            <Title order={1} size="h2" id="consent-heading" className={classes.wrap}>
              Allow {view.step.client.name} to use your account?
            </Title>
          </Group>
          {view.step.client.verified === false ? <UnverifiedApp /> : null}
          <Text size="sm" c="dimmed" className={classes.wrap}>
            Signed in as {view.step.account.name} ({view.step.account.email})
          </Text>
          <div>
            <Text fw={600} mb={6}>
              It will be able to:
            </Text>
            <List spacing={6} icon={<IconCheck size={18} aria-hidden />} aria-label="What the app asks for">
              {view.step.scopes.map(({ scope, available }) => (
                <List.Item key={scope}>
                  {scopeLabel(scope)}
                  {available ? null : (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      (not available to your account)
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
          <Text size="sm" c="dimmed">
            You can withdraw this at any time on your Security page.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={busy !== null} loading={busy === 'deny'} onClick={() => void answer('deny')}>
              Deny
            </Button>
            <Button disabled={busy !== null} loading={busy === 'allow'} onClick={() => void answer('allow')}>
              Allow
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Paper>
  );
}

function explain(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.code === ErrorCode.NOT_FOUND) {
    return apiError.params?.reason === 'appDisabled'
      ? 'This app has been disabled.'
      : 'This sign-in request has expired or was already used. Go back to the app and start again.';
  }
  return apiError.message;
}

/** Said before anything is allowed: nobody at oDance checked who made this app (docs/apps.md "Your own apps"). */
function UnverifiedApp() {
  return (
    <Alert color="#a8400b" variant="outline" icon={<IconAlertCircle aria-hidden />} title="Unverified app" role="note">
      oDance has not verified who made this app. Allow it only if you know and trust its maker.
    </Alert>
  );
}
