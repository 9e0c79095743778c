import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { lockAccountRole, setRoleUnlessAdmin } from '../account-rows/index.js';

/**
 * Locks the account that is to become (or become again) a distributor and checks it may: it exists, is not
 * erased, is active, and is not an admin (an admin already passes every role check; making one a
 * distributor would later demote it to user on deactivation).
 */
export async function lockEligibleAccount(manager: EntityManager, accountId: string): Promise<void> {
  const account = await lockAccountRole(manager, accountId);
  if (!account || account.deletedAt) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (account.role === 'admin') throw new AppError(ErrorCode.DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE, { reason: 'admin' });
  if (!account.active) throw new AppError(ErrorCode.DISTRIBUTOR_ACCOUNT_NOT_ELIGIBLE, { reason: 'inactive' });
}

/** Gives the distributor role, or takes it back to user; an admin role is never touched. */
export function setDistributorRole(manager: EntityManager, accountId: string, role: 'distributor' | 'user'): Promise<void> {
  return setRoleUnlessAdmin(manager, accountId, role);
}
