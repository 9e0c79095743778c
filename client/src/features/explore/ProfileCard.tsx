import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProfileCardFieldsFragment } from '../../gql/graphql';
import { countryName, danceStyleLabel, initialsOfName, profilePath } from '../profiles/profile-format';
import { BreakableName } from '../profiles/BreakableName';
import { profileTypeLabel } from '../profiles/profile-types';
import classes from './ExplorePage.module.css';
import { CountryFlag } from '../profiles/CountryFlag';
import { VerifiedBadge } from '../profiles/VerifiedBadge';

/** One profile in the explore grid: the name is the link, stretched over the whole card. */
export function ProfileCard({ profile }: { profile: ProfileCardFieldsFragment }) {
  const name = profile.displayName;
  return (
    <Card component="article" withBorder radius="lg" padding="md" className={classes.card}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={profile.avatar?.url ?? null} alt="" size={64} radius="xl" color="brand" className={classes.cardAvatar}>
          {initialsOfName(name)}
        </Avatar>
        <Stack gap={4} className={classes.cardBody}>
          <Link to={profilePath(profile)} className={classes.cardLink}>
            <Text component="span" fw={700} size="md" lineClamp={2} className={classes.cardName}>
              <BreakableName name={name} />
            </Text>
          </Link>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {profileTypeLabel(profile.type)}
            </Badge>
            {profile.verified ? <VerifiedBadge size="sm" explained={false} /> : null}
          </Group>
          {profile.country ? (
            <Text size="sm" c="dimmed">
              <CountryFlag code={profile.country} after=" " />
              {countryName(profile.country)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {profile.danceStyles.length > 0 ? (
        <Group gap={6} mt="sm" aria-label="Dance styles" role="list">
          {profile.danceStyles.map((style) => (
            <Badge key={style} role="listitem" variant="default" size="sm" className={classes.styleBadge}>
              {danceStyleLabel(style)}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}
