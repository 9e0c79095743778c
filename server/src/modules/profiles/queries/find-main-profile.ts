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

/**
 * The main profile of `owner` (an SQL expression: another module's column) as a LEFT JOIN named `alias` with the
 * columns id, type and avatar_url, for a one-statement read of another module (`me`: modules/accounts/user-extras.ts).
 * LATERAL … OFFSET 0: found by its index for each owner of a batched lookup (docs/decisions.md#session-lookup-plans).
 */
export function mainProfileJoinSql(owner: string, alias: string): string {
  return `LEFT JOIN LATERAL (SELECT id, type, avatar_url FROM profile WHERE owner_id = ${owner} AND is_main OFFSET 0) ${alias} ON true`;
}
