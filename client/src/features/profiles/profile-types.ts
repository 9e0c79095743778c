/** docs/product.md: person types (dancer, trainer) and organisation types (the rest). */
export const PROFILE_TYPES = ['dancer', 'trainer', 'formation', 'school', 'federation', 'partner'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export function isProfileType(value: string | undefined): value is ProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(value ?? '');
}

export const profileTypeLabel = (type: ProfileType): string => type.charAt(0).toUpperCase() + type.slice(1);

/** People carry a first and a last name; organisations one `name`. */
export const isPersonType = (type: ProfileType): boolean => type === 'dancer' || type === 'trainer';

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

export const AFFILIATION_LISTS = ['schools', 'trainers', 'formations', 'federations', 'partners'] as const;
export type AffiliationList = (typeof AFFILIATION_LISTS)[number];

/** The profile type a list links to (`schools` → school, …). */
export const AFFILIATION_TYPE: Record<AffiliationList, ProfileType> = {
  schools: 'school',
  trainers: 'trainer',
  formations: 'formation',
  federations: 'federation',
  partners: 'partner',
};

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
