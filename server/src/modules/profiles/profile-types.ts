// The vocabulary of profiles (types, dance styles, affiliation lists) is the contract's
// (packages/contract/src/profile-types.ts): the profile form offers the same.
export {
  AFFILIATION_LIST_NAMES,
  AFFILIATION_LISTS,
  AFFILIATION_STATUSES,
  DANCE_STYLES,
  isPersonType,
  isProfileType,
  isRequestList,
  ORGANISATION_TYPES,
  PERSON_TYPES,
  PROFILE_TYPES,
  type AffiliationList,
  type AffiliationStatus,
  type DanceStyle,
  type OrganisationType,
  type PersonType,
  type ProfileType,
} from '@odance/contract';

// The networks and their hosts are the contract's (packages/contract/src/profiles.ts): the profile form checks the same.
export { SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from '@odance/contract';

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export interface MediaItem {
  url: string;
  kind: MediaKind;
}
