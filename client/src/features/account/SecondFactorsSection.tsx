import { useState } from 'react';
import { Alert, Badge, Button, Code, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconCheck, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { ErrorCode } from '@odance/contract/errors';
import { BeginTotpEnrolmentDocument, ConfirmTotpEnrolmentDocument, DisableTotpDocument, SecondFactorsDocument } from '../../gql/graphql';
import type { CurrentUser } from '../../shared/auth/current-user';
import { toApiError } from '../../shared/api/api-error';
import { QrCodeImage } from '../../shared/ui/QrCodeImage';
import { useQrCode } from '../../shared/ui/use-qr-code';
import { notifySuccess } from '../../shared/ui/notify';
import { PasswordField } from '../auth/PasswordField';

const CODE_PATTERN = /^\d{6}$/;

/**
 * Second factors: an authenticator app (TOTP) enrolled with a QR code and a first code, then ten
 * recovery codes shown once (copy or download); removing it needs the password (a Google account: a code).
 */
export function SecondFactorsSection({ user }: { user: CurrentUser }) {
  const { data, refetch } = useQuery(SecondFactorsDocument, { fetchPolicy: 'cache-and-network' });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const factors = data?.secondFactors;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="second-factors-heading">
      <Group gap="xs" mb={4}>
        <Title order={2} size="h4" id="second-factors-heading">
          Two-step sign-in
        </Title>
        {factors?.totp ? (
          <Badge color="teal.9" variant="filled" leftSection={<IconShieldCheck size={14} aria-hidden />}>
            On
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        After your password, oDance asks for a code from an authenticator app on your phone (or one of your passkeys, below), so a stolen password alone cannot open
        your account.
      </Text>
      {factors?.enrolmentRequired ? (
        <Alert color="orange" title="Your role needs two-step sign-in" icon={<IconAlertCircle aria-hidden />} mb="md">
          Until you add an authenticator app or a passkey, the {user.role.name} tools stay closed to you.
        </Alert>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : factors?.totp ? (
        <TotpEnabled user={user} recoveryCodesLeft={factors.recoveryCodesLeft} onDisabled={() => void refetch()} />
      ) : factors ? (
        <TotpEnrolment
          onEnrolled={(codes) => {
            setRecoveryCodes(codes);
            void refetch();
          }}
        />
      ) : null}
    </Paper>
  );
}

function TotpEnrolment({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const [begin, { data, loading }] = useMutation(BeginTotpEnrolmentDocument);
  const [confirm] = useMutation(ConfirmTotpEnrolmentDocument);
  const [error, setError] = useState<string | null>(null);
  const enrolment = data?.beginTotpEnrolment;
  const qr = useQrCode(enrolment?.otpauthUrl ?? '');
  const form = useForm({ initialValues: { code: '' }, validate: { code: (value) => (CODE_PATTERN.test(value.trim()) ? null : 'Enter the 6-digit code your app shows.') } });

  if (!enrolment) {
    return (
      <Stack gap="xs" align="flex-start">
        {error ? <Alert color="red">{error}</Alert> : null}
        <Button loading={loading} onClick={() => void begin().catch((e: unknown) => setError(toApiError(e).message))}>
          Set up an authenticator app
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(async ({ code }) => {
    setError(null);
    try {
      const result = await confirm({ variables: { code: code.trim() } });
      onEnrolled(result.data?.confirmTotpEnrolment.recoveryCodes ?? []);
      void notifySuccess('Two-step sign-in is on', 'Keep your recovery codes somewhere safe.');
    } catch (e) {
      const apiError = toApiError(e);
      if (apiError.code === ErrorCode.VALIDATION_FAILED) form.setFieldError('code', 'That code is not right. Check the time on your phone and try the next one.');
      else setError(apiError.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Set up an authenticator app">
      <Stack gap="md">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Open your authenticator app (Google Authenticator, 1Password, Authy…) and scan this code.</List.Item>
          <List.Item>Type the 6-digit code it shows.</List.Item>
        </List>
        <QrCodeImage src={qr} alt="QR code for your authenticator app" testId="totp-qr" />
        <Text size="sm">
          Cannot scan? Enter this key: <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>{enrolment.secret}</Code>
        </Text>
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={{ base: '100%', xs: 200 }}
          {...form.getInputProps('code')}
        />
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group>
          <Button type="submit" loading={form.submitting}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown once after a first second factor (here or in PasskeysSection), to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `oDance recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'odance-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" role="region" aria-label="Recovery codes">
      <Alert color="blue" title="Save your recovery codes now" icon={<IconAlertCircle aria-hidden />}>
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only this once.
      </Alert>
      <Code block data-testid="recovery-codes" fz="md">
        {codes.join('\n')}
      </Code>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download} leftSection={<IconDownload size={16} aria-hidden />}>
          Download
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </Group>
    </Stack>
  );
}

function TotpEnabled({ user, recoveryCodesLeft, onDisabled }: { user: CurrentUser; recoveryCodesLeft: number; onDisabled: () => void }) {
  const [disable] = useMutation(DisableTotpDocument);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withPassword = user.authMethod === 'email';
  const form = useForm({ initialValues: { secret: '' }, validate: { secret: (value) => (value ? null : withPassword ? 'Enter your password.' : 'Enter a code from your app.') } });
  const submit = form.onSubmit(async ({ secret }) => {
    setError(null);
    try {
      await disable({ variables: withPassword ? { password: secret } : { code: secret.trim() } });
      setOpen(false);
      onDisabled();
      void notifySuccess('Two-step sign-in is off', 'Your password alone signs you in again.');
    } catch (e) {
      const apiError = toApiError(e);
      if (apiError.code === ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD) form.setFieldError('secret', 'The password is incorrect.');
      else if (apiError.code === ErrorCode.VALIDATION_FAILED) form.setFieldError('secret', 'That code is not right.');
      else setError(apiError.message);
    }
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        An authenticator app is set up. Recovery codes left: <b>{recoveryCodesLeft}</b>.
      </Text>
      {open ? (
        <form onSubmit={submit} noValidate aria-label="Turn off two-step sign-in">
          <Stack gap="sm">
            {withPassword ? (
              <PasswordField label="Password" autoComplete="current-password" w={{ base: '100%', xs: 320 }} {...form.getInputProps('secret')} />
            ) : (
              <TextInput label="Code from the app" inputMode="numeric" autoComplete="one-time-code" w={{ base: '100%', xs: 200 }} {...form.getInputProps('secret')} />
            )}
            {error ? <Alert color="red">{error}</Alert> : null}
            <Group>
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={form.submitting}>
                Turn off
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button variant="default" color="red" onClick={() => setOpen(true)}>
            Turn off two-step sign-in
          </Button>
        </Group>
      )}
    </Stack>
  );
}
