import type { EntityManager } from 'typeorm';
import { Profile } from '../profile.entity.js';

/** The owner's main profile, or null when the owner has none yet. */
export function findMainProfile(manager: EntityManager, ownerId: string): Promise<Profile | null> {
  return manager.findOneBy(Profile, { ownerId, isMain: true });
}

/** The main profiles of many owners in one statement (account search shows their avatars). */
export async function findMainProfiles(manager: EntityManager, ownerIds: readonly string[]): Promise<Map<string, Profile>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await manager
    .createQueryBuilder(Profile, 'p')
    .where('p.owner_id = ANY(:ownerIds) AND p.is_main', { ownerIds: [...ownerIds] })
    .getMany();
  return new Map(rows.map((row) => [row.ownerId, row]));
}
