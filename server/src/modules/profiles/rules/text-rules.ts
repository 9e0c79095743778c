import { z } from 'zod';

/**
 * An optional text: absent, null or blank all mean "none" (null); otherwise trimmed and at most `max` long.
 */
export const optionalText = (max: number) =>
  z
    .union([z.string({ error: 'invalid' }), z.null()], { error: 'invalid' })
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .refine((value) => value === null || value.length <= max, { message: 'tooLong', params: { max } });

/** A list that may be omitted (empty) but, when given, holds at most `max` items. */
export const optionalList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: (issue) => (issue.input === null || issue.input === undefined ? undefined : 'invalid') })
    .max(max, 'tooLong')
    .nullish()
    .transform((items) => items ?? []);
