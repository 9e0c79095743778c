import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { TRANSFER_SORTS, accountIdRule, type TransferPartyView } from '../../ledger/index.js';
import { SORT_ORDERS, choiceRule, pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { instantRule } from '../../../shared/validation/instant-rule.js';
import { queryCursorPage, type PageInfo } from '../../../shared/database/page-query.js';
import { afterCondition, cursorRules, type CursorPageInfo } from '../../../shared/database/cursor-page.js';
import { requireRole } from '../../auth/index.js';

/** The two kinds the list holds; graphql/transfer-records.types.ts registers them as `TransferRecordType`. */
export const TRANSFER_RECORD_TYPES = ['transfer', 'distribution'] as const;
export type TransferRecordType = (typeof TRANSFER_RECORD_TYPES)[number];

const amountBound = z.number({ error: 'invalid' }).int('invalid').min(0, 'tooShort').nullish();

export const AllTransfersSchema = z.object({
  filter: z
    .object({
      type: z.enum(TRANSFER_RECORD_TYPES, { error: 'invalid' }).nullish(),
      accountId: accountIdRule.nullish(),
      dateFrom: instantRule,
      dateTo: instantRule,
      amountFrom: amountBound,
      amountTo: amountBound,
    })
    .superRefine((filter, ctx) => {
      // docs/product.md#rules: date-to must be after date-from; number-to at least number-from.
      if (filter.dateFrom && filter.dateTo && filter.dateTo <= filter.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'mismatch' });
      if (filter.amountFrom != null && filter.amountTo != null && filter.amountTo < filter.amountFrom) {
        ctx.addIssue({ code: 'custom', path: ['amountTo'], message: 'mismatch' });
      }
    })
    .nullish(),
  sort: choiceRule(TRANSFER_SORTS, 'createdAt'),
  sortOrder: choiceRule(SORT_ORDERS, 'desc'),
  page: pageRule,
  pageSize: pageSizeRule,
  ...cursorRules,
});

/** A transfer or a distribution as the admin list shows it; the distribution fields are null for a transfer. */
export interface TransferRecordView {
  id: string;
  type: TransferRecordType;
  /** The sender of a transfer, the distributor's account of a distribution. */
  sender: TransferPartyView;
  recipient: TransferPartyView;
  amount: number;
  message: string | null;
  /** The sender's (or distributor's) own id for it, if it gave one. */
  reference: string | null;
  createdAt: Date;
  distributorId: string | null;
  fiatCents: number | null;
  revenueCents: number | null;
  feesCents: number | null;
}

export interface TransferRecordsPageView extends PageInfo {
  transfers: TransferRecordView[];
  pageInfo: CursorPageInfo;
}

// Both kinds as one relation: a transfer's sides come from its two wallet entries, a distribution's from its row.
const RECORDS_SQL = `
  SELECT m.id, 'transfer' AS type, m.created_at, m.message, m.reference, credit.amount::bigint AS amount,
         sender_wallet.owner_account_id AS sender_id, recipient_wallet.owner_account_id AS recipient_id,
         NULL::uuid AS distributor_id, NULL::bigint AS fiat_cents, NULL::bigint AS revenue_cents, NULL::bigint AS fees_cents
  FROM ledger_movement m
  JOIN ledger_entry credit ON credit.movement_id = m.id AND credit.amount > 0
  JOIN ledger_account recipient_wallet ON recipient_wallet.id = credit.ledger_account_id
  JOIN ledger_entry debit ON debit.movement_id = m.id AND debit.amount < 0
  JOIN ledger_account sender_wallet ON sender_wallet.id = debit.ledger_account_id
  WHERE m.kind = 'transfer'
  UNION ALL
  SELECT d.movement_id, 'distribution', d.created_at, m.message, m.reference, d.amount::bigint, dist.account_id, d.recipient_account_id,
         d.distributor_id, d.fiat_cents, d.revenue_cents, d.fees_cents
  FROM distribution d
  JOIN ledger_movement m ON m.id = d.movement_id
  JOIN distributor dist ON dist.id = d.distributor_id`;

