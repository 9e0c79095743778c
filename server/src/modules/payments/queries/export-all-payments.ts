import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { cursorBatches } from '../../../shared/database/cursor.js';
import { currencyUnits, type CsvExport } from '../../../shared/http/csv.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { formatInvoiceNumber } from '../payment-rules.js';
import { PaymentsFilterSchema, paymentsWhere } from './list-all-payments.js';

export const ExportPaymentsSchema = z.object({ filter: PaymentsFilterSchema });

// Money in the payment's currency (the `currency` column), two decimals.
const HEADER = ['id', 'created_at', 'status', 'account_id', 'buyer_name', 'amount_odance', 'unit_price', 'total', 'currency', 'attempts', 'invoice_number', 'paid_at'];

interface ExportRow {
  id: string;
  created_at: Date;
  status: string;
  account_id: string;
  buyer_name: string;
  amount: number;
  unit_price_cents: number;
  total_cents: number;
  currency: string;
  attempts: number;
  invoice_number: number | null;
  paid_at: Date | null;
}

/**
 * Admin: the payments list with its filters as CSV (GET /api/admin/exports/payments.csv, docs/api.md), newest first.
 * The policy and the filter are checked now; the rows are read through a cursor only as the response drains.
 */
export async function exportAllPayments(ctx: CommandContext, raw: unknown): Promise<CsvExport> {
  requireRole(await ctx.viewer(), 'admin');
  const { filter } = parseInput(ExportPaymentsSchema, raw);
  const { where, params } = paymentsWhere(filter);
  const sql = `SELECT p.id, p.created_at, p.status, p.account_id, p.buyer_name, p.amount, p.unit_price_cents, p.total_cents,
                      p.currency, p.attempts, p.invoice_number, p.paid_at
               FROM payment p ${where} ORDER BY p.created_at DESC, p.id DESC`;
  async function* batches() {
    for await (const rows of cursorBatches<ExportRow>(ctx.container.dataSource, sql, params)) {
      yield rows.map((r) => [r.id, r.created_at, r.status, r.account_id, r.buyer_name, r.amount, currencyUnits(r.unit_price_cents), currencyUnits(r.total_cents), r.currency, r.attempts, formatInvoiceNumber(r.invoice_number), r.paid_at]);
    }
  }
  return { filename: `odance-payments-${new Date().toISOString().slice(0, 10)}.csv`, header: HEADER, batches: batches() };
}
