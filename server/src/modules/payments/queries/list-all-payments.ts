import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { queryPage, type PageInfo } from '../../../shared/database/page-query.js';
import { instantRule } from '../../../shared/validation/instant-rule.js';
import { pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { requireRole } from '../../auth/index.js';
import { accountIdRule } from '../../ledger/index.js';
import { Payment, PAYMENT_STATUSES, type PaymentStatus } from '../payment.entity.js';

/** The admin payments filter, shared by the list and its CSV export (export-all-payments.ts). */
export const PaymentsFilterSchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]], { error: 'invalid' }).nullish(),
    accountId: accountIdRule.nullish(),
    dateFrom: instantRule,
    dateTo: instantRule,
  })
  .superRefine((filter, ctx) => {
    // docs/product.md#rules: date-to must be after date-from.
    if (filter.dateFrom && filter.dateTo && filter.dateTo <= filter.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'mismatch' });
  })
  .nullish();

export const AllPaymentsSchema = z.object({ filter: PaymentsFilterSchema, page: pageRule, pageSize: pageSizeRule });

export type PaymentsFilter = NonNullable<z.infer<typeof PaymentsFilterSchema>>;

export interface AllPaymentsPageView extends PageInfo {
  payments: Payment[];
}

/** The filter as SQL over `payment p` (dateFrom inclusive, dateTo exclusive, on when the purchase started). */
export function paymentsWhere(filter: PaymentsFilter | null | undefined): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  if (filter?.status) conditions.push(`p.status = ${bind(filter.status)}`);
  if (filter?.accountId) conditions.push(`p.account_id = ${bind(filter.accountId)}`);
  if (filter?.dateFrom) conditions.push(`p.created_at >= ${bind(filter.dateFrom)}`);
  if (filter?.dateTo) conditions.push(`p.created_at < ${bind(filter.dateTo)}`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Admin: every purchase, newest first, filtered by status, buyer account and time (docs/product.md "Admin"). */
export async function listAllPayments(ctx: CommandContext, raw: unknown): Promise<AllPaymentsPageView> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const { filter, page, pageSize } = parseInput(AllPaymentsSchema, raw);
  const { where, params } = paymentsWhere(filter);
  // The page's ids and the count (queryPage), then the entities the presenter takes, in the page's order.
  const { rows, total } = await queryPage<{ id: string }>(
    c.dataSource,
    { rows: `SELECT p.id FROM payment p ${where} ORDER BY p.created_at DESC, p.id DESC`, count: `SELECT count(*) FROM payment p ${where}` },
    params,
    { page, pageSize },
  );
  const ids = rows.map((row) => row.id);
  const found = ids.length ? await c.dataSource.getRepository(Payment).createQueryBuilder('p').whereInIds(ids).getMany() : [];
  const byId = new Map(found.map((payment) => [payment.id, payment]));
  return { payments: ids.flatMap((id) => byId.get(id) ?? []), total, page, pageSize };
}
