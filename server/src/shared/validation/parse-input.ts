import { z } from 'zod';
import { AppError, type ValidationReason } from '../errors/app-error.js';

const REASONS = new Set<ValidationReason>(['required', 'tooShort', 'tooLong', 'invalid', 'alreadyExists', 'mismatch']);

/**
 * Validates an input against its schema. The first failing field becomes VALIDATION_FAILED with
 * `params.field` (dotted for nested paths) and `params.reason`; rules state their reason as the message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  throw AppError.validation(field, reasonOf(issue));
}

function reasonOf(issue: z.core.$ZodIssue): ValidationReason {
  if (REASONS.has(issue.message as ValidationReason)) return issue.message as ValidationReason;
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return 'required';
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
}

/** A required string: missing or blank is `required`, otherwise trimmed. */
export const requiredString = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid') })
    .trim()
    .min(1, 'required');
