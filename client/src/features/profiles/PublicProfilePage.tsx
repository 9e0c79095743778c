import { useState, type ReactNode } from 'react';
import { Anchor, Avatar, Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconMapPin, IconPencil, IconVideo } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { PublicProfileByHandleDocument, PublicProfileDocument, type ProfileDetailsFieldsFragment } from '../../gql/graphql';
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
import { AFFILIATION_LABEL, AFFILIATION_LISTS, AFFILIATION_TYPE, isPersonType, isProfileType, profileTypeLabel, type ProfileType } from './profile-types';
import classes from './PublicProfilePage.module.css';
import { ShareProfileButton } from './ShareProfileButton';
import { SocialLinks } from './SocialLinks';
import { CountryFlag } from './CountryFlag';
import { VerifiedBadge } from './VerifiedBadge';
import { VerifyProfileButton } from './VerifyProfileButton';
import { useSessionState } from '../../shared/auth/session';

/**
 * `/profile/{type}/{id}`, and `/@{handle}` for an organisation (the route `:handle`, which is any one-segment path
 * the others leave: one without the @ is not found): a public profile, visible without signing in.
 */
export default function PublicProfilePage() {
  const { type, id, handle } = useParams();
  if (handle !== undefined) return handle.length > 1 && handle.startsWith('@') ? <HandleProfile handle={handle.slice(1)} /> : <NotFoundPage />;
  if (!isProfileType(type) || !id) return <NotFoundPage />;
  return <PublicProfile type={type} id={id} />;
}

function PublicProfile({ type, id }: { type: ProfileType; id: string }) {
  // Without Apollo Client: a shared link's first screen loads no more than Explore's (shared/api/use-graphql-query.ts).
  const { data, loading, error, refetch } = useGraphQLQuery(PublicProfileDocument, { type, id });
  const profile = data?.profile;
  useDocumentTitle(profile ? `${profile.displayName} · oDance` : `${profileTypeLabel(type)} profile · oDance`);
  return <ProfileAnswer profile={profile} loading={loading} error={error} refetch={refetch} />;
}

function HandleProfile({ handle }: { handle: string }) {
  const { data, loading, error, refetch } = useGraphQLQuery(PublicProfileByHandleDocument, { handle });
  const profile = data?.profileByHandle;
  useDocumentTitle(profile ? `${profile.displayName} · oDance` : `@${handle} · oDance`);
  return <ProfileAnswer profile={profile} loading={loading} error={error} refetch={refetch} />;
}

function ProfileAnswer({ profile, loading, error, refetch }: { profile: Profile | undefined; loading: boolean; error: unknown; refetch: () => Promise<void> }) {
  if (profile) return <ProfileView profile={profile} onChanged={() => void refetch().catch(() => undefined)} />;
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
      <QueryError title="The profile could not be loaded" error={error} onRetry={refetch} />
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

function ProfileView({ profile: loaded, onChanged }: { profile: Profile; onChanged: () => void }) {
  // An admin's verification shows at once, before the page's query answers again.
  const [verified, setVerified] = useState<{ for: Profile; value: boolean } | null>(null);
  const profile = verified?.for === loaded ? { ...loaded, verified: verified.value } : loaded;
  const { user } = useSessionState();
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
              <Badge variant="light">{profileTypeLabel(profile.type)}</Badge>
              {profile.verified ? <VerifiedBadge /> : null}
              {profile.country ? (
                <Text size="sm" c="dimmed" component="span" className={classes.country}>
                  <IconMapPin size={16} aria-hidden />
                  <CountryFlag code={profile.country} />
                  {countryName(profile.country)}
                </Text>
              ) : null}
            </Group>
            {/* An organisation's address by its handle (derived from its name), beside the id address. */}
            {profile.name && !isPersonType(profile.type) ? (
              <Text size="sm" c="dimmed" mt={4} data-testid="profile-handle" style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={`/@${profile.name}`} c="dimmed" underline="always">
                  @{profile.name}
                </Anchor>
              </Text>
            ) : null}
          </div>
          <Group gap="xs" className={classes.actions}>
            <ShareProfileButton name={name} path={`/profile/${profile.type}/${profile.id}`} />
            {user?.can.verifyProfiles && !isPersonType(profile.type) ? (
              <VerifyProfileButton
                profile={{ id: profile.id, type: profile.type, verified: profile.verified, displayName: name }}
                onChanged={(value) => {
                  setVerified({ for: loaded, value });
                  onChanged();
                }}
              />
            ) : null}
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

          {profile.members.length > 0 ? (
            <Section title="Members">
              <Stack gap={6} component="ul" className={classes.plainList}>
                {profile.members.map((member) => (
                  <li key={member.id}>
                    <Anchor component={Link} to={`/profile/${member.type}/${member.id}`}>
                      {member.displayName}
                    </Anchor>
                    <Text component="span" size="sm" c="dimmed">
                      {' · '}
                      {profileTypeLabel(member.type)}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Section>
          ) : null}

          {affiliations.map((list) => (
            <Section key={list} title={AFFILIATION_LABEL[list]}>
              <Stack gap={6} component="ul" className={classes.plainList}>
                {profile[list].map((item, index) =>
                  // A declined link is only a name: the organisation said this profile is not one of its members.
                  item.id && item.status !== 'declined' ? (
                    <li key={item.id}>
                      <Anchor component={Link} to={`/profile/${AFFILIATION_TYPE[list]}/${item.id}`}>
                        {item.name}
                      </Anchor>
                      {item.status === 'pending' ? (
                        <Text component="span" size="sm" c="dimmed">
                          {' '}
                          (not confirmed yet)
                        </Text>
                      ) : null}
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
