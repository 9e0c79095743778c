import { MAX_TOP_ACHIEVEMENTS, PROFILE_LIMITS, optionalList, optionalText, requiredOrInvalid, requiredString } from '@odance/contract';
import { z } from 'zod';

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
    eventName: requiredString().max(PROFILE_LIMITS.eventName, 'tooLong'),
    eventPlace: optionalText(PROFILE_LIMITS.eventPlace),
    category: optionalText(PROFILE_LIMITS.category),
    date: requiredString().refine((value) => isAchievementDate(value), 'invalid'),
    isTop: z.boolean({ error: 'invalid' }).nullish().transform((value) => value ?? false),
  },
  { error: 'invalid' },
);

export type AchievementInput = z.output<typeof achievementRule>;

/** docs/product.md#rules: up to five achievements marked top; the sixth one is the failing field. */
export const achievementListRule = optionalList(achievementRule, PROFILE_LIMITS.achievements).superRefine((achievements, ctx) => {
  let tops = 0;
  achievements.forEach((achievement, index) => {
    if (achievement.isTop && ++tops > MAX_TOP_ACHIEVEMENTS) ctx.addIssue({ code: 'custom', path: [index, 'isTop'], message: 'invalid' });
  });
});
