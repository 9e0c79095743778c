import type { ReactNode } from 'react';
import { ErrorCode, ruleReason } from '@odance/contract/errors';
import { toApiError, type ApiError } from '../api/api-error';

/** Why a one-line text (a name) was refused as `invalid`: it held a line break or an invisible character. */
export const PRINTABLE_LINE_TEXT = 'Use printable characters on one line: no line breaks or invisible characters.';

/** How a field is called in messages and its limits, so client rules and server answers read the same. */
export interface FieldSpec {
  /** Capitalised, as in "First name is required." */
  label: string;
  min?: number;
  max?: number;
  /** Overrides for reasons whose generic text would say too little. */
  required?: string;
  tooShort?: string;
  tooLong?: string;
  invalid?: string;
  alreadyExists?: string;
  mismatch?: string;
}

export function fieldMessage(spec: FieldSpec, reason: string): string {
  switch (reason) {
    case 'required':
      return spec.required ?? `${spec.label} is required.`;
    case 'tooShort':
      return spec.tooShort ?? (spec.min ? `${spec.label} must be at least ${spec.min} characters.` : `${spec.label} is too short.`);
    case 'tooLong':
      return spec.tooLong ?? (spec.max ? `${spec.label} must be at most ${spec.max} characters.` : `${spec.label} is too long.`);
    case 'alreadyExists':
      return spec.alreadyExists ?? `This ${spec.label.toLowerCase()} is already in use.`;
    case 'mismatch':
      return spec.mismatch ?? `${spec.label} does not match.`;
    default:
      return spec.invalid ?? `${spec.label} is not valid.`;
  }
}

/**
 * A form field checked with the server's own rule (from @odance/contract): null when `rule` takes `value`, else
 * the words for the reason the server would answer with.
 */
export function ruleMessage(rule: Parameters<typeof ruleReason>[0], value: unknown, spec: FieldSpec): string | null {
  const reason = ruleReason(rule, value);
  return reason === null ? null : fieldMessage(spec, reason);
}

/** The part of a Mantine form this needs (any `useForm` result fits). */
export interface FieldErrorTarget {
  setFieldError: (path: string, error: ReactNode) => void;
}

/**
 * Puts a failed call's error where the user looks for it: a VALIDATION_FAILED about one of `fields` goes under
 * that field with a friendly text, and so does a code listed in `codeFields` (e.g. AUTH_EMAIL_ALREADY_IN_USE →
 * email) with the catalogue message. Anything else concerns the whole form: it is returned, to show above the
 * submit button; null when it landed on a field.
 */
export function applyServerError(
  form: FieldErrorTarget,
  error: unknown,
  fields: Record<string, FieldSpec>,
  codeFields: Record<string, string> = {},
): ApiError | null {
  const apiError = toApiError(error);
  if (apiError.code === ErrorCode.VALIDATION_FAILED) {
    const field = apiError.params.field ?? '';
    const spec = fields[field];
    if (spec) {
      form.setFieldError(field, fieldMessage(spec, apiError.params.reason ?? 'invalid'));
      return null;
    }
  }
  const target = codeFields[apiError.code];
  if (target) {
    form.setFieldError(target, apiError.message);
    return null;
  }
  return apiError;
}
