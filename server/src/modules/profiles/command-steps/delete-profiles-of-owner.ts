import type { EntityManager } from 'typeorm';

/**
 * Deletes every profile of an owner whose account is erased: profiles are public personal data. Affiliations
 * linking to them keep their names as free text (the foreign key sets the link to null).
 */
export async function deleteProfilesOfOwner(manager: EntityManager, ownerId: string): Promise<void> {
  await manager.query('DELETE FROM profile WHERE owner_id = $1', [ownerId]);
}
