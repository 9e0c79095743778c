import { Anchor, Badge, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { PROFILE_TYPE_DESCRIPTIONS, PROFILE_TYPES, profileTypeLabel } from './profile-types';
import classes from './ProfileTypePickerPage.module.css';
import { PROFILE_TYPE_ICONS } from './type-icons';

/** `/dashboard/manage-profiles/new`: the first choice of the creator; types in `profileTypesComingSoon` wait. */
export default function ProfileTypePickerPage() {
  useDocumentTitle('Create a profile · oDance');
  const { profileTypesComingSoon } = useRuntimeConfig();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard/manage-profiles" size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden /> Manage profiles
      </Anchor>
      <div>
        <Title order={1}>Create a profile</Title>
        <Text c="dimmed" mt={4}>
          Choose the type of profile to create.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" className={classes.grid} aria-label="Profile types">
        {PROFILE_TYPES.map((type) => {
          const Icon = PROFILE_TYPE_ICONS[type];
          const comingSoon = profileTypesComingSoon.includes(type);
          const body = (
            <>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" color={comingSoon ? 'gray' : 'brand'}>
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                {comingSoon ? (
                  <Badge color="gray" variant="light" className={classes.soon}>
                    Coming soon
                  </Badge>
                ) : null}
              </Group>
              <Text fw={700} size="lg" mt="sm">
                {profileTypeLabel(type)}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {PROFILE_TYPE_DESCRIPTIONS[type]}
              </Text>
            </>
          );
          return (
            <li key={type}>
              {comingSoon ? (
                <div className={classes.option} aria-disabled="true" data-disabled>
                  {body}
                </div>
              ) : (
                <UnstyledButton component={Link} to={`/dashboard/manage-profiles/new/${type}`} className={classes.option}>
                  {body}
                </UnstyledButton>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
