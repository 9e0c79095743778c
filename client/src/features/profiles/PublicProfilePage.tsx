import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMapPin, IconPencil, IconVideo } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { PublicProfileDocument, type ProfileDetailsFieldsFragment } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useGraphQLQuery } from '../../shared/api/use-graphql-query';
import { ErrorScreen } from '../../shared/ui/ErrorScreen';
import NotFoundPage from '../../shared/ui/NotFoundPage';
import { QueryError } from '../../shared/ui/QueryError';
import { sortAchievements } from './achievements';
import { AchievementSummary } from './AchievementSummary';
import { BreakableName } from './BreakableName';
import { MediaGallery } from './MediaGallery';
import { countryName, danceStyleLabel, initialsOfName } from './profile-format';
import { AFFILIATION_LABEL, AFFILIATION_LISTS, AFFILIATION_TYPE, isProfileType, profileTypeLabel, type ProfileType } from './profile-types';
import classes from './PublicProfilePage.module.css';
import { ShareProfileButton } from './ShareProfileButton';
import { SocialLinks } from './SocialLinks';
import { CountryFlag } from './CountryFlag';

/** `/profile/{type}/{id}`: a public profile, visible without signing in. */
export default function PublicProfilePage() {
  const { type, id } = useParams();
  if (!isProfileType(type) || !id) return <NotFoundPage />;
  return <PublicProfile type={type} id={id} />;
}

