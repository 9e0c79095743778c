/*
 * The account fields' limits of docs/product.md#rules (sign-up, account updates, password changes). The zod rules
 * made of them are in rules.ts; this module takes no zod, so any page may import it.
 */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_SPECIALS = '@$!%*#?&';
export const FIRST_NAME_MAX = 32;
export const LAST_NAME_MAX = 64;

/** What a password needs besides its length (the sign-up form shows them as a checklist). */
export const PASSWORD_PATTERNS = {
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  digit: /\d/,
  special: new RegExp(`[${PASSWORD_SPECIALS}]`),
  /** Nothing but ASCII letters, digits and the specials. */
  allowedOnly: new RegExp(`^[A-Za-z\\d${PASSWORD_SPECIALS}]+$`),
} as const;
