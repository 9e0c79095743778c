import { fullName } from '@odance/contract';
import type { CommandContext } from '../../kernel/context.js';
import { AppError } from '../../shared/errors/app-error.js';
import { ErrorCode } from '../../shared/errors/error-codes.js';
import type { Account } from '../account-rows/index.js';
import { addNotifications } from '../notifications/index.js';
import { MONEY_REQUEST_SELECT, presentMoneyRequest, type MoneyRequestRow, type MoneyRequestStatus, type MoneyRequestView } from './money-request.presenter.js';
import { moneyRequestIdOf } from './money-request.rules.js';
import { oneRow } from '../../shared/database/one-row.js';

/**
 * Ends a pending request without money: the payer declines it, the requester cancels it (commands/, which check
 * the caller first and pass it as `viewer`). The row is locked first, so an answer and a payment (modules/ledger/commands/transfer-odance.ts, which sets `paid` under the
 * same lock) cannot both win: the second finds it answered (MONEY_REQUEST_NOT_PENDING, params.status). A request
 * the viewer is no party to is MONEY_REQUEST_NOT_FOUND (nobody learns that it exists); the wrong party is
 * ACCESS_FORBIDDEN. Declining tells the requester (notification moneyRequestDeclined).
 */
export async function answerMoneyRequest(
  ctx: CommandContext,
  viewer: Account,
  rawId: unknown,
  as: 'payer' | 'requester',
  status: Exclude<MoneyRequestStatus, 'pending' | 'paid'>,
): Promise<MoneyRequestView> {
  const id = moneyRequestIdOf(rawId);
  return ctx.container.dataSource.transaction(async (manager) => {
    const [found]: Array<{ requester_account_id: string; payer_account_id: string; status: MoneyRequestStatus; amount: string }> = await manager.query(
      `SELECT requester_account_id, payer_account_id, status, amount FROM money_request WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!found || (found.requester_account_id !== viewer.id && found.payer_account_id !== viewer.id)) throw new AppError(ErrorCode.MONEY_REQUEST_NOT_FOUND);
    const party = as === 'payer' ? found.payer_account_id : found.requester_account_id;
    if (party !== viewer.id) throw new AppError(ErrorCode.ACCESS_FORBIDDEN);
    if (found.status !== 'pending') throw new AppError(ErrorCode.MONEY_REQUEST_NOT_PENDING, { status: found.status });
    await manager.query(`UPDATE money_request SET status = $2, answered_at = now() WHERE id = $1`, [id, status]);
    if (status === 'declined') {
      await addNotifications(manager, [
        {
          accountId: found.requester_account_id,
          kind: 'moneyRequestDeclined',
          data: { amount: Number(found.amount), fromAccountId: viewer.id, fromName: fullName(viewer), moneyRequestId: id },
        },
      ]);
    }
    // The request found (and locked) above, just answered.
    const row = oneRow<MoneyRequestRow>(await manager.query(`${MONEY_REQUEST_SELECT} WHERE r.id = $1`, [id]));
    return presentMoneyRequest(row, viewer.id);
  });
}
