import type { ProfileInput } from '../rules/profile-input.js';
import { completenessOf } from '../profile-completeness.js';
import { searchNameOf } from '../profile-names.js';
import type { Profile } from '../profile.entity.js';

export type ProfileColumns = Pick<
  Profile,
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'displayName'
  | 'searchName'
  | 'completeness'
  | 'bio'
  | 'country'
  | 'danceStyles'
  | 'socialLinks'
  | 'avatarUrl'
  | 'photoUrl'
  | 'backgroundImageUrl'
  | 'media'
>;

/**
 * The profile row's own columns for a validated input; `searchName` follows the names, `completeness` the parts
 * Explore ranks by.
 */
export function profileColumns(input: ProfileInput): ProfileColumns {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    name: input.name,
    displayName: input.displayName,
    searchName: searchNameOf(input),
    completeness: completenessOf({ avatarUrl: input.avatar, bio: input.bio, danceStyles: input.danceStyles, achievementCount: input.achievements.length }),
    bio: input.bio,
    country: input.country,
    danceStyles: input.danceStyles,
    socialLinks: input.socialLinks,
    avatarUrl: input.avatar,
    photoUrl: input.photo,
    backgroundImageUrl: input.backgroundImage,
    media: input.media,
  };
}
