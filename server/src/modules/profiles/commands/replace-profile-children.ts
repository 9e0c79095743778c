import type { EntityManager } from 'typeorm';
import { ProfileAchievement } from '../profile-achievement.entity.js';
import { ProfileAffiliation } from '../profile-affiliation.entity.js';
import type { AchievementInput } from '../rules/achievement-rules.js';
import type { ResolvedAffiliation } from './resolve-affiliations.js';

/**
 * Writes a profile's affiliations and achievements as given, replacing what it had. Achievements keep the
 * id the client sent back when it is one of this profile's own (so an edit does not renumber them).
 */
export async function replaceProfileChildren(
  manager: EntityManager,
  profileId: string,
  affiliations: ResolvedAffiliation[],
  achievements: AchievementInput[],
  ownAchievementIds: ReadonlySet<string> = new Set(),
): Promise<void> {
  await manager.delete(ProfileAffiliation, { profileId });
  await manager.delete(ProfileAchievement, { profileId });
  if (affiliations.length) {
    await manager.insert(
      ProfileAffiliation,
      affiliations.map((item, position) => ({ ...item, profileId, position })),
    );
  }
  if (achievements.length) {
    const kept = new Set<string>();
    await manager.insert(
      ProfileAchievement,
      achievements.map(({ id, ...achievement }, position) => {
        const keep = id && ownAchievementIds.has(id) && !kept.has(id);
        if (keep) kept.add(id);
        return { ...achievement, ...(keep ? { id } : {}), profileId, position };
      }),
    );
  }
}
