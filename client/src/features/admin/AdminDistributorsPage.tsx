import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Menu, NativeSelect, Paper, Progress, SegmentedControl, Skeleton, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconDots, IconEdit, IconEye, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminDistributorsDocument, type DistributorFieldsFragment, type DistributorSort, type SortOrder } from '../../gql/graphql';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { ScrollTable } from '../../shared/ui/ScrollTable';
import { formatPercent, usedShare } from '../distributors/distributor-format';
import { HistoryPager } from '../../shared/ui/HistoryPager';
import { formatCents, formatOdance } from '../../shared/money/money';
import { QueryError } from '../../shared/ui/QueryError';
import { DistributorBadges } from './DistributorBadges';
import { CreateDistributorModal } from './distributor-dialogs/CreateDistributorModal';
import { EditTermsModal } from './distributor-dialogs/EditTermsModal';
import { SetActiveModal } from './distributor-dialogs/SetActiveModal';
import { fullName } from '@odance/contract/accounts';

type Distributor = DistributorFieldsFragment;

export const DISTRIBUTORS_PAGE_SIZE = 20;

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Deactivated' },
];

type SortChoice = { value: string; label: string; sort: DistributorSort; sortOrder: SortOrder };

/** The sort when the address names none (or an unknown one). */
const NEWEST_FIRST: SortChoice = { value: 'newest', label: 'Newest first', sort: 'createdAt', sortOrder: 'desc' };

const SORTS: SortChoice[] = [
  NEWEST_FIRST,
  { value: 'name', label: 'Name A–Z', sort: 'name', sortOrder: 'asc' },
  { value: 'used', label: 'Most used first', sort: 'usedLimit', sortOrder: 'desc' },
  { value: 'fees', label: 'Most fees to collect first', sort: 'feesToCollect', sortOrder: 'desc' },
  { value: 'credit', label: 'Largest credit limit first', sort: 'creditLimit', sortOrder: 'desc' },
];

/** Filters live in the address (?status=&due=1&sort=&page=), so a reload or a shared link keeps them. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.some((entry) => entry.value === params.get('status')) ? params.get('status')! : 'all';
  const due = params.get('due') === '1';
  const sortKey = SORTS.some((entry) => entry.value === params.get('sort')) ? params.get('sort')! : NEWEST_FIRST.value;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        // Any filter change starts again at the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { status, due, sortKey, page, update };
}

type Dialog = { kind: 'edit' | 'active'; distributor: Distributor } | null;

/** /admin-panel/distributors: every distributor, filtered, sorted and paged; create, edit, (de)activate. */
export default function AdminDistributorsPage() {
  useDocumentTitle('Distributors · Admin panel · oDance');
  const navigate = useNavigate();
  const { status, due, sortKey, page, update } = useListParams();
  const { sort, sortOrder } = SORTS.find((entry) => entry.value === sortKey) ?? NEWEST_FIRST;
  const filter = { active: status === 'all' ? null : status === 'active', collectionDue: due ? true : null };
  const { data, previousData, loading, error, refetch } = useQuery(AdminDistributorsDocument, {
    variables: { filter, sort, sortOrder, page, pageSize: DISTRIBUTORS_PAGE_SIZE },
  });
  const result = (data ?? previousData)?.distributors;
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const isMobile = useIsMobile();
  const filtered = status !== 'all' || due;

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Distributors</Title>
          <Text c="dimmed">Members who distribute oDance on credit.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          New distributor
        </Button>
      </Group>

      <Paper withBorder p="sm" radius="md" component="section" aria-label="Filters">
        <Group gap="md" align="end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="status-filter-label">
              Status
            </Text>
            <SegmentedControl aria-labelledby="status-filter-label" data={STATUSES} value={status} onChange={(value) => update({ status: value === 'all' ? null : value })} />
          </Stack>
          <Switch label="Collection due only" checked={due} onChange={(event) => update({ due: event.currentTarget.checked ? '1' : null })} mb={8} />
          <NativeSelect
            label="Sort"
            data={SORTS.map(({ value, label }) => ({ value, label }))}
            value={sortKey}
            onChange={(event) => update({ sort: event.currentTarget.value === 'newest' ? null : event.currentTarget.value })}
          />
        </Group>
      </Paper>

      <section aria-labelledby="distributor-list-title">
        <Title order={2} size="h4" id="distributor-list-title" mb="xs">
          {result ? `${result.total} ${result.total === 1 ? 'distributor' : 'distributors'}` : 'Distributors'}
        </Title>
        {error && !result ? (
          <QueryError title="The distributors could not be loaded" error={error} onRetry={refetch} />
        ) : !result ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading distributors">
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : result.total === 0 ? (
          <Paper withBorder p="lg" ta="center">
            <Text c="dimmed">{filtered ? 'No distributor matches these filters.' : 'No distributors yet. Create one from a member account.'}</Text>
          </Paper>
        ) : (
          <div aria-busy={loading} data-testid="distributor-list">
            {isMobile ? (
              <DistributorCardList rows={result.distributors} onAction={setDialog} />
            ) : (
              <DistributorTable rows={result.distributors} onAction={setDialog} />
            )}
            <HistoryPager label="Distributor pages" page={page} pageSize={DISTRIBUTORS_PAGE_SIZE} total={result.total} onChange={(next) => update({ page: String(next) })} />
          </div>
        )}
      </section>

      <CreateDistributorModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(distributor) => {
          setCreating(false);
          void navigate(`/admin-panel/distributors/${distributor.id}`);
        }}
      />
      {dialog?.kind === 'edit' ? (
        <EditTermsModal key={dialog.distributor.id} distributor={dialog.distributor} opened onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'active' ? <SetActiveModal distributor={dialog.distributor} opened onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

type OnAction = (dialog: Dialog) => void;

function UsedBar({ distributor }: { distributor: Distributor }) {
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatOdance(distributor.usedLimit)} of {formatOdance(distributor.creditLimit)}
      </Text>
      <Progress
        value={usedShare(distributor.usedLimit, distributor.creditLimit)}
        color={distributor.collectionDue ? 'orange.7' : 'brand.7'}
        size="sm"
        aria-label={`${fullName(distributor.account)}: ${formatOdance(distributor.usedLimit)} used of ${formatOdance(distributor.creditLimit)}`}
      />
      <Text size="xs" c="dimmed">
        Collection at {formatOdance(distributor.collectionLimit)}
      </Text>
    </Stack>
  );
}