export const ORDER = { createdAt: 'r.created_at', amount: 'r.amount' } as const;
const ORDER_TYPE = { createdAt: 'timestamptz', amount: 'bigint' } as const;

/** Every record with both parties' names; append a WHERE (transferRecordsWhere) and an ORDER BY. */
export const RECORDS_WITH_NAMES = `SELECT r.*, s.first_name AS sender_first_name, s.last_name AS sender_last_name,
                    t.first_name AS recipient_first_name, t.last_name AS recipient_last_name
             FROM (${RECORDS_SQL}) r JOIN account s ON s.id = r.sender_id JOIN account t ON t.id = r.recipient_id`;

/** The filter as SQL over the records `r`, shared with the CSV export (export-all-transfers.ts). */
export function transferRecordsWhere(
  filter: z.infer<typeof AllTransfersSchema>['filter'],
  since: Date | null = null,
): { where: string; params: unknown[]; conditions: string[]; bind: (value: unknown) => string } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  if (since) conditions.push(`r.created_at >= ${bind(since)}`);
  if (filter?.type) conditions.push(`r.type = ${bind(filter.type)}`);
  if (filter?.accountId) conditions.push(`${bind(filter.accountId)} IN (r.sender_id, r.recipient_id)`);
  if (filter?.dateFrom) conditions.push(`r.created_at >= ${bind(filter.dateFrom)}`);
  if (filter?.dateTo) conditions.push(`r.created_at < ${bind(filter.dateTo)}`);
  if (filter?.amountFrom != null) conditions.push(`r.amount >= ${bind(filter.amountFrom)}`);
  if (filter?.amountTo != null) conditions.push(`r.amount <= ${bind(filter.amountTo)}`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params, conditions, bind };
}

export interface RecordRow {
  id: string;
  type: TransferRecordType;
  created_at: Date;
  message: string | null;
  reference: string | null;
  amount: string;
  distributor_id: string | null;
  fiat_cents: string | null;
  revenue_cents: string | null;
  fees_cents: string | null;
  sender_id: string;
  sender_first_name: string;
  sender_last_name: string;
  recipient_id: string;
  recipient_first_name: string;
  recipient_last_name: string;
}

/**
 * Admin: every transfer and distribution, filtered by type, by an account on either side, by time
 * (dateFrom inclusive, dateTo exclusive; `since` as dateFrom) and by amount (both bounds inclusive), sorted and
 * paged by number or by cursor (shared/database/cursor-page.ts).
 */
export async function listAllTransfers(ctx: CommandContext, raw: unknown): Promise<TransferRecordsPageView> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(AllTransfersSchema, raw);
  const { where, params, conditions, bind } = transferRecordsWhere(input.filter, input.since);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const countParams = [...params];
  const after = afterCondition(input, ORDER[input.sort], ORDER_TYPE[input.sort], 'r.id', bind);
  const rowsWhere = after ? `WHERE ${[...conditions, after].join(' AND ')}` : where;
  const { rows, ...page } = await queryCursorPage<RecordRow & { cursor_value: string }>(
    c.dataSource,
    {
      rows: `${RECORDS_WITH_NAMES.replace('SELECT r.*', `SELECT r.*, (${ORDER[input.sort]})::text AS cursor_value`)} ${rowsWhere}
             ORDER BY ${ORDER[input.sort]} ${direction}, r.id ${direction}`,
      count: `SELECT count(*) FROM (${RECORDS_SQL}) r ${where}`,
    },
    { rows: params, count: countParams },
    input,
  );
  return { transfers: rows.map(toRecord), ...page };
}

export function toRecord(row: RecordRow): TransferRecordView {
  const cents = (value: string | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    type: row.type,
    sender: { id: row.sender_id, firstName: row.sender_first_name, lastName: row.sender_last_name },
    recipient: { id: row.recipient_id, firstName: row.recipient_first_name, lastName: row.recipient_last_name },
    amount: Number(row.amount),
    message: row.message,
    reference: row.reference,
    createdAt: row.created_at,
    distributorId: row.distributor_id,
    fiatCents: cents(row.fiat_cents),
    revenueCents: cents(row.revenue_cents),
    feesCents: cents(row.fees_cents),
  };
}
