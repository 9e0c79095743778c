import { issueReason, type ValidationReason } from '@odance/contract';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { hasInvisibleFormat } from './invisible-format.js';

// The rules' building blocks are the contract's (packages/contract/src/validation.ts), so the web app's forms
// check with the same ones; the modules take them from here or from the contract.
export { requiredOrInvalid, requiredString } from '@odance/contract';

/**
 * Validates an input against its schema. The first failing field becomes VALIDATION_FAILED with
 * `params.field` (dotted for nested paths) and `params.reason`; rules state their reason as the message.
 * A tooShort or tooLong also carries the limit it passed, `params.min` or `params.max` (a number, or a
 * length for text), taken from the rule itself (`.min()`/`.max()`, or a refinement's `params`), so a
 * client can say "at most 280 characters" without keeping its own copy of the number.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // PostgreSQL text cannot hold U+0000: refused here as invalid, not a 500 from the INSERT (found by fuzzing).
    const nul = pathOfNul(result.data, []);
    if (nul) throw AppError.validation(nul.join('.') || 'body', 'invalid');
    // Invisible format characters (bidirectional overrides, zero-width characters) would let "evil" display as
    // "live" in a name or a message: refused in every text people type (shared/validation/invisible-format.ts).
    const hidden = pathOfText(result.data, [], hasInvisibleFormat);
    if (hidden) throw AppError.validation(hidden.join('.') || 'body', 'invalid', { invisibleCharacter: true });
    return result.data;
  }
  const issue = result.error.issues[0]!; // a failed parse has at least one issue
  const field = issue.path.map(String).join('.') || 'body';
  const reason = issueReason(issue);
  throw AppError.validation(field, reason, limitOf(issue, reason));
}

/** The path of the first string holding U+0000 in a parsed input, or null. */
const pathOfNul = (value: unknown, path: string[]) => pathOfText(value, path, (text) => text.includes('\u0000'));

/** The path of the first string of a parsed input for which `bad` holds, or null. */
function pathOfText(value: unknown, path: string[], bad: (text: string) => boolean): string[] | null {
  if (typeof value === 'string') return bad(value) ? path : null;
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfText(child, [...path, key], bad);
    if (found) return found;
  }
  return null;
}

/** The bound a tooShort/tooLong issue passed, as `{min}` or `{max}`; nothing for other reasons. */
function limitOf(issue: z.core.$ZodIssue, reason: ValidationReason): { min?: number; max?: number } {
  const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined);
  if (reason === 'tooShort') {
    const min = issue.code === 'too_small' ? bound(issue.minimum) : issue.code === 'custom' ? bound(issue.params?.min) : undefined;
    return min === undefined ? {} : { min };
  }
  if (reason === 'tooLong') {
    const max = issue.code === 'too_big' ? bound(issue.maximum) : issue.code === 'custom' ? bound(issue.params?.max) : undefined;
    return max === undefined ? {} : { max };
  }
  return {};
}
