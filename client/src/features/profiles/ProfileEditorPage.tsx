import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { PublicProfileDocument } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import NotFoundPage from '../../shared/ui/NotFoundPage';
import { notifySuccess } from '../../shared/ui/notify';
import { QueryError } from '../../shared/ui/QueryError';
import { profilePath } from './profile-format';
import { isProfileType, profileTypeLabel, type ProfileType } from './profile-types';
import classes from './ProfileTypePickerPage.module.css';
import { ProfileWizard } from './wizard/ProfileWizard';

/** `/dashboard/manage-profiles/edit/{type}/{id}`: the creator's steps, filled with the stored profile. */
export default function ProfileEditorPage() {
  const { type, id } = useParams();
  if (!isProfileType(type) || !id) return <NotFoundPage />;
  return <ProfileEditor key={`${type}/${id}`} type={type} id={id} />;
}

function ProfileEditor({ type, id }: { type: ProfileType; id: string }) {
  const navigate = useNavigate();
  // The form starts from what the server holds now, not from an older cached copy.
  const { data, error, refetch } = useQuery(PublicProfileDocument, { variables: { type, id }, fetchPolicy: 'network-only' });
  const profile = data?.profile;
  useDocumentTitle(profile ? `Edit ${profile.displayName} · oDance` : `Edit ${profileTypeLabel(type).toLowerCase()} profile · oDance`);

  const back = (
    <Anchor component={Link} to="/dashboard/manage-profiles" size="sm" className={classes.back}>
      <IconArrowLeft size={16} aria-hidden /> Manage profiles
    </Anchor>
  );

  if (error && !profile) {
    const apiError = toApiError(error);
    const missing = apiError.code === ErrorCode.NOT_FOUND || apiError.code === ErrorCode.VALIDATION_FAILED;
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>{missing ? 'Profile not found' : 'Edit profile'}</Title>
        {missing ? (
          <Text>There is no such profile. It may have been deleted.</Text>
        ) : (
          <QueryError title="The profile could not be loaded" error={error} onRetry={refetch} />
        )}
      </Stack>
    );
  }

  if (!profile) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading profile">
        {back}
        <Skeleton height={32} width="50%" />
        <Skeleton height={48} />
        <Skeleton height={240} />
      </Stack>
    );
  }

  if (!profile.canEdit) {
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>Edit {profile.displayName}</Title>
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Not your profile">
          Only the owner of this profile can edit it.{' '}
          <Anchor component={Link} to={profilePath(profile)}>
            View the profile
          </Anchor>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <Title order={1}>Edit {profile.displayName}</Title>
      <ProfileWizard
        type={type}
        profile={profile}
        onDone={(saved) => {
          void notifySuccess('Profile saved', `${saved.displayName} is up to date.`);
          void navigate(profilePath(saved));
        }}
      />
    </Stack>
  );
}
