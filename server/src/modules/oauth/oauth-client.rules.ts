import { z } from 'zod';
import { requiredString } from '../../shared/validation/parse-input.js';
import { API_SCOPES } from '../auth/index.js';

const MAX_REDIRECT_URIS = 10;

/** Apps one member may register (admins: no limit); docs/apps.md "Your own apps". */
export const MEMBER_APPS_MAX = 20;

/**
 * A redirect URI an app may register (OAuth 2.1 and RFC 8252): https for web apps; for native apps a loopback
 * `http://127.0.0.1` / `http://[::1]` (any port is accepted when used) or a private-use scheme with a dot in it
 * (`com.example.app:/callback`). Never a fragment, `localhost` (RFC 8252 §7.3) or a plain http host.
 */
export function redirectUriKind(raw: string): 'web' | 'native' | null {
  let uri: URL;
  try {
    uri = new URL(raw);
  } catch {
    return null;
  }
  if (uri.hash || raw.length > 500) return null;
  if (uri.protocol === 'https:') return 'web';
  if (uri.protocol === 'http:') return uri.hostname === '127.0.0.1' || uri.hostname === '[::1]' ? 'native' : null;
  return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(uri.protocol) ? 'native' : null;
}

/** Whether an app is native: the kind of its redirect URIs (one kind for all of them, the rule below). */
export function isNativeApp(redirectUris: readonly string[]): boolean {
  const [first] = redirectUris;
  return first !== undefined && redirectUriKind(first) === 'native';
}

/** An app's name on the consent screen. */
export const CLIENT_NAME_MAX = 80;
const nameRule = requiredString().max(CLIENT_NAME_MAX, 'tooLong');
const redirectUrisRule = z
    .array(z.string({ error: 'invalid' }).refine((uri) => redirectUriKind(uri) !== null, 'invalid'), { error: 'invalid' })
    .min(1, 'required')
    .max(MAX_REDIRECT_URIS, 'tooLong')
    // One app is either native (loopback, private scheme) or web (https): its kind decides how it may redirect.
    .refine((uris) => new Set(uris.map(redirectUriKind)).size === 1, 'invalid');

export const CreateOAuthClientSchema = z.object({
  name: nameRule,
  redirectUris: redirectUrisRule,
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'invalid' }), { error: 'invalid' })
    .min(1, 'required')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'invalid'),
  confidential: z.boolean({ error: 'invalid' }),
});

/** What the owner (or an admin) may change: its name and where it redirects; absent fields stay as they are. */
export const UpdateOAuthClientSchema = z.object({
  clientId: requiredString(),
  name: nameRule.optional(),
  redirectUris: redirectUrisRule.optional(),
});
