import type { EntityManager } from 'typeorm';
import { AppError } from '../../../shared/errors/app-error.js';

const NAME_CONSTRAINT = 'profile_name_key';

/**
 * docs/product.md#profile-names: organisation names are unique, case-insensitively (citext).
 * Checked first for a clear answer; the unique index settles races (see `asNameTakenError`).
 */
export async function assertOrganisationNameFree(manager: EntityManager, name: string | null, exceptId: string | null): Promise<void> {
  if (name === null) return;
  const taken: unknown[] = await manager.query('SELECT 1 FROM profile WHERE name = $1 AND id IS DISTINCT FROM $2 LIMIT 1', [name, exceptId]);
  if (taken.length > 0) throw AppError.validation('name', 'alreadyExists');
}

/** A unique violation of the name index, raised by a concurrent writer, as the same validation error. */
export function asNameTakenError(error: unknown): unknown {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (error as { code?: string; constraint?: string });
  if (driverError?.code === '23505' && driverError.constraint === NAME_CONSTRAINT) return AppError.validation('name', 'alreadyExists');
  return error;
}
