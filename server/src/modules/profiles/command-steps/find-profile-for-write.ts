import type { EntityManager } from 'typeorm';
import { findProfileOrFail } from '../queries/find-profile.js';
import type { Profile } from '../profile.entity.js';
import { lockProfileOwner } from './owner-lock.js';

/**
 * A profile about to be changed: every writer takes its owner's lock first and then reads the row afresh,
 * so writers of one owner's profiles queue in one order (no deadlocks) and never act on a stale row.
 */
export async function findProfileForWrite(manager: EntityManager, id: unknown, type?: unknown): Promise<Profile> {
  const found = await findProfileOrFail(manager, id, { type });
  await lockProfileOwner(manager, found.ownerId);
  return findProfileOrFail(manager, found.id);
}
