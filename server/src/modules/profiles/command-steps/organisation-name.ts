import { handleFromName, isReservedHandle } from '@odance/contract';
import type { EntityManager } from 'typeorm';
import { escapeLike } from '../../../shared/database/like.js';
import { AppError } from '../../../shared/errors/app-error.js';

const NAME_CONSTRAINT = 'profile_name_key';

/**
 * docs/product.md#profile-names: organisation names (their handles, the `/@handle` address) are unique,
 * case-insensitively (citext). Checked first for a clear answer; the unique index settles races (see
 * `asNameTakenError`).
 */
export async function assertOrganisationNameFree(manager: EntityManager, name: string | null, exceptId: string | null): Promise<void> {
  if (name === null) return;
  const taken: unknown[] = await manager.query('SELECT 1 FROM profile WHERE name = $1 AND id IS DISTINCT FROM $2 LIMIT 1', [name, exceptId]);
  if (taken.length > 0) throw AppError.validation('name', 'alreadyExists');
}

/**
 * A handle someone chose (not derived) may not be a reserved word (packages/contract/src/handles.ts), so no page
 * at `/@admin` or `/@official` passes for the platform's own. A handle the profile already has is kept as it is:
 * handles from before the rule keep working.
 */
export function assertHandleAllowed(name: string | null, current: string | null): void {
  if (name === null || (current !== null && name.toLowerCase() === current.toLowerCase())) return;
  if (isReservedHandle(name)) throw AppError.validation('name', 'invalid', { reserved: true });
}

/**
 * The handle of an organisation created without one: its display name's (handleFromName), made unique by the
 * first free `-2`, `-3`… and never a reserved word. The names it could clash with are read in one statement;
 * a creation racing for the same one loses at the unique index and is tried again (createProfile).
 */
export async function deriveHandle(manager: EntityManager, displayName: string): Promise<string> {
  const base = handleFromName(displayName);
  const rows: Array<{ name: string }> = await manager.query(
    `SELECT lower(name::text) AS name FROM profile WHERE name = $1 OR name LIKE $2`,
    [base, `${escapeLike(base)}-%`],
  );
  const taken = new Set(rows.map((row) => row.name));
  const free = (handle: string) => !taken.has(handle.toLowerCase()) && !isReservedHandle(handle);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}

/** Whether an error is the unique index on names refusing a row (a concurrent writer took the name). */
export function isNameTaken(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? (error as { code?: string; constraint?: string });
  return driverError?.code === '23505' && driverError.constraint === NAME_CONSTRAINT;
}

/** A unique violation of the name index, raised by a concurrent writer, as the same validation error. */
export function asNameTakenError(error: unknown): unknown {
  return isNameTaken(error) ? AppError.validation('name', 'alreadyExists') : error;
}
