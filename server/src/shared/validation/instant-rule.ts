import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, YYYY-MM-DD, that exists (2025-02-30 is not one). */
export const isDay = (text: string): boolean => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DAY.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
};
const isInstant = (text: string) => z.iso.datetime({ offset: true }).safeParse(text).success && !Number.isNaN(Date.parse(text));

/**
 * An instant of a list's date filter (the admin lists of transfers and payments, and their CSV exports): an ISO 8601
 * date-time with a zone (…Z, …+02:00) or a day meaning its UTC midnight; blank is none.
 */
export const instantRule = z
  .string({ error: 'invalid' })
  .trim()
  .refine((text) => text === '' || isDay(text) || isInstant(text), 'invalid')
  .nullish()
  .transform((text) => (text ? new Date(isDay(text) ? `${text}T00:00:00Z` : text) : null));
