import { PROFILE_LIMITS } from './profiles.js';

/*
 * An organisation's handle: its `name`, the address of its page (`/@handle`, beside `/profile/{type}/{id}`).
 * Nobody has to invent one: it is derived from the display name people type (docs/product.md#profile-names),
 * and may be changed later on the profile's editor.
 */

/**
 * Paths of the app and words people could mistake for the platform's own: a handle may not be one of them
 * (whatever the case), so `/@admin` can never pass for an official page.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'about', 'account', 'accounts', 'admin', 'admin-panel', 'administrator', 'api', 'app', 'auth', 'config', 'contact',
  'dashboard', 'dev', 'developers', 'explore', 'graphql', 'health', 'help', 'home', 'login', 'logout', 'media', 'metrics',
  'moderator', 'oauth', 'odance', 'official', 'privacy', 'profile', 'profiles', 'root', 'robots', 'security', 'settings',
  'signin', 'signout', 'signup', 'sitemap', 'staff', 'support', 'system', 'terms', 'uploads', 'webhooks', 'www',
]);

export const isReservedHandle = (handle: string): boolean => RESERVED_HANDLES.has(handle.toLowerCase());

/** Room kept at the end of a derived handle for a `-N` suffix that makes it unique. */
const SUFFIX_ROOM = 8;

/** Letters NFKD does not split into a base letter and a mark. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h' };

/**
 * The handle a display name suggests: accents folded ("Núñez" → "nunez"), lower case, every run of anything but
 * letters and digits one hyphen ("Escuela de Baile Sevilla" → "escuela-de-baile-sevilla"). Letters without a Latin
 * form stay as they are ("Балет Москва" → "балет-москва"), recomposed (NFC), so any script gives a readable
 * handle. Nothing left (a name of emoji only) gives "organisation". Never reserved, never taken: the server adds
 * `-2`, `-3`… (server/src/modules/profiles/commands/organisation-name.ts).
 */
export function handleFromName(displayName: string): string {
  const folded = Array.from(displayName.normalize('NFC').toLowerCase(), (letter) => {
    if (FOLDS[letter]) return FOLDS[letter];
    const parts = letter.normalize('NFKD');
    // Only a Latin letter loses its marks: "й" or "ガ" would become another letter without theirs.
    return /^\p{Script=Latin}/u.test(parts) ? parts.replace(/\p{M}+/gu, '') : letter;
  }).join('');
  const slug = folded.replace(/[^\p{L}\p{M}\p{Nd}]+/gu, '-').replace(/^-+|-+$/g, '');
  const cut = Array.from(slug).slice(0, PROFILE_LIMITS.name - SUFFIX_ROOM).join('').replace(/-+$/, '');
  return cut === '' ? 'organisation' : cut;
}