function RowMenu({ distributor, onAction }: { distributor: Distributor; onAction: OnAction }) {
  const name = fullName(distributor.account);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/admin-panel/distributors/${distributor.id}`} leftSection={<IconEye size={16} aria-hidden />}>
          View
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onAction({ kind: 'edit', distributor })}>
          Edit terms
        </Menu.Item>
        <Menu.Item
          leftSection={distributor.active ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
          onClick={() => onAction({ kind: 'active', distributor })}
        >
          {distributor.active ? 'Deactivate' : 'Activate'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function NameCell({ distributor }: { distributor: Distributor }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/admin-panel/distributors/${distributor.id}`} fw={600} size="sm">
        {fullName(distributor.account)}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {distributor.account.email}
      </Text>
    </div>
  );
}

function DistributorTable({ rows, onAction }: { rows: Distributor[]; onAction: OnAction }) {
  return (
    <ScrollTable label="Distributors" minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Distributor</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Used limit</Table.Th>
            <Table.Th ta="right">Margin</Table.Th>
            <Table.Th ta="right">Fees to collect</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((distributor) => (
            <Table.Tr key={distributor.id} data-testid={`distributor-row-${distributor.id}`}>
              <Table.Td>
                <NameCell distributor={distributor} />
              </Table.Td>
              <Table.Td>
                <DistributorBadges distributor={distributor} />
              </Table.Td>
              <Table.Td>
                <UsedBar distributor={distributor} />
              </Table.Td>
              <Table.Td ta="right">{formatPercent(distributor.marginPercent)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatCents(distributor.feesToCollectCents)}
              </Table.Td>
              <Table.Td ta="right">
                <RowMenu distributor={distributor} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function DistributorCardList({ rows, onAction }: { rows: Distributor[]; onAction: OnAction }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((distributor) => (
        <Paper key={distributor.id} withBorder p="sm" component="li" data-testid={`distributor-row-${distributor.id}`}>
          <Stack gap="xs">
            <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
              <NameCell distributor={distributor} />
              <RowMenu distributor={distributor} onAction={onAction} />
            </Group>
            <DistributorBadges distributor={distributor} />
            <UsedBar distributor={distributor} />
            <Text size="sm">
              Margin {formatPercent(distributor.marginPercent)} · fees to collect <strong>{formatCents(distributor.feesToCollectCents)}</strong>
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
