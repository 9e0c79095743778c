import { fullName } from '@odance/contract';
import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { cursorBatches } from '../../../shared/database/cursor.js';
import { currencyUnits, type CsvExport } from '../../../shared/http/csv.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { choiceRule, SORT_ORDERS } from '../../../shared/validation/list-rules.js';
import { requireViewer } from '../../auth/index.js';
import { TRANSFER_SORTS } from '../ledger-rules.js';
import { presentMyTransfer, type MyTransferRow } from '../ledger.presenter.js';
import { MY_HISTORY_COLUMNS, MY_HISTORY_FROM, MyTransfersFilterSchema, myHistoryConditions } from './my-history.js';

// The history's filter and sort without paging: the export has every matching row.
export const ExportMyTransfersSchema = z.object({
  filter: MyTransfersFilterSchema,
  sort: choiceRule(TRANSFER_SORTS, 'createdAt'),
  sortOrder: choiceRule(SORT_ORDERS, 'desc'),
});

const ORDER = { createdAt: 'm.created_at', amount: 'abs(mine.amount)' } as const;

// amount_odance is signed from the viewer's side (negative when oDance left), so a spreadsheet's sum is the net
// change; fiat_usd is a distribution's money in US dollars (ODANCE_PRICE_CENTS is in US cents), two decimals.
const HEADER = ['id', 'kind', 'created_at', 'counterpart_id', 'counterpart_name', 'amount_odance', 'fiat_usd', 'message', 'reference'];

/**
 * The viewer's history with its filter and sort as CSV (GET /api/account/exports/transfers.csv, docs/api.md "CSV
 * exports"), written by the admin exports' writer (shared/http/csv.ts: UTF-8 byte order mark, formula-safe cells,
 * streamed with backpressure). The filter is checked now; the rows are read through a cursor as the response drains.
 */
export async function exportMyTransfers(ctx: CommandContext, raw: unknown): Promise<CsvExport> {
  const viewer = requireViewer(await ctx.viewer());
  const input = parseInput(ExportMyTransfersSchema, raw);
  const params: unknown[] = [viewer.id];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const sql = `SELECT ${MY_HISTORY_COLUMNS} ${MY_HISTORY_FROM}${myHistoryConditions(input.filter, bind)}
               ORDER BY ${ORDER[input.sort]} ${direction}, m.id ${direction}`;
  async function* batches() {
    for await (const rows of cursorBatches<MyTransferRow>(ctx.container.dataSource, sql, params)) {
      yield rows.map(presentMyTransfer).map((r) => [
        r.id, r.kind, r.createdAt, r.counterparty.id, fullName(r.counterparty),
        r.direction === 'sent' ? -r.amount : r.amount, currencyUnits(r.fiatCents), r.message, r.reference,
      ]);
    }
  }
  return { filename: `odance-history-${new Date().toISOString().slice(0, 10)}.csv`, header: HEADER, batches: batches() };
}
