import { COUNTRY_NAMES, countryName } from '@odance/contract/country-names';
import { DANCE_STYLES, type DanceStyle } from '@odance/contract/profile-types';
import { flagEmojiSupported } from './flag-support';


const STYLE_LABELS: Record<DanceStyle, string> = {
  ballet: 'Ballet',
  contemporary: 'Contemporary',
  hipHop: 'Hip-hop',
  jazz: 'Jazz',
  tap: 'Tap',
  modern: 'Modern',
  ballroom: 'Ballroom',
};

export const danceStyleLabel = (style: string): string => STYLE_LABELS[style as DanceStyle] ?? style;

export const isDanceStyle = (value: string): value is DanceStyle => (DANCE_STYLES as readonly string[]).includes(value);

/** YYYY-MM-DD (the API) → dd/mm/yyyy (docs/web-app.md#constants). Anything else is shown as it came. */
export function formatAchievementDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** The flag emoji of a country code (two regional indicator letters), or '' where flags cannot be drawn. */
export function countryFlag(code: string): string {
  return flagEmojiSupported() ? flagEmoji(code) : '';
}

/** The flag emoji of a country code, whether or not this device can draw it ('' for anything but two letters). */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export interface CountryOption {
  value: string;
  label: string;
}

let countryOptionsCache: CountryOption[] | null = null;

/** Every country, by English name, for selects. */
export function countryOptions(): CountryOption[] {
  countryOptionsCache ??= [...COUNTRY_NAMES].map(([value, label]) => ({ value, label }));
  return countryOptionsCache;
}

/** What a profile is called: its display name, else its names. */
export function profileName(profile: {
  displayName?: string | null;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  if (profile.displayName) return profile.displayName;
  if (profile.name) return profile.name;
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
}

/** Initials for an avatar without a picture. */
export function initialsOfName(name: string): string {
  const words = name.split(/[\s._]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export const profilePath = (profile: { type: string; id: string }): string => `/profile/${profile.type}/${profile.id}`;

// One country name for every page (the account pickers' second line uses it too).
export { countryName };
