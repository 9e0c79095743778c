import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { afterCondition, cursorRules } from '../../../shared/database/cursor-page.js';
import { queryCursorPage } from '../../../shared/database/page-query.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { choiceRule, pageRule, pageSizeRule, SORT_ORDERS } from '../../../shared/validation/list-rules.js';
import { requireViewer } from '../../auth/index.js';
import { TRANSFER_SORTS } from '../ledger-rules.js';
import { MY_HISTORY_COLUMNS, MY_HISTORY_FROM, MyTransfersFilterSchema, myHistoryConditions } from './my-history.js';
import { presentMyTransfer, type MyTransferRow, type MyTransfersPageView } from '../ledger.presenter.js';

export const MyTransfersSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  sort: choiceRule(TRANSFER_SORTS, 'createdAt'),
  sortOrder: choiceRule(SORT_ORDERS, 'desc'),
  filter: MyTransfersFilterSchema,
  ...cursorRules,
});

// Whitelisted ORDER BY expressions with their SQL types (a cursor's value is cast back to it); the id breaks ties so
// pages never overlap.
const ORDER = { createdAt: ['m.created_at', 'timestamptz'], amount: ['abs(mine.amount)', 'bigint'] } as const;

/**
 * The viewer's history (my-history.ts): transfers sent and received and distributions received or made, each seen
 * from the viewer's side with the other party's name, filtered by counterpart, dates and kind; by page number or by
 * cursor (`first` rows `after` one, shared/database/cursor-page.ts), `since` an instant.
 */
export async function listMyTransfers(ctx: CommandContext, raw: unknown): Promise<MyTransfersPageView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const input = parseInput(MyTransfersSchema, raw);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const [expr, type] = ORDER[input.sort];
  const params: unknown[] = [viewer.id];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const since = input.since ? ` AND m.created_at >= ${bind(input.since)}` : '';
  const from = `${MY_HISTORY_FROM}${since}${myHistoryConditions(input.filter, bind)}`;
  const countParams = [...params];
  const after = afterCondition(input, expr, type, 'm.id', bind);
  const { rows, ...page } = await queryCursorPage<MyTransferRow & { cursor_value: string }>(
    c.dataSource,
    {
      rows: `SELECT ${MY_HISTORY_COLUMNS}, (${expr})::text AS cursor_value
       ${from}${after ? ` AND ${after}` : ''} ORDER BY ${expr} ${direction}, m.id ${direction}`,
      count: `SELECT count(*) ${from}`,
    },
    { rows: params, count: countParams },
    input,
  );
  return { transfers: rows.map(presentMyTransfer), ...page };
}
