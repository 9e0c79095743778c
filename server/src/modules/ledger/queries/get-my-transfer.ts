import { isUuid } from '@odance/contract';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import { MY_HISTORY_COLUMNS, MY_HISTORY_FROM } from './my-history.js';
import { presentMyTransfer, type MyTransferRow, type MyTransferView } from '../ledger.presenter.js';

/**
 * One transfer or distribution of the viewer's history, for its receipt page (docs/web-app.md "Receipts"). Only its
 * parties see it: anyone else, an admin included (the admin list has every movement), gets NOT_FOUND, as for an id
 * that names nothing, so the answer never tells whether a movement exists.
 */
export async function getMyTransfer(ctx: CommandContext, { id }: { id: unknown }): Promise<MyTransferView> {
  const viewer = requireViewer(await ctx.viewer());
  if (typeof id !== 'string' || !isUuid(id)) throw new AppError(ErrorCode.NOT_FOUND);
  const [row]: MyTransferRow[] = await ctx.container.dataSource.query(`SELECT ${MY_HISTORY_COLUMNS} ${MY_HISTORY_FROM} AND m.id = $2 ORDER BY mine.amount LIMIT 1`, [viewer.id, id]);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return presentMyTransfer(row);
}
