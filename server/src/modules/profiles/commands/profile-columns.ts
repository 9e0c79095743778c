import type { ProfileInput } from '../rules/profile-input.js';
import { displayNameOf } from '../profile-names.js';
import type { Profile } from '../profile.entity.js';

export type ProfileColumns = Pick<
  Profile,
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'searchName'
  | 'bio'
  | 'country'
  | 'danceStyles'
  | 'socialLinks'
  | 'avatarUrl'
  | 'photoUrl'
  | 'backgroundImageUrl'
  | 'media'
>;

/** The profile row's own columns for a validated input; `searchName` follows the names. */
export function profileColumns(input: ProfileInput): ProfileColumns {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    name: input.name,
    searchName: displayNameOf(input),
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
