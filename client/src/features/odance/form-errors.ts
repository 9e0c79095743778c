import type { ApiError } from '../../shared/api/api-error';

/** The reasons of VALIDATION_FAILED (PRODUCT.md §2). */
export type ValidationReason = 'required' | 'tooShort' | 'tooLong' | 'invalid' | 'alreadyExists' | 'mismatch';

export interface FieldMessages {
  /** The form's field the server's field maps to. */
  field: string;
  /** A friendly text per reason; missing ones fall back to a generic text naming `label`. */
  label: string;
  messages?: Partial<Record<ValidationReason, string>>;
}

const GENERIC: Record<ValidationReason, (label: string) => string> = {
  required: (label) => `${label} is required.`,
  tooShort: (label) => `${label} is too short.`,
  tooLong: (label) => `${label} is too long.`,
  invalid: (label) => `${label} is not valid.`,
  alreadyExists: (label) => `${label} already exists.`,
  mismatch: (label) => `${label} does not match.`,
};

/**
 * A VALIDATION_FAILED answer as `{field, message}` for the form, when its `params.field` is one the form
 * shows; null for any other error (the caller shows those above the form).
 */
export function fieldErrorOf(error: ApiError, fields: Record<string, FieldMessages>): { field: string; message: string } | null {
  if (error.code !== 'VALIDATION_FAILED') return null;
  const serverField = typeof error.params.field === 'string' ? error.params.field : '';
  const target = fields[serverField];
  if (!target) return null;
  const reason = (
    typeof error.params.reason === 'string' && error.params.reason in GENERIC ? error.params.reason : 'invalid'
  ) as ValidationReason;
  return { field: target.field, message: target.messages?.[reason] ?? GENERIC[reason](target.label) };
}
