import type { EntityManager } from 'typeorm';

/**
 * Serialises the main-profile decisions of one owner (first profile is main, promotion on delete, switching)
 * for the rest of the transaction. An advisory lock, so no other module's rows are locked for it.
 */
export async function lockProfileOwner(manager: EntityManager, ownerId: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('profile-owner:' || $1, 0))", [ownerId]);
}
