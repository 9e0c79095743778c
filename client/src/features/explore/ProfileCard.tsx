import { Avatar } from '@mantine/core';
import { Link } from 'react-router';
import type { ProfileCardFieldsFragment } from '../../gql/graphql';
import { countryName, danceStyleLabel, initialsOfName, profilePath } from '../profiles/profile-format';
import { BreakableName } from '../profiles/BreakableName';
import { profileTypeLabel } from '../profiles/profile-types';
import classes from './ExplorePage.module.css';
import { CountryFlag } from '../profiles/CountryFlag';
import { VerifiedBadge } from '../profiles/VerifiedBadge';

/**
 * One profile in the explore grid: the name is the link, stretched over the whole card. Its layout is plain
 * elements and ExplorePage.module.css rather than Mantine's Card, Group, Stack, Text and Badge: `/` draws and then hydrates
 * 24 of them, and each Mantine component is a render and an inline block of CSS variables (the drawn page's
 * `style` attributes were a third of its HTML; hydrating them most of its Total Blocking Time, bench/lib/web.mjs).
 * Its badges are Mantine's Badge at size sm, written as CSS; the avatar (its picture's fallback to initials) and the
 * Verified badge (rare) stay Mantine's.
 */
export function ProfileCard({ profile }: { profile: ProfileCardFieldsFragment }) {
  const name = profile.displayName;
  return (
    <article className={classes.card}>
      <div className={classes.cardHead}>
        <Avatar src={profile.avatar?.url ?? null} alt="" size={64} radius="xl" color="brand" className={classes.cardAvatar}>
          {initialsOfName(name)}
        </Avatar>
        <div className={classes.cardBody}>
          <Link to={profilePath(profile)} className={classes.cardLink}>
            <span className={classes.cardName}>
              <BreakableName name={name} />
            </span>
          </Link>
          <div className={classes.cardBadges}>
            <div className={classes.badge}>
              <span className={classes.badgeLabel}>{profileTypeLabel(profile.type)}</span>
            </div>
            {profile.verified ? <VerifiedBadge size="sm" explained={false} /> : null}
          </div>
          {profile.country ? (
            <p className={classes.cardCountry}>
              <CountryFlag code={profile.country} after=" " />
              {countryName(profile.country)}
            </p>
          ) : null}
        </div>
      </div>
      {profile.danceStyles.length > 0 ? (
        <div className={classes.cardStyles} aria-label="Dance styles" role="list">
          {profile.danceStyles.map((style) => (
            <div key={style} role="listitem" className={`${classes.badge} ${classes.styleBadge}`}>
              <span className={classes.badgeLabel}>{danceStyleLabel(style)}</span>
            </div>
          ))}
        </div>
      ) : null}
    </article>
  );
}
