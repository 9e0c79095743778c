import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useRestClient } from '../../shared/api/ApiContext';
import { applyServerError } from '../../shared/forms/server-errors';
import { accountRulesForm, FIELDS, validateEmail } from './account-rules';

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string } | null;

/**
 * Mails a new confirmation link. With a known address it is one button; otherwise the visitor types the
 * address. The server answers alike for any address and refuses a second request within a minute.
 */
export function ResendConfirmation({ email }: { email?: string }) {
  const rest = useRestClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({
    initialValues: { email: email ?? '' },
    validate: { email: validateEmail },
  });

  const formProps = accountRulesForm(
    form.onSubmit(async ({ email: address }) => {
      setOutcome(null);
      const trimmed = address.trim();
      try {
        await rest.post('/auth/email/resend', { email: trimmed });
        setOutcome({ kind: 'sent', email: trimmed });
      } catch (error) {
        const formError = applyServerError(form, error, { email: FIELDS.email });
        if (formError) setOutcome({ kind: 'failed', message: formError.message });
      }
    }),
  );

  return (
    <form {...formProps} noValidate aria-label="Resend confirmation email">
      <Stack gap="xs">
        {email ? null : <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />}
        <Group>
          <Button type="submit" variant="default" loading={form.submitting} leftSection={<IconMailForward size={18} aria-hidden />}>
            Send a new link
          </Button>
        </Group>
        <div role="status">
          {outcome?.kind === 'sent' ? (
            <Text size="sm">
              A new confirmation link is on its way to <b>{outcome.email}</b>.
            </Text>
          ) : null}
        </div>
        {outcome?.kind === 'failed' ? (
          <Text size="sm" c="red.8" role="alert">
            {outcome.message}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
