import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import { MONEY_REQUEST_SELECT, presentMoneyRequest, type MoneyRequestRow, type MoneyRequestView } from '../money-request.presenter.js';
import { moneyRequestIdOf } from '../money-request.rules.js';

/** One request the viewer is a party to (the transfer form shows the one it pays); any other is MONEY_REQUEST_NOT_FOUND. */
export async function getMoneyRequest(ctx: CommandContext, raw: { id: unknown }): Promise<MoneyRequestView> {
  const viewer = requireViewer(await ctx.viewer());
  const id = moneyRequestIdOf(raw.id);
  const [row]: MoneyRequestRow[] = await ctx.container.dataSource.query(
    `${MONEY_REQUEST_SELECT} WHERE r.id = $1 AND (r.requester_account_id = $2 OR r.payer_account_id = $2)`,
    [id, viewer.id],
  );
  if (!row) throw new AppError(ErrorCode.MONEY_REQUEST_NOT_FOUND);
  return presentMoneyRequest(row, viewer.id);
}
