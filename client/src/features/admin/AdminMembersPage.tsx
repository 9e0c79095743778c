import { useState } from 'react';
import { Badge, Button, Group, Modal, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlayerPause, IconPlayerPlay, IconSearch, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { AdminMembersDocument, AdminMoneyTotalsDocument, AdminOverviewDocument, SetMemberActiveDocument, type AdminMembersQuery, type MemberStatus } from '../../gql/graphql';
import { fullName } from '@odance/contract/accounts';
import { toApiError } from '../../shared/api/api-error';
import { useCurrentUser } from '../../shared/auth/current-user';
import { formatDateTime } from '../../shared/dates/dates';
import { formatOdance } from '../../shared/money/money';
import { notifySuccess } from '../../shared/ui/notify';
import { PagedTable, type PagedColumn } from '../../shared/ui/PagedTable';
import { CLOSE_LABEL, DialogActions, FormAlert, MODAL_STYLES } from './distributor-dialogs/dialog-parts';
import { SEARCH_TEXT_MAX } from '@odance/contract/search';

type Member = AdminMembersQuery['members']['members'][number];

export const ADMIN_MEMBERS_PAGE_SIZE = 20;

const STATUS_OPTIONS: Array<{ value: MemberStatus; label: string }> = [
  { value: 'any', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const isStatus = (value: string | null): value is MemberStatus => STATUS_OPTIONS.some((option) => option.value === value);

/** /admin-panel/members: every member, searched by name or email (in the address), paged; deactivate or reactivate. */
export default function AdminMembersPage() {
  useDocumentTitle('Members · Admin panel · oDance');
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX);
  const rawStatus = params.get('status');
  const status: MemberStatus = isStatus(rawStatus) ? rawStatus : 'any';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminMembersDocument, {
    variables: { search: search || null, status, page, pageSize: ADMIN_MEMBERS_PAGE_SIZE },
  });
  const result = (data ?? previousData)?.members;
  const [acting, setActing] = useState<Member | null>(null);

  const apply = (next: { search: string; status: MemberStatus }) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next.search) updated.set('q', next.search);
      else updated.delete('q');
      if (next.status !== 'any') updated.set('status', next.status);
      else updated.delete('status');
      updated.delete('page');
      return updated;
    });
  const setPage = (next: number) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('page', String(next));
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Members</Title>
        <Text c="dimmed">Every account, newest first. Deactivated members cannot sign in; their oDance stay theirs.</Text>
      </Stack>

      <SearchForm search={search} status={status} onApply={apply} />

      <section aria-labelledby="member-results-title">
        <Title order={2} size="h4" id="member-results-title" mb="xs">
          {result ? `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'member' : 'members'}` : 'Results'}
        </Title>
        <PagedTable
          page={result ? { total: result.total, rows: result.members } : undefined}
          loading={loading}
          error={error}
          onRetry={refetch}
          errorTitle="The members could not be loaded"
          loadingLabel="Loading members"
          skeletonHeight={48}
          emptyText={search || status !== 'any' ? 'No member matches this search.' : 'No members yet.'}
          tableLabel="Members"
          minWidth={860}
          columns={columns(setActing)}
          rowKey={(row) => row.id}
          card={(row) => <MemberCard row={row} onAct={setActing} />}
          pager={{ label: 'Member pages', page, pageSize: ADMIN_MEMBERS_PAGE_SIZE, onChange: setPage }}
          testId="admin-members"
        />
      </section>
      {acting ? <SetMemberActiveModal member={acting} onClose={() => setActing(null)} /> : null}
    </Stack>
  );
}

function SearchForm({ search, status, onApply }: { search: string; status: MemberStatus; onApply: (next: { search: string; status: MemberStatus }) => void }) {
  const [text, setText] = useState(search);
  const [picked, setPicked] = useState<MemberStatus>(status);
  // Back and forward change the address: the fields follow it (state adjusted while rendering, as React advises).
  const [shown, setShown] = useState({ search, status });
  if (shown.search !== search || shown.status !== status) {
    setShown({ search, status });
    setText(search);
    setPicked(status);
  }
  const tooLong = text.trim().length > SEARCH_TEXT_MAX ? `At most ${SEARCH_TEXT_MAX} characters.` : null;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="member-search-title">
      <form
        noValidate
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) onApply({ search: text.trim(), status: picked });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="member-search-title">
            Search
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Name or email"
              placeholder="e.g. Núñez or maria@"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={tooLong}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <NativeSelect label="Status" data={STATUS_OPTIONS} value={picked} onChange={(event) => setPicked(event.currentTarget.value as MemberStatus)} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => {
                setText('');
                setPicked('any');
                onApply({ search: '', status: 'any' });
              }}
            >
              Clear
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Active, deactivated or never approved; dark text on light badges keeps AA contrast (as DistributorBadges.tsx). */
function StatusBadge({ member }: { member: Member }) {
  return (
    <Badge variant="light" color={member.active ? 'green' : 'gray'} styles={{ root: { overflow: 'visible' }, label: { color: 'var(--mantine-color-black)', overflow: 'visible' } }}>
      {member.active ? 'Active' : member.approved ? 'Deactivated' : 'Not approved'}
    </Badge>
  );
}

