import { fullName } from '@odance/contract';
import type { CommandContext } from '../../../kernel/context.js';
import { cursorBatches } from '../../../shared/database/cursor.js';
import { currencyUnits, type CsvExport } from '../../../shared/http/csv.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { AllTransfersSchema, ORDER, RECORDS_WITH_NAMES, toRecord, transferRecordsWhere, type RecordRow } from './list-all-transfers.js';

// The list's filter and sort, without paging: the export has every matching row. Money in US dollars (the oDance price
// is in US cents, ODANCE_PRICE_CENTS), two decimals.
export const ExportTransfersSchema = AllTransfersSchema.pick({ filter: true, sort: true, sortOrder: true });

const HEADER = [
  'id', 'type', 'created_at', 'sender_id', 'sender_name', 'recipient_id', 'recipient_name', 'amount_odance', 'message',
  'distributor_id', 'fiat_usd', 'revenue_usd', 'fees_usd',
  // Added last, so a reader that takes the columns by position keeps working (CHANGELOG.md 2026-11-27).
  'reference',
];

/**
 * Admin: the transfers-and-distributions list with its filters and sort as CSV (GET /api/admin/exports/transfers.csv,
 * docs/api.md). The policy and the filter are checked now; the rows are read through a cursor as the response drains.
 */
export async function exportAllTransfers(ctx: CommandContext, raw: unknown): Promise<CsvExport> {
  requireRole(await ctx.viewer(), 'admin');
  const input = parseInput(ExportTransfersSchema, raw);
  const { where, params } = transferRecordsWhere(input.filter);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const sql = `${RECORDS_WITH_NAMES} ${where} ORDER BY ${ORDER[input.sort]} ${direction}, r.id ${direction}`;
  async function* batches() {
    for await (const rows of cursorBatches<RecordRow>(ctx.container.dataSource, sql, params)) {
      yield rows.map(toRecord).map((r) => [
        r.id, r.type, r.createdAt, r.sender.id, fullName(r.sender), r.recipient.id,
        fullName(r.recipient), r.amount, r.message, r.distributorId, currencyUnits(r.fiatCents), currencyUnits(r.revenueCents), currencyUnits(r.feesCents), r.reference,
      ]);
    }
  }
  return { filename: `odance-transfers-${new Date().toISOString().slice(0, 10)}.csv`, header: HEADER, batches: batches() };
}
