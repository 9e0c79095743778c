/** PRODUCT.md §3: person types (dancer, trainer) and organisation types (the rest). */
export const PROFILE_TYPES = ['dancer', 'trainer', 'formation', 'school', 'federation', 'partner'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export function isProfileType(value: string | undefined): value is ProfileType {
  return (PROFILE_TYPES as readonly string[]).includes(value ?? '');
}

export const profileTypeLabel = (type: ProfileType): string => type.charAt(0).toUpperCase() + type.slice(1);
