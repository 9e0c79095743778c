import { useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconCash, IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { DistributorDocument } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { CollectionDueAlert, DistributorCards, InactiveAlert, SectionTitle } from '../distributors/DistributorCards';
import { DistributionHistory } from '../distributors/DistributionHistory';
import { DistributorStatistics } from '../distributors/DistributorStatistics';
import { formatDate } from '../../shared/dates/dates';
import { QueryError } from '../../shared/ui/QueryError';
import { CollectionHistory } from './CollectionHistory';
import { DistributorBadges } from './DistributorBadges';
import { EditTermsModal } from './distributor-dialogs/EditTermsModal';
import { RecordCollectionModal } from './distributor-dialogs/RecordCollectionModal';
import { SetActiveModal } from './distributor-dialogs/SetActiveModal';
import { fullName } from '@odance/contract/accounts';

type Dialog = 'edit' | 'active' | 'collect' | null;

/** /admin-panel/distributors/{id}: the distributor view as its owner sees it, plus the admin's actions. */
export default function AdminDistributorPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(DistributorDocument, { variables: { id } });
  const distributor = data?.distributor;
  const [dialog, setDialog] = useState<Dialog>(null);
  useDocumentTitle(`${distributor ? fullName(distributor.account) : 'Distributor'} · Admin panel · oDance`);

  const back = (
    <Anchor component={Link} to="/admin-panel/distributors" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        All distributors
      </Group>
    </Anchor>
  );

  if (error && !distributor) {
    const apiError = toApiError(error);
    const missing = apiError.code === ErrorCode.DISTRIBUTOR_NOT_FOUND || apiError.code === ErrorCode.NOT_FOUND || apiError.code === ErrorCode.FORBIDDEN || apiError.code === ErrorCode.VALIDATION_FAILED;
    return (
      <Stack gap="md" py="md">
        {back}
        <Title order={1}>Distributor</Title>
        {missing ? (
          <Paper withBorder p="lg" ta="center">
            <Text c="dimmed">There is no distributor with this id.</Text>
          </Paper>
        ) : (
          <QueryError title="The distributor could not be loaded" error={error} onRetry={refetch} />
        )}
      </Stack>
    );
  }

  if (!distributor) {
    return (
      <Stack gap="md" py="md" role="status" aria-busy="true" aria-label="Loading the distributor">
        {back}
        <Skeleton height={40} width="50%" />
        <Skeleton height={160} />
        <Skeleton height={300} />
      </Stack>
    );
  }

  const nothingUsed = distributor.usedLimit === 0;
  const collectButton = (
    <Button leftSection={<IconCash size={18} aria-hidden />} onClick={() => setDialog('collect')} disabled={nothingUsed}>
      Record collection
    </Button>
  );

  return (
    <Stack gap="xl" py="md">
      <Stack gap="xs">
        {back}
        <Group justify="space-between" align="start" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {fullName(distributor.account)}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {distributor.account.email} · distributor since {formatDate(distributor.createdAt)}
            </Text>
            <DistributorBadges distributor={distributor} />
          </Stack>
          <Group gap="xs">
            {collectButton}
            <Button variant="default" leftSection={<IconEdit size={18} aria-hidden />} onClick={() => setDialog('edit')}>
              Edit terms
            </Button>
            <Button
              variant="default"
              leftSection={distributor.active ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
              onClick={() => setDialog('active')}
            >
              {distributor.active ? 'Deactivate' : 'Activate'}
            </Button>
          </Group>
        </Group>
        {nothingUsed ? (
          <Text size="sm" c="dimmed">
            Nothing to collect: no oDance distributed since the last collection.
          </Text>
        ) : null}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="credit-line-title">
        <SectionTitle id="credit-line-title">Credit line</SectionTitle>
        {distributor.active ? null : <InactiveAlert viewer="admin" />}
        <CollectionDueAlert distributor={distributor} viewer="admin" />
        <DistributorCards distributor={distributor} viewer="admin" />
      </Stack>
      <DistributorStatistics distributorId={distributor.id} viewer="admin" />
      <DistributionHistory distributorId={distributor.id} viewer="admin" />
      <CollectionHistory distributorId={distributor.id} />

      <EditTermsModal key={`terms-${distributor.updatedAt}`} distributor={distributor} opened={dialog === 'edit'} onClose={() => setDialog(null)} />
      <SetActiveModal distributor={distributor} opened={dialog === 'active'} onClose={() => setDialog(null)} />
      <RecordCollectionModal distributor={distributor} opened={dialog === 'collect'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
