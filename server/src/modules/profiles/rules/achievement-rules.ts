import {
  ACHIEVEMENT_PLACE_MAX,
  ACHIEVEMENT_PLACE_MIN,
  isAchievementDate,
  MAX_TOP_ACHIEVEMENTS,
  optionalList,
  optionalText,
  PROFILE_LIMITS,
  requiredOrInvalid,
  requiredString,
} from '@odance/contract';
import { z } from 'zod';

// The place's bounds and the date rule are the contract's (packages/contract/src/achievements.ts): the achievement
// dialog checks the same.
const achievementRule = z.object(
  {
    // Kept when it names an achievement the profile already has (edits keep their ids); otherwise ignored.
    id: z.string().nullish(),
    place: z
      .number({ error: requiredOrInvalid })
      .int('invalid')
      .min(ACHIEVEMENT_PLACE_MIN, 'invalid')
      .max(ACHIEVEMENT_PLACE_MAX, 'invalid'),
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
