import { z } from 'zod';
import { fullName, messageRule, odanceAmountRule, requiredOrInvalid, UUID_PATTERN } from '@odance/contract';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { accountStanding } from '../../account-rows/index.js';
import { requireViewer } from '../../auth/index.js';
import { addNotifications } from '../../notifications/index.js';
import { MONEY_REQUEST_SELECT, presentMoneyRequest, type MoneyRequestRow, type MoneyRequestView } from '../money-request.presenter.js';
import { oneRow } from '../../../shared/database/one-row.js';

// The amount and message follow a transfer's rules (modules/ledger/commands/transfer-odance.ts: the same maximum),
// so a request can always be paid by the transfer it opens.
export const RequestOdanceSchema = z.object({
  fromAccountId: z.string({ error: requiredOrInvalid }).trim().min(1, 'required').regex(UUID_PATTERN, 'invalid'),
  amount: odanceAmountRule(1_000_000_000),
  message: messageRule,
});

/**
 * The viewer asks another active member (the payer, `fromAccountId`) for oDance. The payer is told
 * by a notification written in the same transaction (live on their sockets after the commit: modules/live), whose
 * link opens the transfer form filled in to pay it. Signed out comes first, then the input, then asking oneself.
 */
export async function requestOdance(ctx: CommandContext, raw: unknown): Promise<MoneyRequestView> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(RequestOdanceSchema, raw);
  const payerId = input.fromAccountId.toLowerCase();
  if (payerId === viewer.id.toLowerCase()) throw new AppError(ErrorCode.MONEY_REQUEST_FROM_SELF);
  return ctx.container.dataSource.transaction(async (manager) => {
    const payer = await accountStanding(manager, payerId);
    if (!payer || payer.deletedAt) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    if (!payer.active) throw new AppError(ErrorCode.ODANCE_RECIPIENT_NOT_ACTIVE);
    const { id } = oneRow<{ id: string }>(await manager.query(
      `INSERT INTO money_request (requester_account_id, payer_account_id, amount, message) VALUES ($1, $2, $3, $4) RETURNING id`,
      [viewer.id, payerId, input.amount, input.message],
    ));
    await addNotifications(manager, [
      {
        accountId: payerId,
        kind: 'moneyRequested',
        data: { amount: input.amount, fromAccountId: viewer.id, fromName: fullName(viewer), message: input.message, moneyRequestId: id },
      },
    ]);
    // The request this transaction has just inserted.
    const row = oneRow<MoneyRequestRow>(await manager.query(`${MONEY_REQUEST_SELECT} WHERE r.id = $1`, [id]));
    return presentMoneyRequest(row, viewer.id);
  });
}
