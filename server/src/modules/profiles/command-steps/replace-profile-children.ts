import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { addNotifications } from '../../notifications/index.js';
import { isRequestList } from '../profile-types.js';
import { ProfileAchievement } from '../profile-achievement.entity.js';
import { ProfileAffiliation } from '../profile-affiliation.entity.js';
import type { AchievementInput } from '../rules/achievement-rules.js';
import type { ResolvedAffiliation } from './resolve-affiliations.js';

/** The profile whose children are written: its owner decides which links need an answer, its name is in the request. */
export interface ChildrenOwner {
  id: string;
  ownerId: string;
  displayName: string;
}

/**
 * Writes a profile's affiliations and achievements as given, replacing what it had. Achievements keep the
 * id the client sent back when it is one of this profile's own (so an edit does not renumber them). A link to an
 * organisation the profile already had keeps its row id and its answer (a request stays the same request while the
 * member edits their bio); a new one is a request: accepted at once when the member's owner owns the
 * organisation too, else pending, and the organisation's owner is notified.
 */
export async function replaceProfileChildren(
  manager: EntityManager,
  profile: ChildrenOwner,
  affiliations: ResolvedAffiliation[],
  achievements: AchievementInput[],
  ownAchievementIds: ReadonlySet<string> = new Set(),
): Promise<void> {
  const profileId = profile.id;
  const before = await manager.find(ProfileAffiliation, { where: { profileId }, select: { id: true, list: true, linkedProfileId: true, status: true, requestedAt: true, answeredAt: true } });
  const earlier = new Map(before.filter((row) => row.status !== null).map((row) => [`${row.list}:${row.linkedProfileId}`, row]));
  await manager.delete(ProfileAffiliation, { profileId });
  await manager.delete(ProfileAchievement, { profileId });
  const requested: Array<{ id: string; ownerId: string; organisationId: string }> = [];
  if (affiliations.length) {
    const now = new Date();
    await manager.insert(
      ProfileAffiliation,
      affiliations.map(({ linkedOwnerId, ...item }, position) => {
        const row = { ...item, profileId, position, status: null as ProfileAffiliation['status'], requestedAt: null as Date | null, answeredAt: null as Date | null };
        if (!item.linkedProfileId || !linkedOwnerId || !isRequestList(item.list)) return row;
        const key = `${item.list}:${item.linkedProfileId}`;
        const kept = earlier.get(key);
        if (kept) {
          earlier.delete(key); // the same organisation twice in one list: one request
          return { ...row, id: kept.id, status: kept.status, requestedAt: kept.requestedAt, answeredAt: kept.answeredAt };
        }
        if (linkedOwnerId === profile.ownerId) return { ...row, status: 'accepted' as const, requestedAt: now, answeredAt: now };
        const id = randomUUID();
        requested.push({ id, ownerId: linkedOwnerId, organisationId: item.linkedProfileId });
        return { ...row, id, status: 'pending' as const, requestedAt: now };
      }),
    );
  }
  await addNotifications(
    manager,
    requested.map((request) => ({
      accountId: request.ownerId,
      kind: 'affiliationRequested' as const,
      data: { affiliationId: request.id, profileId, profileName: profile.displayName, organisationId: request.organisationId },
    })),
  );
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
