import { useState } from 'react';
import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AffiliationRequestsDocument, AnswerAffiliationRequestDocument, type AffiliationRequestsQuery } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { QueryError } from '../../shared/ui/QueryError';
import { BreakableName } from './BreakableName';
import { initialsOfName, profilePath } from './profile-format';
import { profileTypeLabel } from './profile-types';

type Request = AffiliationRequestsQuery['affiliationRequests'][number];

/**
 * `/dashboard/affiliation-requests`: profiles that linked one of the viewer's organisations ask to be listed as its
 * members; the owner accepts (they appear on the organisation's page) or declines.
 */
export default function AffiliationRequestsPage() {
  useDocumentTitle('Member requests · oDance');
  const { data, error, refetch, loading } = useQuery(AffiliationRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const [answer] = useMutation(AnswerAffiliationRequestDocument, { refetchQueries: [AffiliationRequestsDocument], awaitRefetchQueries: true });
  const [busy, setBusy] = useState<string | null>(null);

  const respond = async (request: Request, accept: boolean) => {
    setBusy(`${request.id}:${accept}`);
    try {
      await answer({ variables: { id: request.id, accept } });
      void notifySuccess(
        accept ? 'Member accepted' : 'Request declined',
        accept ? `${request.member.displayName} is listed on ${request.organisation.displayName}’s page.` : `${request.member.displayName} is not listed on ${request.organisation.displayName}’s page.`,
      );
    } catch (failure) {
      void notifyError('Could not answer the request', toApiError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const requests = data?.affiliationRequests;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Member requests</Title>
        <Text c="dimmed" mt={4}>
          Profiles that list one of your organisations among their affiliations. Accept them to show them as members on your organisation’s page.
        </Text>
      </div>
      {error && !requests ? <QueryError title="The requests could not be loaded" error={error} onRetry={refetch} /> : null}
      {!requests && loading ? <Skeleton height={96} radius="lg" /> : null}
      {requests && requests.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Text>No requests waiting. When a dancer, trainer or formation links one of your organisations, it appears here.</Text>
        </Card>
      ) : null}
      {requests && requests.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Requests waiting for an answer">
          {requests.map((request) => (
            <Card key={request.id} component="li" withBorder radius="lg" padding="md">
              <Group justify="space-between" gap="md" wrap="wrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Avatar src={request.member.avatar?.url ?? null} alt="" size={48} radius="xl" color="brand">
                    {initialsOfName(request.member.displayName)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={profilePath(request.member)} fw={700}>
                      <BreakableName name={request.member.displayName} />
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {profileTypeLabel(request.member.type)} · asks to join{' '}
                      <Anchor component={Link} to={profilePath(request.organisation)} size="sm" underline="always">
                        {request.organisation.displayName}
                      </Anchor>
                    </Text>
                  </div>
                </Group>
                <Group gap="xs">
                  <Button
                    leftSection={<IconCheck size={18} aria-hidden />}
                    loading={busy === `${request.id}:true`}
                    disabled={busy !== null}
                    onClick={() => void respond(request, true)}
                    aria-label={`Accept ${request.member.displayName}`}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconX size={18} aria-hidden />}
                    loading={busy === `${request.id}:false`}
                    disabled={busy !== null}
                    onClick={() => void respond(request, false)}
                    aria-label={`Decline ${request.member.displayName}`}
                  >
                    Decline
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