function PublicProfile({ type, id }: { type: ProfileType; id: string }) {
  // Without Apollo Client: a shared link's first screen loads no more than Explore's (shared/api/use-graphql-query.ts).
  const { data, loading, error, refetch } = useGraphQLQuery(PublicProfileDocument, { type, id });
  const profile = data?.profile;
  useDocumentTitle(profile ? `${profile.displayName} · oDance` : `${profileTypeLabel(type)} profile · oDance`);

  if (profile) return <ProfileView profile={profile} />;
  if (error) {
    const apiError = toApiError(error);
    // An unknown id, an id of another type or one that is not even an id: all the same to the visitor.
    if (apiError.code === ErrorCode.NOT_FOUND || apiError.code === ErrorCode.VALIDATION_FAILED) {
      return (
        <ErrorScreen
          title="Profile not found"
          message="There is no such profile. It may have been deleted."
          actions={
            <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              Explore profiles
            </Button>
          }
        />
      );
    }
    return (
      <QueryError title="The profile could not be loaded" error={error} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  return loading ? <ProfileSkeleton /> : null;
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading profile">
      <Skeleton height={180} radius="lg" />
      <Group gap="md">
        <Skeleton circle height={96} />
        <Stack gap={8} flex={1}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} width="30%" />
        </Stack>
      </Group>
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

type Profile = ProfileDetailsFieldsFragment;

function ProfileView({ profile }: { profile: Profile }) {
  const name = profile.displayName;
  const affiliations = AFFILIATION_LISTS.filter((list) => profile[list].length > 0);
  const images = profile.media.filter((item) => item.kind === 'image');
  const videos = profile.media.filter((item) => item.kind === 'video');

  return (
    <article className={classes.page} aria-labelledby="profile-name">
      <header className={classes.header}>
        <div
          className={classes.banner}
          style={profile.backgroundImage ? { backgroundImage: `url("${profile.backgroundImage.url}")` } : undefined}
          data-empty={profile.backgroundImage ? undefined : true}
        />
        <div className={classes.identity}>
          <Avatar
            src={profile.avatar?.url ?? null}
            alt={profile.avatar ? `${name}’s avatar` : ''}
            size={128}
            radius={999}
            color="brand"
            variant="filled"
            className={classes.avatar}
          >
            {initialsOfName(name)}
          </Avatar>
          <div className={classes.titles}>
            <Title order={1} id="profile-name" className={classes.name}>
              <BreakableName name={name} />
            </Title>
            <Group gap="xs" mt={6}>
              <Badge variant="light">{profileTypeLabel(profile.type as ProfileType)}</Badge>
              {profile.country ? (
                <Text size="sm" c="dimmed" component="span" className={classes.country}>
                  <IconMapPin size={16} aria-hidden />
                  <CountryFlag code={profile.country} />
                  {countryName(profile.country)}
                </Text>
              ) : null}
            </Group>
          </div>
          <Group gap="xs" className={classes.actions}>
            <ShareProfileButton name={name} path={`/profile/${profile.type}/${profile.id}`} />
            {profile.canEdit ? (
              <Button component={Link} to={`/dashboard/manage-profiles/edit/${profile.type}/${profile.id}`} leftSection={<IconPencil size={18} aria-hidden />} variant="default">
                Edit
              </Button>
            ) : null}
          </Group>
        </div>
      </header>

      <div className={classes.columns}>
        <Stack gap="lg" className={classes.main}>
          {/* Visitors see no empty About; the owner sees a hint to write one. */}
          {profile.bio ? (
            <Section title="About">
              <Text className={classes.bio}>{profile.bio}</Text>
            </Section>
          ) : profile.canEdit ? (
            <Section title="About">
              <Text c="dimmed">
                No bio yet: visitors see nothing here.{' '}
                {/* Underlined: inside a sentence, a link must not rely on colour alone (axe link-in-text-block). */}
                <Anchor component={Link} to={`/dashboard/manage-profiles/edit/${profile.type}/${profile.id}`} underline="always">
                  Add a few words about {name}
                </Anchor>
                .
              </Text>
            </Section>
          ) : null}

          {profile.achievements.length > 0 ? (
            <Section title="Achievements">
              <Stack gap="sm" component="ol" className={classes.plainList}>
                {sortAchievements(profile.achievements).map((achievement) => (
                  <li key={achievement.id} className={classes.achievement}>
                    <AchievementSummary achievement={achievement} />
                  </li>
                ))}
              </Stack>
            </Section>
          ) : null}

          {profile.media.length > 0 ? (
            <Section title="Media">
              {images.length > 0 ? (
                <MediaGallery name={name} urls={images.map((item) => item.url)} />
              ) : null}
              {videos.length > 0 ? (
                <Stack gap="xs" component="ul" className={classes.plainList} mt={images.length > 0 ? 'md' : 0}>
                  {videos.map((item) => (
                    <li key={item.url}>
                      <Anchor href={item.url} target="_blank" rel="noopener noreferrer" className={classes.video}>
                        <IconVideo size={20} aria-hidden />
                        <span>Video on {hostOf(item.url)}</span>
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Section>
          ) : null}
        </Stack>

        <Stack gap="lg" className={classes.side}>
          {profile.photo ? (
            <Card withBorder radius="lg" padding={0} className={classes.photoCard}>
              <Image src={profile.photo.url} alt={`Photo of ${name}`} />
            </Card>
          ) : null}

          {profile.danceStyles.length > 0 ? (
            <Section title="Dance styles">
              <Group gap={6} component="ul" className={classes.plainList}>
                {profile.danceStyles.map((style) => (
                  <li key={style}>
                    <Badge variant="default" className={classes.styleBadge}>
                      {danceStyleLabel(style)}
                    </Badge>
                  </li>
                ))}
              </Group>
            </Section>
          ) : null}

          {Object.values(profile.socialLinks).some((link) => typeof link === 'string' && link) ? (
            <Section title="Links">
              <SocialLinks links={profile.socialLinks} name={name} />
            </Section>
          ) : null}

          {affiliations.map((list) => (
            <Section key={list} title={AFFILIATION_LABEL[list]}>
              <Stack gap={6} component="ul" className={classes.plainList}>
                {profile[list].map((item, index) =>
                  item.id ? (
                    <li key={item.id}>
                      <Anchor component={Link} to={`/profile/${AFFILIATION_TYPE[list]}/${item.id}`}>
                        {item.name}
                      </Anchor>
                    </li>
                  ) : (
                    <li key={`text-${index}`}>
                      <Text>{item.name}</Text>
                    </li>
                  ),
                )}
              </Stack>
            </Section>
          ))}
        </Stack>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
