import {
  bioRule,
  defaultDisplayName,
  displayNameRule,
  firstNameRule,
  isCountryCode,
  lastNameRule,
  optionalList,
  optionalText,
  organisationHandleRule,
  socialLinksRule,
} from '@odance/contract';
import { z } from 'zod';
import { AFFILIATION_LIST_NAMES, DANCE_STYLES, isPersonType, type AffiliationList, type ProfileType } from '../profile-types.js';
import { achievementListRule } from './achievement-rules.js';
import { affiliationListRule, type AffiliationInput } from './affiliation-rules.js';
import { mediaRule, uploadedImageRule, type UploadUrlCheck } from './image-rules.js';

const countryRule = optionalText(2)
  .transform((code) => code?.toUpperCase() ?? null)
  .refine((code) => code === null || isCountryCode(code), 'invalid');

/** Known styles only, each once, in the order given. */
const danceStylesRule = optionalList(z.enum(DANCE_STYLES, { error: 'invalid' }), DANCE_STYLES.length * 2).transform((styles) => [
  ...new Set(styles),
]);

/** Everything but the names: the same for every profile type. */
const commonShape = (isUpload: UploadUrlCheck) => ({
  bio: bioRule,
  country: countryRule,
  danceStyles: danceStylesRule,
  socialLinks: socialLinksRule,
  avatar: uploadedImageRule(isUpload),
  photo: uploadedImageRule(isUpload),
  backgroundImage: uploadedImageRule(isUpload),
  media: mediaRule(isUpload),
  ...(Object.fromEntries(AFFILIATION_LIST_NAMES.map((list) => [list, affiliationListRule])) as Record<
    AffiliationList,
    typeof affiliationListRule
  >),
  achievements: achievementListRule,
});

/**
 * The rules for a profile of one type (docs/product.md): people have first and last names, organisations a
 * display name and a `name` (their handle; null here when it is to be derived). Fields of the other kind are
 * dropped. Uniqueness and links are checked against the database later.
 */
export function profileInputSchema(type: ProfileType, isUpload: UploadUrlCheck) {
  const none = z.unknown().optional().transform((): string | null => null);
  const names: Record<'firstName' | 'lastName' | 'name' | 'displayName', z.ZodType<string | null, unknown>> = isPersonType(type)
    ? { firstName: firstNameRule, lastName: lastNameRule, name: none, displayName: none }
    : { name: organisationHandleRule, displayName: displayNameRule, firstName: none, lastName: none };
  // An organisation needs a display name or a handle: without a handle, one is derived from the display name
  // (command-steps/organisation-name.ts); without a display name, it is the handle's default.
  return z
    .object({ ...names, ...commonShape(isUpload) }, { error: 'invalid' })
    .superRefine((input, ctx) => {
      if (!isPersonType(type) && input.name === null && input.displayName === null) ctx.addIssue({ code: 'custom', path: ['displayName'], message: 'required' });
    })
    .transform((input) => (input.name !== null && input.displayName === null ? { ...input, displayName: defaultDisplayName(input.name) } : input));
}

export type ProfileInput = z.output<ReturnType<typeof profileInputSchema>>;
export type { AffiliationInput };
