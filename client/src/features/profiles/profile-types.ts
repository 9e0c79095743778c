import { AFFILIATION_LISTS as AFFILIATION_TYPE, type AffiliationList, type ProfileType } from '@odance/contract/profile-types';

// The types, the person/organisation split and each list's linked type are the contract's
// (packages/contract/src/profile-types.ts), as the server checks them.
export { isPersonType, isProfileType, PROFILE_TYPES, type AffiliationList, type ProfileType } from '@odance/contract/profile-types';
/** The profile type a list links to (`schools` → school, …). */
export { AFFILIATION_TYPE };

export const profileTypeLabel = (type: ProfileType): string => type.charAt(0).toUpperCase() + type.slice(1);

/** docs/product.md: these get the four-step wizard; the others only the basic step. */
export const hasFullWizard = (type: ProfileType): boolean => type === 'dancer' || type === 'trainer' || type === 'formation';

export const PROFILE_TYPE_DESCRIPTIONS: Record<ProfileType, string> = {
  dancer: 'Show your styles, the schools and trainers you work with, and your results.',
  trainer: 'Present your teaching, the schools you teach at and your federations.',
  formation: 'A crew, company or ensemble with its members’ schools, trainers and results.',
  school: 'A dance school or studio with its classes and contacts.',
  federation: 'A federation, union or association of the dance community.',
  partner: 'A business that works with dancers: shoes, wear, venues, music.',
};

/** The order the app shows the lists in. */
export const AFFILIATION_LISTS = ['schools', 'trainers', 'formations', 'federations', 'partners'] as const satisfies readonly AffiliationList[];

export const AFFILIATION_LABEL: Record<AffiliationList, string> = {
  schools: 'Schools',
  trainers: 'Trainers',
  formations: 'Formations',
  federations: 'Federations',
  partners: 'Partners',
};

/** Which affiliation lists the wizard offers a type (the server takes every list from every type). */
export const AFFILIATIONS_BY_TYPE: Record<ProfileType, AffiliationList[]> = {
  dancer: ['schools', 'trainers', 'formations', 'federations'],
  trainer: ['schools', 'federations'],
  formation: ['schools', 'trainers', 'federations'],
  school: [],
  federation: [],
  partner: [],
};
