import { z } from 'zod';
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERNS, PASSWORD_PROOF_MAX, passwordLength } from './accounts.js';
import { MESSAGE_MAX, ODANCE_AMOUNT_MIN, ODANCE_PURCHASE_MAX, REFERENCE_MAX, messageLength } from './odance.js';
import { isPrintableLine } from './text.js';
import { ORGANISATION_NAME_PATTERN, PROFILE_LIMITS, SOCIAL_NETWORKS, isSocialLink, type SocialLinks, type SocialNetwork } from './profiles.js';

/*
 * The zod rules both sides check a field with: the server's commands in their input schemas, the web app's forms
 * as the field is typed. A rule states why it refuses as its message, one of VALIDATION_REASONS (errors.ts, whose
 * `ruleReason` reads it back). The one module of the package that takes zod: the web app imports it from its
 * forms only, so zod stays out of the first page's chunks.
 */

/* ---------- building blocks ---------- */

/** A rule's error for a value of the wrong type: `required` when it is absent or null, `invalid` otherwise. */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid');

/** A required string: missing or blank is `required`, otherwise trimmed. */
export const requiredString = () =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, 'required');

/** An optional text: absent, null or blank all mean "none" (null); otherwise trimmed and at most `max` long. */
export const optionalText = (max: number) =>
  z
    .union([z.string({ error: 'invalid' }), z.null()], { error: 'invalid' })
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .refine((value) => value === null || value.length <= max, { message: 'tooLong', params: { max } });

/** A list that may be omitted (empty) but, when given, holds at most `max` items. */
export const optionalList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: (issue) => (issue.input === null || issue.input === undefined ? undefined : 'invalid') })
    .max(max, 'tooLong')
    .nullish()
    .transform((items) => items ?? []);

/* ---------- accounts (accounts.ts) ---------- */

export const emailRule = requiredString()
  .max(EMAIL_MAX, 'tooLong')
  .pipe(z.email('invalid'))
  .transform((email) => email.toLowerCase());

/** A password (accounts.ts): its length counted in characters, the four kinds of PASSWORD_PATTERNS, one printable line. */
export const passwordRule = z
  .string({ error: requiredOrInvalid })
  .min(1, 'required')
  .refine((password) => passwordLength(password) >= PASSWORD_MIN, { message: 'tooShort', params: { min: PASSWORD_MIN }, abort: true })
  .refine((password) => passwordLength(password) <= PASSWORD_MAX, { message: 'tooLong', params: { max: PASSWORD_MAX }, abort: true })
  .refine(isPrintableLine, 'invalid')
  .regex(PASSWORD_PATTERNS.lowercase, 'invalid')
  .regex(PASSWORD_PATTERNS.uppercase, 'invalid')
  .regex(PASSWORD_PATTERNS.digit, 'invalid')
  .regex(PASSWORD_PATTERNS.special, 'invalid')
  // The limits as JSON Schema states them (/api/openapi.json), whose string lengths count code points, as here.
  .meta({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });

/**
 * A password typed to prove who one is (sign-in, the current password, closing or changing the account): taken as
 * typed, never trimmed, since a space is one of its characters (passwordRule); at most PASSWORD_PROOF_MAX UTF-16
 * units, so nothing long is hashed (an old password may predate today's rule, so only its length is checked).
 */
export const currentPasswordRule = z
  .string({ error: requiredOrInvalid })
  .min(1, 'required')
  .max(PASSWORD_PROOF_MAX, 'tooLong');

// A name is one printable line: the server refuses invisible characters in every input (text.ts), so the form
// checks it as typed and says why, instead of a bare "not valid" after sending.
export const firstNameRule = requiredString().max(FIRST_NAME_MAX, 'tooLong').refine(isPrintableLine, 'invalid');
export const lastNameRule = requiredString().max(LAST_NAME_MAX, 'tooLong').refine(isPrintableLine, 'invalid');

/* ---------- profiles (profiles.ts) ---------- */

/** An organisation's handle where it may be left out (absent, null or blank: derived from the display name, handles.ts). */
export const organisationHandleRule = optionalText(PROFILE_LIMITS.name).refine((value) => value === null || ORGANISATION_NAME_PATTERN.test(value), 'invalid');

/**
 * An organisation's display name (PRODUCT.md §9): 1–PROFILE_LIMITS.displayName printable characters, spaces and
 * accents allowed, one line, no invisible format character; absent, null or blank is none (null: the server takes
 * `defaultDisplayName(name)`).
 */
export const displayNameRule = optionalText(PROFILE_LIMITS.displayName).refine((value) => value === null || isPrintableLine(value), 'invalid');

export const bioRule = optionalText(PROFILE_LIMITS.bio);

/** One network's link: blank is none; otherwise at most PROFILE_LIMITS.link long, on one of the network's hosts. */
export const socialLinkRule = (network: SocialNetwork) =>
  optionalText(PROFILE_LIMITS.link).refine((value) => value === null || isSocialLink(network, value), 'invalid');

const socialLinksShape = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLinkRule(network)])) as Record<
  SocialNetwork,
  ReturnType<typeof socialLinkRule>
>;

/** Every network is present in the result, null when not set; unknown networks are dropped. */
export const socialLinksRule = z
  .object(socialLinksShape, { error: 'invalid' })
  .nullish()
  .transform((links): SocialLinks => {
    const result = {} as SocialLinks;
    for (const network of SOCIAL_NETWORKS) result[network] = links?.[network] ?? null;
    return result;
  });

/* ---------- oDance (odance.ts) ---------- */

/** Whole oDance from ODANCE_AMOUNT_MIN up to `max`: below is tooShort, above max tooLong, fractions invalid. */
export const odanceAmountRule = (max: number) =>
  z.number({ error: requiredOrInvalid }).int('invalid').min(ODANCE_AMOUNT_MIN, 'tooShort').max(max, 'tooLong');

/** The amount of one card purchase. */
export const purchaseAmountRule = odanceAmountRule(ODANCE_PURCHASE_MAX);

/** Optional free text (a message, a note), at most MESSAGE_MAX characters; blank is none. */
export const messageRule = z
  .string({ error: 'invalid' })
  .trim()
  .refine((text) => messageLength(text) <= MESSAGE_MAX, { message: 'tooLong', params: { max: MESSAGE_MAX } })
  .nullish()
  .transform((text) => (text ? text : null));

/**
 * A transfer's or distribution's optional `reference` (odance.ts REFERENCE_MAX): absent or null is none; otherwise
 * trimmed, 1–REFERENCE_MAX printable characters on one line (code points). Blank is `tooShort`, not none: a partner
 * that sends a reference means one, and an empty id would reconcile with nothing.
 */
export const referenceRule = z
  .string({ error: 'invalid' })
  .trim()
  .refine((text) => text.length >= 1, { message: 'tooShort', params: { min: 1 }, abort: true })
  .refine((text) => Array.from(text).length <= REFERENCE_MAX, { message: 'tooLong', params: { max: REFERENCE_MAX }, abort: true })
  .refine(isPrintableLine, 'invalid')
  .nullish()
  .transform((text) => text ?? null);
