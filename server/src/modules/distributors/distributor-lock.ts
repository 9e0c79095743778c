import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import { ledgerAccountBalance } from '../ledger/index.js';
import { Distributor } from './distributor.entity.js';

/**
 * Locks a distributor row inside the caller's transaction. Distributions take it shared: they run side by
 * side and queue on the credit line's ledger lock, where the credit limit is checked. Changing terms,
 * (de)activating and collecting take it exclusively: they wait for distributions in flight, and none
 * starts until they commit, so a distribution always sees one consistent set of terms and used limit.
 * Always taken before any ledger account lock: one order, no deadlocks.
 */
export async function lockDistributor(manager: EntityManager, where: { id: string } | { accountId: string }, mode: 'share' | 'update'): Promise<Distributor> {
  const found = await manager.findOne(Distributor, { where, lock: { mode: mode === 'share' ? 'pessimistic_read' : 'pessimistic_write' } });
  if (!found) throw new AppError(ErrorCode.DISTRIBUTOR_NOT_FOUND);
  return found;
}

/** Minus the credit line's balance: what the distributor has out since its last collection. */
export async function usedLimitOf(manager: EntityManager, distributor: Distributor): Promise<number> {
  return -(await ledgerAccountBalance(manager, distributor.creditLineId));
}
