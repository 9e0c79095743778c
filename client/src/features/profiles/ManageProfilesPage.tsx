import { useState } from 'react';
import { Anchor, Avatar, Badge, Button, Card, Group, Modal, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCrown, IconPencil, IconPlus, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DeleteProfileDocument, MyProfilesDocument, SetMainProfileDocument, type MyProfilesQuery } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { CurrentUserDocument } from '../../shared/auth/current-user';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { QueryError } from '../../shared/ui/QueryError';
import { BreakableName } from './BreakableName';
import classes from './ManageProfilesPage.module.css';
import { countryName, initialsOfName, profilePath } from './profile-format';
import { profileTypeLabel } from './profile-types';
import { CountryFlag } from './CountryFlag';

const PAGE_SIZE = 25;

type OwnProfile = MyProfilesQuery['myProfiles']['profiles'][number];

/** `/dashboard/manage-profiles`: the signed-in user's profiles, the main one marked; edit, delete, switch main. */
export default function ManageProfilesPage() {
  useDocumentTitle('Manage profiles · oDance');
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(MyProfilesDocument, { variables: { page, pageSize: PAGE_SIZE } });
  const [deleting, setDeleting] = useState<OwnProfile | null>(null);
  const [mainBusy, setMainBusy] = useState<string | null>(null);
  // After any change the list and the header's avatar (me.mainProfile) are asked for again.
  const refetchQueries = [MyProfilesDocument, CurrentUserDocument];
  const [setMain] = useMutation(SetMainProfileDocument, { refetchQueries, awaitRefetchQueries: true });
  const [deleteProfile, deleteState] = useMutation(DeleteProfileDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
    update: (cache, result) => {
      const id = result.data?.deleteProfile.id;
      if (id) {
        cache.evict({ id: cache.identify({ __typename: 'Profile', id }) });
        cache.gc();
      }
    },
  });

  const list = data?.myProfiles;
  const totalPages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;

  const makeMain = async (profile: OwnProfile) => {
    setMainBusy(profile.id);
    try {
      await setMain({ variables: { id: profile.id } });
      void notifySuccess('Main profile changed', `${profile.displayName} is now your main profile.`);
    } catch (failure) {
      void notifyError('Could not change the main profile', toApiError(failure).message);
    } finally {
      setMainBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const profile = deleting;
    try {
      await deleteProfile({ variables: { id: profile.id } });
      setDeleting(null);
      if (list && list.profiles.length === 1 && page > 1) setPage(page - 1);
      void notifySuccess('Profile deleted', `${profile.displayName} was deleted.`);
    } catch (failure) {
      void notifyError('Could not delete the profile', toApiError(failure).message);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>Manage profiles</Title>
        <Button component={Link} to="/dashboard/manage-profiles/new" leftSection={<IconPlus size={18} aria-hidden />}>
          Create profile
        </Button>
      </Group>
      <Text c="dimmed">Your profiles are public. The main one is the picture in the top bar.</Text>

      {error && !list ? (
        <QueryError title="Your profiles could not be loaded" error={error} onRetry={refetch} />
      ) : !list ? (
        <Stack gap="sm" role="status" aria-label="Loading your profiles">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={88} radius="lg" />
          ))}
        </Stack>
      ) : list.profiles.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" className={classes.empty}>
          <IconUserCircle size={48} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text fw={600}>You have no profiles yet.</Text>
          <Text c="dimmed" ta="center">
            Welcome to oDance! Create your first profile — a dancer, trainer, formation, school, federation or
            partner — so the dance community can find you.
          </Text>
          <Button component={Link} to="/dashboard/manage-profiles/new" leftSection={<IconPlus size={18} aria-hidden />}>
            Create profile
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" className={classes.list} aria-label="Your profiles">
          {list.profiles.map((profile) => (
            <Card key={profile.id} component="li" withBorder radius="lg" padding="md" className={classes.item}>
              <Group gap="md" wrap="nowrap" className={classes.identity}>
                <Avatar src={profile.avatar?.url ?? null} alt="" size={56} radius="xl" color="brand">
                  {initialsOfName(profile.displayName)}
                </Avatar>
                <Stack gap={4} className={classes.text}>
                  <Anchor component={Link} to={profilePath(profile)} fw={700} className={classes.name}>
                    <BreakableName name={profile.displayName} />
                  </Anchor>
                  <Group gap={6}>
                    <Badge variant="light" size="sm">
                      {profileTypeLabel(profile.type)}
                    </Badge>
                    {profile.isMain ? (
                      <Badge
                        color="yellow"
                        variant="filled"
                        size="sm"
                        leftSection={<IconCrown size={12} aria-hidden />}
                        className={classes.mainBadge}
                      >
                        Main profile
                      </Badge>
                    ) : null}
                    {profile.country ? (
                      <Text size="sm" c="dimmed" component="span">
                        <CountryFlag code={profile.country} after=" " />
                        {countryName(profile.country)}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
              <Group gap="xs" className={classes.actions}>
                {profile.isMain ? null : (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconCrown size={16} aria-hidden />}
                    aria-label={`Make main profile: ${profile.displayName}`}
                    loading={mainBusy === profile.id}
                    disabled={mainBusy !== null && mainBusy !== profile.id}
                    onClick={() => void makeMain(profile)}
                  >
                    Make main
                  </Button>
                )}
                <Button
                  component={Link}
                  to={`/dashboard/manage-profiles/edit/${profile.type}/${profile.id}`}
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={`Edit ${profile.displayName}`}
                >
                  Edit
                </Button>
                <Button
                  variant="default"
                  c="red.8"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={`Delete ${profile.displayName}`}
                  onClick={() => setDeleting(profile)}
                >
                  Delete
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {list && totalPages > 1 ? (
        <nav aria-label="Profile pages" className={classes.pager}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page` })}
          />
        </nav>
      ) : null}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete profile"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            Delete <strong>{deleting?.displayName}</strong>? Its page, affiliations and achievements are removed for good.
          </Text>
          {deleting?.isMain && list && list.total > 1 ? (
            <Text size="sm" c="dimmed">
              It is your main profile: your oldest other profile becomes the main one.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={deleteState.loading}>
              Cancel
            </Button>
            <Button
              color="red.9"
              onClick={() => void confirmDelete()}
              loading={deleteState.loading}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              Delete profile
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
