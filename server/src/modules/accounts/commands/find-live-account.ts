import { isUuid } from '@odance/contract';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { findAccountById, type Account } from '../../account-rows/index.js';

/** An account that exists and is not erased, else ACCOUNT_NOT_FOUND (an id that is not a UUID is not found). */
export async function findLiveAccount(manager: EntityManager, accountId: string): Promise<Account> {
  const found = isUuid(accountId) ? await findAccountById(manager, accountId) : null;
  if (!found || found.deletedAt) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return found;
}
