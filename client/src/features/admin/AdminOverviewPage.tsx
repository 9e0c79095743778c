import { useState } from 'react';
import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminOverviewDocument, ApproveAccountDocument, RejectAccountDocument, type AdminOverviewQuery, type PendingAccountFieldsFragment } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { formatDateTime } from '../../shared/dates/dates';
import { formatCents, formatOdance } from '../../shared/money/money';
import { QueryError } from '../../shared/ui/QueryError';
import classes from './AdminOverviewPage.module.css';
import { CLOSE_LABEL, MODAL_STYLES } from './distributor-dialogs/dialog-parts';
import { fullName } from '@odance/contract/accounts';
import { MoneyTotals } from './MoneyTotals';

/** /admin-panel: counts, distributors with a collection due, and accounts awaiting approval. */
export default function AdminOverviewPage() {
  useDocumentTitle('Admin panel · oDance');
  const { data, error, refetch } = useQuery(AdminOverviewDocument);

  return (
    <Stack gap="xl" py="md">
      <Stack gap={4}>
        <Title order={1}>Admin panel</Title>
        <Text c="dimmed">Money, distributors, transfers and accounts awaiting approval.</Text>
      </Stack>
      {error && !data ? (
        <QueryError title="The overview could not be loaded" error={error} onRetry={refetch} />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the overview">
          <Skeleton height={96} />
          <Skeleton height={200} />
        </Stack>
      ) : (
        <>
          <Counts data={data} />
          <MoneyTotals />
          <DueDistributors data={data} />
          <PendingAccounts accounts={data.pendingAccounts} />
        </>
      )}
    </Stack>
  );
}

function Counts({ data }: { data: AdminOverviewQuery }) {
  const counts = [
    { label: 'Distributors', value: data.allDistributors.total, hint: `${data.activeDistributors.total} active`, to: '/admin-panel/distributors' },
    { label: 'Collections due', value: data.dueDistributors.total, hint: 'At their collection limit', to: '/admin-panel/distributors?due=1' },
    { label: 'Transfers', value: data.allTransfers.total, hint: `${data.allDistributions.total} of them distributions`, to: '/admin-panel/transfers' },
    { label: 'Awaiting approval', value: data.pendingAccounts.length, hint: 'Accounts to review', to: null },
  ];
  return (
    <section aria-labelledby="counts-title">
      <Title order={2} size="h3" id="counts-title" mb="sm">
        At a glance
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {counts.map((count) => {
          const body = (
            <>
              <Text size="sm" c="dimmed" fw={600}>
                {count.label}
              </Text>
              <Text fz={28} fw={700} lh={1.2} c="var(--mantine-color-text)">
                {count.value.toLocaleString('en-US')}
              </Text>
              <Text size="xs" c="dimmed">
                {count.hint}
              </Text>
            </>
          );
          return (
            <li key={count.label} data-testid={`count-${count.label}`}>
              {count.to ? (
                <Paper withBorder p="md" radius="md" h="100%" component={Link} to={count.to} className={classes.countLink}>
                  {body}
                </Paper>
              ) : (
                <Paper withBorder p="md" radius="md" h="100%">
                  {body}
                </Paper>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

function DueDistributors({ data }: { data: AdminOverviewQuery }) {
  const { total, distributors } = data.dueDistributors;
  return (
    <Stack gap="sm" component="section" aria-labelledby="due-title">
      <Group justify="space-between" align="end">
        <Title order={2} size="h3" id="due-title">
          Collections due
        </Title>
        {total > distributors.length ? (
          <Anchor component={Link} to="/admin-panel/distributors?due=1" size="sm">
            All {total}
          </Anchor>
        ) : null}
      </Group>
      {distributors.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text c="dimmed">No distributor has reached its collection limit.</Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {distributors.map((distributor) => (
            <Paper key={distributor.id} withBorder p="sm" component="li">
              <Group justify="space-between" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/admin-panel/distributors/${distributor.id}`} fw={600}>
                    {fullName(distributor.account)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatOdance(distributor.usedLimit)} used · collection at {formatOdance(distributor.collectionLimit)}
                  </Text>
                </div>
                <Text fw={700}>{formatCents(distributor.feesToCollectCents)} to collect</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PendingAccounts({ accounts }: { accounts: PendingAccountFieldsFragment[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-title">
      <Title order={2} size="h3" id="pending-title">
        Accounts awaiting approval
      </Title>
      {accounts.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text c="dimmed">No accounts are awaiting approval.</Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {accounts.map((account) => (
            <PendingAccountRow key={account.id} account={account} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PendingAccountRow({ account }: { account: PendingAccountFieldsFragment }) {
  const name = fullName(account);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const refetchQueries = [AdminOverviewDocument];
  const [approve] = useMutation(ApproveAccountDocument, { refetchQueries, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectAccountDocument, { refetchQueries, awaitRefetchQueries: true });

  const act = async (action: 'approve' | 'reject') => {
    setBusy(action);
    setConfirmingReject(false);
    try {
      if (action === 'approve') await approve({ variables: { id: account.id } });
      else await reject({ variables: { id: account.id } });
      void notifySuccess(action === 'approve' ? 'Account approved' : 'Account rejected', action === 'approve' ? `${name} can now sign in; a mail tells them.` : `${name}'s account was erased.`);
    } catch (error) {
      void notifyError(action === 'approve' ? 'Not approved' : 'Not rejected', toApiError(error).message);
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {account.email} · signed up {formatDateTime(account.createdAt)}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => void act('approve')}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            loading={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => setConfirmingReject(true)}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
        </Group>
      </Group>
      <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened={confirmingReject} onClose={() => setConfirmingReject(false)} title={`Reject ${name}?`}>
        <Stack gap="md">
          <Text>Their account is erased; they can sign up again later.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingReject(false)}>
              Cancel
            </Button>
            <Button color="red.8" leftSection={<IconX size={16} aria-hidden />} onClick={() => void act('reject')}>
              Reject account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
