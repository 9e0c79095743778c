import { z } from 'zod';
import { requiredOrInvalid, requiredString } from '../../../shared/validation/parse-input.js';
import { optionalList, optionalText } from './text-rules.js';

export const MAX_TOP_ACHIEVEMENTS = 5;
export const MAX_ACHIEVEMENTS = 100;
const EARLIEST_DATE = '1900-01-01';
// "Not in the future" for the person typing it: today in the easternmost time zone (UTC+14) still counts.
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A real calendar date written YYYY-MM-DD, from 1900 up to today. */
export function isAchievementDate(value: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_DATE && value <= new Date(now + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

const achievementRule = z.object(
  {
    // Kept when it names an achievement the profile already has (edits keep their ids); otherwise ignored.
    id: z.string().nullish(),
    place: z
      .number({ error: requiredOrInvalid })
      .int('invalid')
      .min(1, 'invalid')
      .max(100_000, 'invalid'),
    eventName: requiredString().max(128, 'tooLong'),
    eventPlace: optionalText(128),
    category: optionalText(64),
    date: requiredString().refine((value) => isAchievementDate(value), 'invalid'),
    isTop: z.boolean({ error: 'invalid' }).nullish().transform((value) => value ?? false),
  },
  { error: 'invalid' },
);

export type AchievementInput = z.output<typeof achievementRule>;

/** docs/product.md#rules: up to five achievements marked top; the sixth one is the failing field. */
export const achievementListRule = optionalList(achievementRule, MAX_ACHIEVEMENTS).superRefine((achievements, ctx) => {
  let tops = 0;
  achievements.forEach((achievement, index) => {
    if (achievement.isTop && ++tops > MAX_TOP_ACHIEVEMENTS) ctx.addIssue({ code: 'custom', path: [index, 'isTop'], message: 'invalid' });
  });
});
