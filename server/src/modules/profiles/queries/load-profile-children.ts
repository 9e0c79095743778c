import type { EntityManager } from 'typeorm';
import { ProfileAchievement } from '../profile-achievement.entity.js';
import { ProfileAffiliation } from '../profile-affiliation.entity.js';

/**
 * Batch loads: one statement for any number of profiles. DataLoader (GraphQL) and the REST list both go
 * through these, so a page of 100 costs the same number of statements as a page of 10.
 */
export async function loadAffiliations(manager: EntityManager, profileIds: readonly string[]): Promise<Map<string, ProfileAffiliation[]>> {
  const rows = profileIds.length
    ? await manager
        .createQueryBuilder(ProfileAffiliation, 'a')
        .where('a.profile_id = ANY(:ids)', { ids: [...profileIds] })
        .orderBy('a.profile_id')
        .addOrderBy('a.position')
        .getMany()
    : [];
  return groupBy(profileIds, rows);
}

/** In the order the owner gave them (the client puts top ones first). */
export async function loadAchievements(manager: EntityManager, profileIds: readonly string[]): Promise<Map<string, ProfileAchievement[]>> {
  const rows = profileIds.length
    ? await manager
        .createQueryBuilder(ProfileAchievement, 'a')
        .where('a.profile_id = ANY(:ids)', { ids: [...profileIds] })
        .orderBy('a.profile_id')
        .addOrderBy('a.position')
        .getMany()
    : [];
  return groupBy(profileIds, rows);
}

function groupBy<T extends { profileId: string }>(profileIds: readonly string[], rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>(profileIds.map((id) => [id, []]));
  for (const row of rows) groups.get(row.profileId)?.push(row);
  return groups;
}
