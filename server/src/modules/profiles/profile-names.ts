import type { Profile } from './profile.entity.js';

/** How a profile is named everywhere (cards, search, affiliation items): the organisation name or "first last". */
export function displayNameOf(profile: Pick<Profile, 'name' | 'firstName' | 'lastName'>): string {
  return profile.name ?? `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
}
