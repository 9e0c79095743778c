/*
 * The account fields' limits of docs/product.md#rules (sign-up, account updates, password changes). The zod rules
 * made of them are in rules.ts; this module takes no zod, so any page may import it.
 */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** The longest password a sign-in or a current-password field may send (longer ones are refused before hashing). */
export const PASSWORD_PROOF_MAX = 128;
export const FIRST_NAME_MAX = 32;
export const LAST_NAME_MAX = 64;

/**
 * What a password needs besides its length (docs/product.md#rules; the sign-up form shows them as a checklist). Letters and digits are Unicode's (`É` is an uppercase letter, `٣` a digit); a special character is
 * any printable character that is neither, spaces and punctuation included ("Correct horse-battery 9"), so a
 * passphrase or a password manager's output is accepted as it is. Combining marks belong to the letter they
 * accent. What is not printable (control and invisible format characters, text.ts) is refused by passwordRule.
 */
export const PASSWORD_PATTERNS = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{M}\p{Nd}\p{C}\u2028\u2029]/u,
} as const;

/** A password's length in characters (code points: an emoji is one), as PASSWORD_MIN and PASSWORD_MAX count it. */
export const passwordLength = (password: string): number => Array.from(password).length;

/** A person's name as both sides write it (mails, exports, notifications, the app): "Ada Lovelace". */
export const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`;