function ActionButton({ member, onAct }: { member: Member; onAct: (member: Member) => void }) {
  const { user } = useCurrentUser();
  if (member.id === user?.id) return <Text size="xs" c="dimmed">You</Text>;
  const name = fullName(member);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={member.active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
      onClick={() => onAct(member)}
      aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${name}`}
    >
      {member.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}

const ROLE_LABELS: Record<Member['role'], string> = { user: 'Member', distributor: 'Distributor', admin: 'Admin' };

function columns(onAct: (member: Member) => void): Array<PagedColumn<Member>> {
  return [
    {
      header: 'Name',
      cell: (row) => (
        <Text size="sm" fw={600}>
          {fullName(row)}
        </Text>
      ),
    },
    { header: 'Email', cell: (row) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{row.email}</Text> },
    { header: 'Role', cell: (row) => <Text size="sm">{ROLE_LABELS[row.role]}</Text> },
    { header: 'Joined', nowrap: true, cell: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text> },
    { header: 'Balance', align: 'right', nowrap: true, cell: (row) => <Text size="sm">{formatOdance(row.balance)}</Text> },
    { header: 'Status', nowrap: true, cell: (row) => <StatusBadge member={row} /> },
    { header: 'Action', nowrap: true, cell: (row) => <ActionButton member={row} onAct={onAct} /> },
  ];
}

function MemberCard({ row, onAct }: { row: Member; onAct: (member: Member) => void }) {
  return (
    <>
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {fullName(row)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        </Stack>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatOdance(row.balance)}
        </Text>
      </Group>
      <Group justify="space-between" mt={6} gap="xs">
        <Group gap={6}>
          <StatusBadge member={row} />
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[row.role]} · joined {formatDateTime(row.createdAt)}
          </Text>
        </Group>
        <ActionButton member={row} onAct={onAct} />
      </Group>
    </>
  );
}

/** Deactivate or reactivate after a confirmation; the button is off while the call runs, so a double click sends one. */
function SetMemberActiveModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [setActive, { loading }] = useMutation(SetMemberActiveDocument, {
    refetchQueries: [AdminMembersDocument, AdminOverviewDocument, AdminMoneyTotalsDocument],
    awaitRefetchQueries: true,
  });
  const activate = !member.active;
  const name = fullName(member);

  const confirm = async () => {
    if (loading) return;
    setError(null);
    try {
      await setActive({ variables: { id: member.id, active: activate } });
      void notifySuccess(activate ? 'Member reactivated' : 'Member deactivated', activate ? `${name} can sign in again.` : `${name} was signed out everywhere and cannot sign in.`);
      onClose();
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(apiError.code === ErrorCode.FORBIDDEN && apiError.params.reason === 'self' ? 'You cannot deactivate your own account.' : apiError.message);
    }
  };

  return (
    <Modal closeButtonProps={CLOSE_LABEL} styles={MODAL_STYLES} opened onClose={onClose} title={activate ? `Reactivate ${name}?` : `Deactivate ${name}?`}>
      <Stack gap="md">
        <FormAlert title={activate ? 'Not reactivated' : 'Not deactivated'} error={error} />
        <Text>
          {activate
            ? 'They can sign in again, with their balance as it was.'
            : `They are signed out everywhere (browsers, access tokens and apps) and cannot sign in. Their ${formatOdance(member.balance)} stay in their wallet.`}
        </Text>
        <DialogActions onCancel={onClose} loading={loading}>
          <Button
            color={activate ? undefined : 'red.8'}
            loading={loading}
            onClick={() => void confirm()}
            leftSection={activate ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
          >
            {activate ? 'Reactivate' : 'Deactivate'}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
