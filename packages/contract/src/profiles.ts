import { FIRST_NAME_MAX, LAST_NAME_MAX } from './accounts.js';

/*
 * A profile's limits, name pattern and social networks (docs/product.md#rules, server/src/modules/profiles/README.md).
 * The zod rules made of them are in rules.ts; this module takes no zod, so any page may import it.
 */
export const PROFILE_LIMITS = {
  firstName: FIRST_NAME_MAX,
  lastName: LAST_NAME_MAX,
  /** An organisation's name. */
  name: 128,
  /** An organisation's display name (any printable characters). */
  displayName: 128,
  bio: 2000,
  /** A social link or a gallery item's address. */
  link: 2048,
  affiliationName: 128,
  affiliationsPerList: 50,
  /** Pictures and videos of the gallery. */
  media: 30,
  achievements: 100,
  eventName: 128,
  eventPlace: 128,
  category: 64,
} as const;

/** docs/product.md#rules: up to five achievements marked top. */
export const MAX_TOP_ACHIEVEMENTS = 5;

/**
 * docs/product.md#profile-names for organisation profiles (their handle): only letters, digits, dots, underscores
 * and hyphens, starting and ending with a letter or digit (any script's letters: "Académie_de_Danse"; hyphens are
 * what a handle derived from the display name reads with: "escuela-de-baile-sevilla", handles.ts); after the first
 * character a letter may carry its combining marks, as scripts such as Devanagari write every word.
 */
export const ORGANISATION_NAME_PATTERN = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}._-]*[\p{L}\p{M}\p{Nd}])?$/u;

/**
 * PRODUCT.md §9: an organisation's display name when none is given: its name with `_` and `.` read as spaces
 * ("Académie_de_Danse" → "Académie de Danse"); a run of them is one space.
 */
export function defaultDisplayName(name: string): string {
  return name.replace(/[_.]+/g, ' ');
}

/** The networks a profile links to, in the order the server checks and answers them. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'x', 'website', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Record<SocialNetwork, string | null>;

/** The hosts each network serves profiles from; `null` is any host (a personal website). */
export const SOCIAL_NETWORK_HOSTS: Readonly<Record<SocialNetwork, readonly string[] | null>> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  website: null,
};

/** An http(s) URL whose host is one of `hosts` or a subdomain of one (www., m., vm.…); `null` hosts: any real host name. */
export function isHttpUrlOn(value: string, hosts: readonly string[] | null): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  if (hosts === null) return host.includes('.') && !host.endsWith('.');
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export const isSocialLink = (network: SocialNetwork, value: string): boolean => isHttpUrlOn(value, SOCIAL_NETWORK_HOSTS[network]);
