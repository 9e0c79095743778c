import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import type { MoneyRequestStatus } from './money-request.presenter.js';
import { moneyRequestIdOf } from './money-request.rules.js';

export interface MoneyRequestPayment {
  /** The request (transferOdance's moneyRequestId). */
  id: string;
  payerId: string;
  recipientId: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * Paying a request is a transfer that names it (modules/ledger/commands/transfer-odance.ts), in the transfer's own
 * money transaction: this locks the request's row BEFORE the transfer locks any wallet (always in that order:
 * declining or cancelling locks only the row, so no deadlock), and checks that the transfer pays it — the payer
 * sends, to the requester, the amount asked. Two payments of one request at once: the second waits here for the
 * first's commit and finds it paid (MONEY_REQUEST_NOT_PENDING); only one transfer is ever made. A retry of the
 * transfer that paid it (same idempotency key) answers 'replay': the ledger returns that transfer again.
 * Returns 'pay' when markMoneyRequestPaid is to follow the movement.
 */
export async function lockMoneyRequestForPayment(manager: EntityManager, payment: MoneyRequestPayment): Promise<'pay' | 'replay'> {
  const id = moneyRequestIdOf(payment.id);
  const [row]: Array<{ requester_account_id: string; payer_account_id: string; amount: string; status: MoneyRequestStatus; idempotency_key: string | null }> = await manager.query(
    `SELECT r.requester_account_id, r.payer_account_id, r.amount, r.status, m.idempotency_key
     FROM money_request r LEFT JOIN ledger_movement m ON m.id = r.movement_id WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  if (!row || (row.payer_account_id !== payment.payerId && row.requester_account_id !== payment.payerId)) throw new AppError(ErrorCode.MONEY_REQUEST_NOT_FOUND);
  if (row.payer_account_id !== payment.payerId) throw new AppError(ErrorCode.ACCESS_FORBIDDEN);
  if (row.status === 'paid' && row.idempotency_key === payment.idempotencyKey) return 'replay';
  if (row.status !== 'pending') throw new AppError(ErrorCode.MONEY_REQUEST_NOT_PENDING, { status: row.status });
  if (row.requester_account_id !== payment.recipientId.toLowerCase()) throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'recipientId', reason: 'mismatch' });
  if (Number(row.amount) !== payment.amount) throw new AppError(ErrorCode.VALIDATION_FAILED, { field: 'amount', reason: 'mismatch' });
  return 'pay';
}

/** The request locked by lockMoneyRequestForPayment is paid by `movementId`, in the same transaction. */
export async function markMoneyRequestPaid(manager: EntityManager, id: string, movementId: string): Promise<void> {
  await manager.query(`UPDATE money_request SET status = 'paid', movement_id = $2, answered_at = now() WHERE id = $1 AND status = 'pending'`, [id.toLowerCase(), movementId]);
}
