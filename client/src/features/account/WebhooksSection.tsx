import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Code, CopyButton, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { IconAlertCircle, IconCheck, IconCopy, IconKey, IconTrash, IconWebhook } from '@tabler/icons-react';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, webhookUrlRule } from '@odance/contract/webhooks';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  type WebhookEndpointsQuery,
} from '../../gql/graphql';
import { applyServerError, ruleMessage } from '../../shared/forms/server-errors';
import { notifySuccess } from '../../shared/ui/notify';
import classes from './AccountPages.module.css';
import { WEBHOOK_EVENT_LABELS } from '../../shared/auth/webhook-events';

type Endpoint = WebhookEndpointsQuery['webhookEndpoints'][number];


const when = (iso: string) => new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The server's own URL rule (the server also refuses http and private addresses in production). */
const URL_FIELD = {
  label: 'URL',
  required: 'Enter the URL that receives the events.',
  tooLong: `At most ${WEBHOOK_URL_MAX} characters.`,
  invalid: 'Enter a full URL (http or https, no user name or password), e.g. https://example.com/odance-webhook.',
};
const urlError = (value: string) => ruleMessage(webhookUrlRule, value, URL_FIELD);

/**
 * Webhook endpoints (README "Webhooks"): add one with its events (the signing secret is shown once, with a copy
 * button), list them, see each one's recent deliveries, delete with a confirmation.
 */
export function WebhooksSection() {
  const { data, loading } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="webhooks-heading">
      <Title order={2} size="h4" id="webhooks-heading" mb={4}>
        Webhooks
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        oDance POSTs your account&apos;s events to your server, signed per the Standard Webhooks specification, and retries for more than a day until
        your server answers 2xx.{' '}
        <Anchor component={Link} to="/developers#webhooks" underline="always">
          How to verify them
        </Anchor>
      </Text>
      {secret ? <NewSecret secret={secret} onDone={() => setSecret(null)} /> : <CreateEndpointForm onCreated={setSecret} />}
      <Title order={3} size="h5" mt="lg" mb="xs">
        Your endpoints
      </Title>
      {loading && !data ? <Text size="sm">Loading…</Text> : <EndpointList endpoints={data?.webhookEndpoints ?? []} />}
    </Paper>
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="teal.9" variant="outline" icon={<IconKey aria-hidden />} title="Copy the signing secret now" role="status">
      <Stack gap="xs">
        <Text size="sm">It is shown this once. Your server verifies each delivery with it.</Text>
        <Code block className={classes.tokenText} data-testid="new-webhook-secret">
          {secret}
        </Code>
        <Group>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [create] = useMutation(CreateWebhookEndpointDocument, { refetchQueries: [WebhookEndpointsDocument] });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { url: '', events: ['transfer.received'] as string[] },
    validate: {
      url: urlError,
      events: (value) => (value.length === 0 ? 'Choose at least one event.' : null),
    },
  });
  const submit = form.onSubmit(async ({ url, events }) => {
    setFormError(null);
    try {
      const result = await create({ variables: { input: { url: url.trim(), events } } });
      const secret = result.data?.createWebhookEndpoint.secret;
      if (secret) {
        form.reset();
        onCreated(secret);
      }
    } catch (error) {
      const apiError = applyServerError(form, error, { url: { label: 'URL', max: WEBHOOK_URL_MAX }, events: { label: 'Events' } });
      if (apiError) setFormError(apiError.params.rule === 'https' ? 'Endpoints must use https://.' : apiError.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Stack gap="sm" maw={560}>
        <TextInput label="Endpoint URL" placeholder="https://example.com/odance-webhook" inputMode="url" autoComplete="off" {...form.getInputProps('url')} />
        <Checkbox.Group label="Events" {...form.getInputProps('events')}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={`${type}: ${WEBHOOK_EVENT_LABELS[type]}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        {formError ? (
          <Alert color="red" title="Could not add the endpoint" icon={<IconAlertCircle aria-hidden />}>
            {formError}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={form.submitting} leftSection={<IconWebhook size={18} aria-hidden />}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EndpointList({ endpoints }: { endpoints: Endpoint[] }) {
  if (endpoints.length === 0) return <Text size="sm">No endpoints yet.</Text>;
  return (
    <Stack gap="xs" component="ul" className={classes.plainList} aria-label="Webhook endpoints">
      {endpoints.map((endpoint) => (
        <EndpointItem key={endpoint.id} endpoint={endpoint} />
      ))}
    </Stack>
  );
}

function EndpointItem({ endpoint }: { endpoint: Endpoint }) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removal] = useMutation(DeleteWebhookEndpointDocument, { refetchQueries: [WebhookEndpointsDocument] });
  const removeEndpoint = async () => {
    await remove({ variables: { id: endpoint.id } });
    setConfirming(false);
    void notifySuccess('Endpoint deleted', `Nothing more is sent to ${endpoint.url}.`);
  };
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
            <Text fw={600} className={classes.breakAnywhere}>
              {endpoint.url}
            </Text>
            <Group gap={4}>
              {endpoint.active ? null : (
                <Badge color="red.9" variant="outline" size="sm">
                  turned off
                </Badge>
              )}
              {endpoint.events.map((type) => (
                <Badge key={type} variant="light" size="sm">
                  {type}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              Added {day(endpoint.createdAt)}
              {endpoint.active ? '' : ' · deliveries failed for 3 days, so nothing more is sent: add it again once it answers'}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((shown) => !shown)} aria-label={`${showDeliveries ? 'Hide deliveries' : 'Deliveries'} to ${endpoint.url}`}>
              {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
            </Button>
            <Button size="xs" color="red.9" variant="outline" aria-label={`Delete ${endpoint.url}`} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </Group>
        </Group>
        {showDeliveries ? <Deliveries endpointId={endpoint.id} /> : null}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this endpoint?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm" className={classes.breakAnywhere}>
            Nothing more is sent to <b>{endpoint.url}</b>, and its delivery log is deleted with it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={removal.loading}>
              Cancel
            </Button>
            <Button
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={removal.loading}
              onClick={() => void removeEndpoint()}
            >
              Delete endpoint
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** The endpoint's latest delivery attempts, newest first. */
function Deliveries({ endpointId }: { endpointId: string }) {
  const { data, loading } = useQuery(WebhookDeliveriesDocument, { variables: { endpointId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Text size="sm">Loading…</Text>;
  const deliveries = (data?.webhookDeliveries ?? []).slice(0, 20);
  if (deliveries.length === 0) return <Text size="sm">No deliveries yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table fz="xs" striped aria-label="Recent deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>{when(delivery.createdAt)}</Table.Td>
              <Table.Td>
                {delivery.type}
                <Text size="xs" c="dimmed" component="span" display="block">
                  {delivery.eventId}
                </Text>
              </Table.Td>
              <Table.Td className={classes.breakAnywhere}>{delivery.error ? delivery.error : `HTTP ${delivery.statusCode ?? ''} delivered`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
