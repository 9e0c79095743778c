import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PATTERNS, passwordLength } from '@odance/contract/accounts';
import type { FormEvent } from 'react';
import { fieldMessage, PRINTABLE_LINE_TEXT, ruleMessage, type FieldSpec } from '../../shared/forms/server-errors';

/**
 * docs/product.md#rules on the client: the server's own rules (@odance/contract, packages/contract/src/rules.ts),
 * with the same texts for a rule broken here and for one the server reports.
 */
const PASSWORD_INVALID = 'Password needs an uppercase letter, a lowercase letter, a digit and a symbol or space (such as - _ . ! or a space).';

export const FIELDS = {
  email: {
    label: 'Email',
    max: EMAIL_MAX,
    invalid: 'Enter a valid email address.',
    alreadyExists: 'This email is already in use.',
  },
  newEmail: {
    label: 'New email',
    max: EMAIL_MAX,
    invalid: 'Enter a valid email address, other than the one you use now.',
  },
  firstName: { label: 'First name', max: FIRST_NAME_MAX, invalid: PRINTABLE_LINE_TEXT },
  lastName: { label: 'Last name', max: LAST_NAME_MAX, invalid: PRINTABLE_LINE_TEXT },
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
  { label: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`, test: (v) => passwordLength(v) >= PASSWORD_MIN && passwordLength(v) <= PASSWORD_MAX },
  { label: 'An uppercase letter', test: (v) => PASSWORD_PATTERNS.uppercase.test(v) },
  { label: 'A lowercase letter', test: (v) => PASSWORD_PATTERNS.lowercase.test(v) },
  { label: 'A digit', test: (v) => PASSWORD_PATTERNS.digit.test(v) },
  { label: 'A symbol or space (any character but a letter or digit)', test: (v) => PASSWORD_PATTERNS.special.test(v) },
];

type Rules = typeof import('@odance/contract/rules');

// The zod rules (an 85 kB chunk, ~20 ms of a phone's main thread to evaluate) are not part of showing a form:
// they load when the form is first focused and a submit waits for them (accountRulesForm), so the sign-in
// and sign-up pages draw without them (npm run bench, lighthousePerf).
let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/** Loads the rules once; a failed load (offline) is tried again at the next call. */
export function loadAccountRules(): Promise<Rules> {
  loading ??= import('@odance/contract/rules').then(
    (loaded) => (rules = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Spread on the form: `<form {...accountRulesForm(form.onSubmit(…))}>`. */
export interface AccountRulesFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
}

/**
 * The props of a form checked with the rules, around its submit handler (Mantine's `form.onSubmit(…)`): the rules
 * start loading when the form is first focused, and a submit validates at once when they are loaded, else once they
 * are. Should they fail to load, the form is sent unchecked here: the server checks the same rules and its errors
 * land under the same fields with the same texts (applyServerError).
 */
export function accountRulesForm(submit: (event?: FormEvent<HTMLFormElement>) => void): AccountRulesFormProps {
  return {
    onFocus: () => void loadAccountRules().catch(() => undefined),
    onSubmit: (event) => {
      event?.preventDefault();
      if (rules) return submit();
      loadAccountRules().then(
        () => submit(),
        () => submit(),
      );
    },
  };
}

// Before the rules are here (a submit waits for them, see accountRulesForm) a field is not refused here.
const check = (rule: (loaded: Rules) => Parameters<typeof ruleMessage>[0], value: string, spec: FieldSpec): string | null =>
  rules ? ruleMessage(rule(rules), value, spec) : null;

export const validateEmail = (value: string): string | null => check((r) => r.emailRule, value, FIELDS.email);
export const validateNewEmail = (value: string): string | null => check((r) => r.emailRule, value, FIELDS.newEmail);
export const validateFirstName = (value: string): string | null => check((r) => r.firstNameRule, value, FIELDS.firstName);
export const validateLastName = (value: string): string | null => check((r) => r.lastNameRule, value, FIELDS.lastName);

export const validatePassword = (value: string, spec: FieldSpec = FIELDS.password): string | null => check((r) => r.passwordRule, value, spec);

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
