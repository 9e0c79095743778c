/** The vocabulary of profiles (docs/product.md): types, dance styles and affiliation lists. */
export const PERSON_TYPES = ['dancer', 'trainer'] as const;
export const ORGANISATION_TYPES = ['formation', 'school', 'federation', 'partner'] as const;
export const PROFILE_TYPES = [...PERSON_TYPES, ...ORGANISATION_TYPES] as const;

export type PersonType = (typeof PERSON_TYPES)[number];
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const DANCE_STYLES = ['ballet', 'contemporary', 'hipHop', 'jazz', 'tap', 'modern', 'ballroom'] as const;
export type DanceStyle = (typeof DANCE_STYLES)[number];

/** Each affiliation list of a profile and the profile type its linked items must have. */
export const AFFILIATION_LISTS = {
  schools: 'school',
  federations: 'federation',
  formations: 'formation',
  trainers: 'trainer',
  partners: 'partner',
} as const satisfies Record<string, ProfileType>;

export type AffiliationList = keyof typeof AFFILIATION_LISTS;
export const AFFILIATION_LIST_NAMES = Object.keys(AFFILIATION_LISTS) as AffiliationList[];

/** An affiliation with an organisation, as its owner answered it. */
export const AFFILIATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];
/** The lists whose links are requests: organisations (a trainer is a person). */
export const isRequestList = (list: AffiliationList): boolean => list !== 'trainers';

export function isProfileType(value: unknown): value is ProfileType {
  return typeof value === 'string' && (PROFILE_TYPES as readonly string[]).includes(value);
}

/** People carry a first and a last name; organisations one `name`. */
export function isPersonType(type: ProfileType): type is PersonType {
  return (PERSON_TYPES as readonly string[]).includes(type);
}
