import { defaultDisplayName } from '@odance/contract';
import type { Profile } from './profile.entity.js';

type Names = Pick<Profile, 'name' | 'firstName' | 'lastName'> & { displayName?: string | null };

/**
 * How a profile is named everywhere a person reads it (cards, search, affiliation items, the page's head):
 * an organisation's display name (its default when none is stored), or "first last".
 */
export function displayNameOf(profile: Names): string {
  if (profile.name !== null) return profile.displayName ?? defaultDisplayName(profile.name);
  return `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
}

/** A name as search compares it: lower case, `_ . -` and runs of spaces read as one space. */
const searchKey = (text: string) => text.toLowerCase().replace(/[_.\-\s]+/g, ' ').trim();

/**
 * The text search matches (`profile.search_name`): the display name, followed by the organisation's handle when it
 * reads differently, so both find the profile. Sorting by name and the typeahead's "name starts" read the display
 * name first.
 */
export function searchNameOf(profile: Names): string {
  const shown = displayNameOf(profile);
  return profile.name !== null && searchKey(profile.name) !== searchKey(shown) ? `${shown} ${profile.name}` : shown;
}
