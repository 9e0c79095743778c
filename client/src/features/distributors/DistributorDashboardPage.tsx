import { Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconBuildingStore, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MyDistributorDocument } from '../../gql/graphql';
import { useCurrentUser } from '../../shared/auth/current-user';
import { QueryError } from '../../shared/ui/QueryError';
import { CollectionDueAlert, DistributorCards, InactiveAlert, SectionTitle } from './DistributorCards';
import { DistributionForm } from './DistributionForm';
import { useReceivePrefill } from '../../shared/send-odance/use-receive-prefill';
import { DistributionHistory } from './DistributionHistory';
import { DistributorStatistics } from './DistributorStatistics';

/** /dashboard/distributor: the signed-in distributor's credit line, distributions and statistics. */
export default function DistributorDashboardPage() {
  useDocumentTitle('Distributor dashboard · oDance');
  const { data, error, refetch } = useQuery(MyDistributorDocument);
  const distributor = data?.myDistributor;

  return (
    <Stack gap="xl" py="md">
      <Stack gap={4}>
        <Title order={1}>Distributor dashboard</Title>
        <Text c="dimmed">Credit oDance to members, take the money from them, and hand the fees over at each collection.</Text>
      </Stack>
      {error && !data ? (
        <QueryError title="Your distributor account could not be loaded" error={error} onRetry={refetch} />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your distributor account">
          <Skeleton height={120} />
          <Skeleton height={320} />
        </Stack>
      ) : !distributor ? (
        <NotADistributor />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="credit-line-title">
            <SectionTitle id="credit-line-title">Your credit line</SectionTitle>
            {distributor.active ? null : <InactiveAlert viewer="self" />}
            <CollectionDueAlert distributor={distributor} viewer="self" />
            <DistributorCards distributor={distributor} viewer="self" />
          </Stack>
          {distributor.active ? <PrefilledDistributionForm distributor={distributor} /> : null}
          <DistributorStatistics viewer="self" />
          <DistributionHistory viewer="self" />
        </>
      )}
    </Stack>
  );
}

/** An admin opens this page without a distributor record of its own. */
function NotADistributor() {
  const { user } = useCurrentUser();
  const isAdmin = user?.can.manageDistributors === true;
  return (
    <Paper withBorder p="xl" radius="md" ta="center" data-testid="not-a-distributor">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBuildingStore size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          No distributor account
        </Title>
        <Text c="dimmed" maw={520}>
          {isAdmin
            ? 'Your admin account is not a distributor, so there is no credit line to show here. Distributors are created and followed in the admin panel, where each one opens this same view.'
            : 'Your account has no distributor credit line. Contact oDance to become a distributor.'}
        </Text>
        {isAdmin ? (
          <Button component={Link} to="/admin-panel/distributors" leftSection={<IconSettings size={18} aria-hidden />}>
            Manage distributors
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The distribution form, filled in from a buyer's receive link opened here (?to=&amount=&message=); scanning fills it too. */
function PrefilledDistributionForm({ distributor }: { distributor: Parameters<typeof DistributionForm>[0]['distributor'] }) {
  const prefill = useReceivePrefill();
  if (prefill.state === 'loading') return <Text role="status">Opening the payment link…</Text>;
  return <DistributionForm key={`${distributor.id}:${prefill.state}`} distributor={distributor} prefill={prefill.state === 'ready' ? prefill.values : undefined} />;
}
