import { requiredString } from '../../../shared/validation/parse-input.js';

export { firstNameRule, lastNameRule } from '../../accounts/index.js';

/**
 * docs/product.md#profile-names for organisation profiles: 1–128 characters, only letters, digits, dots and
 * underscores, starting and ending with a letter or digit (any script's letters: "Académie_de_Danse").
 */
export const ORGANISATION_NAME_PATTERN = /^[\p{L}\p{Nd}](?:[\p{L}\p{Nd}._]*[\p{L}\p{Nd}])?$/u;

export const organisationNameRule = requiredString().max(128, 'tooLong').regex(ORGANISATION_NAME_PATTERN, 'invalid');
