import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconExternalLink, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import NotFoundPage from '../../shared/ui/NotFoundPage';
import { profilePath } from './profile-format';
import { isProfileType, profileTypeLabel, type ProfileType } from './profile-types';
import classes from './ProfileTypePickerPage.module.css';
import { ProfileWizard, type SavedProfile } from './wizard/ProfileWizard';

/** `/dashboard/manage-profiles/new/{type}`: the creator wizard, then the creation success screen. */
export default function ProfileCreatorPage() {
  const { type } = useParams();
  if (!isProfileType(type)) return <NotFoundPage />;
  return <ProfileCreator key={type} type={type} />;
}

function ProfileCreator({ type }: { type: ProfileType }) {
  const label = profileTypeLabel(type).toLowerCase();
  useDocumentTitle(`New ${label} profile · oDance`);
  const { profileTypesComingSoon } = useRuntimeConfig();
  const [created, setCreated] = useState<SavedProfile | null>(null);

  if (created) return <CreatedScreen profile={created} />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/manage-profiles/new" size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden /> Choose another type
      </Anchor>
      <Title order={1}>New {label} profile</Title>
      {profileTypesComingSoon.includes(type) ? (
        <Stack gap="sm" align="flex-start">
          <Text>{profileTypeLabel(type)} profiles are coming soon. Choose another type for now.</Text>
          <Button component={Link} to="/dashboard/manage-profiles/new" variant="default">
            Choose another type
          </Button>
        </Stack>
      ) : (
        <ProfileWizard type={type} onDone={setCreated} />
      )}
    </Stack>
  );
}

function CreatedScreen({ profile }: { profile: SavedProfile }) {
  useDocumentTitle('Profile created · oDance');
  const heading = useRef<HTMLHeadingElement>(null);
  // The wizard is gone: the news takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack component="section" aria-labelledby="profile-created" align="center" ta="center" gap="md" py="xl">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={1} id="profile-created" ref={heading} tabIndex={-1} className={classes.focusTarget}>
        Profile created
      </Title>
      <Text size="lg">
        <strong>{profile.displayName}</strong> is now on oDance{profile.isMain ? ' and is your main profile' : ''}.
      </Text>
      <Group justify="center" gap="sm" mt="sm">
        <Button component={Link} to={profilePath(profile)} leftSection={<IconExternalLink size={18} aria-hidden />}>
          View public profile
        </Button>
        <Button component={Link} to="/dashboard/manage-profiles" variant="default" leftSection={<IconUsers size={18} aria-hidden />}>
          Manage profiles
        </Button>
      </Group>
    </Stack>
  );
}
