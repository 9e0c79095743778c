import { useState } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconSend, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CancelMoneyRequestDocument, DeclineMoneyRequestDocument, MoneyRequestsDocument, type MoneyRequestFieldsFragment } from '../../gql/graphql';
import { fullName } from '@odance/contract/accounts';
import { toApiError } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/dates/dates';
import { formatOdance } from '../../shared/money/money';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { QueryError } from '../../shared/ui/QueryError';
import { payRequestPath, STATUS_LABELS } from './money-request-status';
import { RequestOdanceForm } from './RequestOdanceForm';

/**
 * /dashboard/odance/requests: ask a member for oDance, and the viewer's requests, asked of them (pay or decline)
 * and sent by them (cancel while waiting). Paying opens the transfer form filled in; the transfer marks it paid.
 */
export default function MoneyRequestsPage() {
  useDocumentTitle('Requests · oDance');
  const { data, error, loading, refetch } = useQuery(MoneyRequestsDocument, {
    variables: { pageSize: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const [decline] = useMutation(DeclineMoneyRequestDocument);
  const [cancel] = useMutation(CancelMoneyRequestDocument);
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (request: MoneyRequestFieldsFragment, how: 'decline' | 'cancel') => {
    setBusy(request.id);
    try {
      if (how === 'decline') await decline({ variables: { id: request.id } });
      else await cancel({ variables: { id: request.id } });
      void notifySuccess(
        how === 'decline' ? 'Request declined' : 'Request cancelled',
        how === 'decline' ? `${fullName(request.requester)} is told.` : 'Nobody can pay it now.',
      );
    } catch (failure) {
      void notifyError('The request could not be answered', toApiError(failure).message);
      void refetch().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  const requests = data?.moneyRequests.moneyRequests;
  const received = requests?.filter((request) => request.direction === 'received') ?? [];
  const sent = requests?.filter((request) => request.direction === 'sent') ?? [];
  return (
    <Stack gap="xl" py="md">
      <Stack gap={4}>
        <Title order={1}>Requests</Title>
        <Text c="dimmed">Ask members for oDance, and pay or decline what others ask of you.</Text>
      </Stack>
      <RequestOdanceForm />
      {error && !requests ? <QueryError title="The requests could not be loaded" error={error} onRetry={refetch} /> : null}
      {!requests && loading ? <Skeleton height={96} radius="md" /> : null}
      {requests ? (
        <>
          <RequestList title="Asked of you" empty="Nobody has asked you for oDance." requests={received} busy={busy} onAnswer={answer} />
          <RequestList title="Sent by you" empty="You have not asked anyone for oDance yet." requests={sent} busy={busy} onAnswer={answer} />
        </>
      ) : null}
    </Stack>
  );
}

interface ListProps {
  title: string;
  empty: string;
  requests: MoneyRequestFieldsFragment[];
  busy: string | null;
  onAnswer: (request: MoneyRequestFieldsFragment, how: 'decline' | 'cancel') => Promise<void>;
}

function RequestList({ title, empty, requests, busy, onAnswer }: ListProps) {
  const id = `requests-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={title}>
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} busy={busy === request.id} onAnswer={onAnswer} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RequestCard({ request, busy, onAnswer }: { request: MoneyRequestFieldsFragment; busy: boolean; onAnswer: ListProps['onAnswer'] }) {
  const status = STATUS_LABELS[request.status];
  const incoming = request.direction === 'received';
  const other = incoming ? request.requester : request.payer;
  const pending = request.status === 'pending';
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="money-request">
      <Group justify="space-between" gap="sm" wrap="wrap" align="start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {incoming ? `${fullName(other)} asks you for ${formatOdance(request.amount)}` : `You asked ${fullName(other)} for ${formatOdance(request.amount)}`}
          </Text>
          {request.message ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              “{request.message}”
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {formatDateTime(request.createdAt)}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge color={status.color} variant="light" size="lg" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
            {status.label}
          </Badge>
          {pending && incoming ? (
            <Group gap="xs">
              <Button
                size="sm"
                component={Link}
                to={payRequestPath(request)}
                leftSection={<IconSend size={16} aria-hidden />}
                aria-label={`Pay ${fullName(other)} ${formatOdance(request.amount)}`}
              >
                Pay
              </Button>
              <Button
                size="sm"
                variant="default"
                loading={busy}
                onClick={() => void onAnswer(request, 'decline')}
                leftSection={<IconX size={16} aria-hidden />}
                aria-label={`Decline ${fullName(other)}’s request`}
              >
                Decline
              </Button>
            </Group>
          ) : null}
          {pending && !incoming ? (
            <Button
              size="sm"
              variant="default"
              loading={busy}
              onClick={() => void onAnswer(request, 'cancel')}
              leftSection={<IconX size={16} aria-hidden />}
              aria-label={`Cancel your request to ${fullName(other)}`}
            >
              Cancel
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
