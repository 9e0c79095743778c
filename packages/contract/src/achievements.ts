/* An achievement's place and date (docs/product.md#rules): the profile form and the server's achievement rule check these. */

/** 1 for first place; the largest place a result can have. */
export const ACHIEVEMENT_PLACE_MIN = 1;
export const ACHIEVEMENT_PLACE_MAX = 100_000;

/** The earliest achievement date (YYYY-MM-DD). */
export const ACHIEVEMENT_EARLIEST_DATE = '1900-01-01';
// "Not in the future" for the person typing it: today in the easternmost time zone (UTC+14) still counts.
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The latest achievement date at `now`: today somewhere on Earth. */
export const latestAchievementDate = (now = Date.now()): string => new Date(now + LATEST_OFFSET_MS).toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD, from 1900 up to today. */
export function isAchievementDate(value: string, now = Date.now()): boolean {
  return isCalendarDate(value) && value >= ACHIEVEMENT_EARLIEST_DATE && value <= latestAchievementDate(now);
}
