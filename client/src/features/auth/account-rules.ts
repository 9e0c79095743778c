import { fieldMessage, type FieldSpec } from '../../shared/forms/server-errors';

/**
 * docs/product.md#rules on the client, mirroring the server's rules (server/src/modules/accounts/account-rules.ts), with
 * the same texts for a rule broken here and for one the server reports.
 */
export const PASSWORD_SPECIALS = '@$!%*#?&';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const FIRST_NAME_MAX = 32;
export const LAST_NAME_MAX = 64;
export const EMAIL_MAX = 254;

const PASSWORD_INVALID = `Password needs an uppercase letter, a lowercase letter, a digit and one of ${PASSWORD_SPECIALS}, and no other symbols or spaces.`;

export const FIELDS = {
  email: {
    label: 'Email',
    max: EMAIL_MAX,
    invalid: 'Enter a valid email address.',
    alreadyExists: 'This email is already in use.',
  },
  firstName: { label: 'First name', max: FIRST_NAME_MAX },
  lastName: { label: 'Last name', max: LAST_NAME_MAX },
  password: { label: 'Password', min: PASSWORD_MIN, max: PASSWORD_MAX, invalid: PASSWORD_INVALID },
  newPassword: { label: 'New password', min: PASSWORD_MIN, max: PASSWORD_MAX, invalid: PASSWORD_INVALID.replace('Password', 'The new password') },
  currentPassword: { label: 'Current password' },
  confirmPassword: { label: 'Confirm password', required: 'Repeat the password.', mismatch: 'The passwords do not match.' },
} satisfies Record<string, FieldSpec>;

/** Each requirement of a password, shown as a checklist while typing. */
export interface PasswordCheck {
  label: string;
  test: (value: string) => boolean;
}

export const PASSWORD_CHECKS: PasswordCheck[] = [
  { label: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, test: (v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX },
  { label: 'An uppercase letter', test: (v) => /[A-Z]/.test(v) },
  { label: 'A lowercase letter', test: (v) => /[a-z]/.test(v) },
  { label: 'A digit', test: (v) => /\d/.test(v) },
  { label: `One of ${PASSWORD_SPECIALS}`, test: (v) => /[@$!%*#?&]/.test(v) },
  { label: `Only letters, digits and ${PASSWORD_SPECIALS}`, test: (v) => /^[A-Za-z\d@$!%*#?&]*$/.test(v) },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return fieldMessage(FIELDS.email, 'required');
  if (email.length > EMAIL_MAX) return fieldMessage(FIELDS.email, 'tooLong');
  if (!EMAIL_PATTERN.test(email)) return fieldMessage(FIELDS.email, 'invalid');
  return null;
}

/** Names are trimmed by the server, so blank is missing. */
export const nameRule =
  (spec: FieldSpec) =>
  (value: string): string | null => {
    const name = value.trim();
    if (!name) return fieldMessage(spec, 'required');
    if (spec.max && name.length > spec.max) return fieldMessage(spec, 'tooLong');
    return null;
  };

export const validateFirstName = nameRule(FIELDS.firstName);
export const validateLastName = nameRule(FIELDS.lastName);

export function validatePassword(value: string, spec: FieldSpec = FIELDS.password): string | null {
  if (!value) return fieldMessage(spec, 'required');
  if (value.length < PASSWORD_MIN) return fieldMessage(spec, 'tooShort');
  if (value.length > PASSWORD_MAX) return fieldMessage(spec, 'tooLong');
  if (!PASSWORD_CHECKS.every((check) => check.test(value))) return fieldMessage(spec, 'invalid');
  return null;
}

export function validateConfirmPassword(value: string, password: string): string | null {
  if (!value) return fieldMessage(FIELDS.confirmPassword, 'required');
  if (value !== password) return fieldMessage(FIELDS.confirmPassword, 'mismatch');
  return null;
}

/** A field that only has to be filled in (the password at sign-in, the current password). */
export const requiredRule =
  (spec: FieldSpec) =>
  (value: string): string | null =>
    value ? null : fieldMessage(spec, 'required');
