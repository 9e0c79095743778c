import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { SORT_ORDERS, choiceRule, pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { queryPage, type PageInfo } from '../../../shared/database/page-query.js';
import { requireRole } from '../../auth/index.js';
import { DISTRIBUTOR_VIEW_SQL, toDistributorView, type DistributorView, type DistributorViewRow } from '../distributors.presenter.js';

const optionalFlag = z.boolean({ error: 'invalid' }).nullish();

/** How the admin's distributors list is ordered (graphql/distributor.types.ts: `DistributorSort`). */
export const DISTRIBUTOR_SORTS = ['createdAt', 'name', 'creditLimit', 'usedLimit', 'feesToCollect'] as const;
export type DistributorSort = (typeof DISTRIBUTOR_SORTS)[number];

export const DistributorsSchema = z.object({
  filter: z.object({ active: optionalFlag, collectionDue: optionalFlag }).nullish(),
  sort: choiceRule(DISTRIBUTOR_SORTS, 'createdAt'),
  sortOrder: choiceRule(SORT_ORDERS, 'desc'),
  page: pageRule,
  pageSize: pageSizeRule,
});

export interface DistributorsPageView extends PageInfo {
  distributors: DistributorView[];
}

// Whitelisted ORDER BY expressions over the view; the id breaks ties so pages never overlap.
const ORDER = {
  createdAt: ['v.created_at'],
  name: ['lower(v.last_name)', 'lower(v.first_name)'],
  creditLimit: ['v.credit_limit'],
  usedLimit: ['v.used_limit'],
  feesToCollect: ['v.fees_to_collect_cents'],
} as const;

/** Admin: every distributor with its derived figures, filtered by active and collection due. */
export async function listDistributors(ctx: CommandContext, raw: unknown): Promise<DistributorsPageView> {
  requireRole(await ctx.viewer(), 'admin');
  const c = ctx.container;
  const input = parseInput(DistributorsSchema, raw);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (input.filter?.active != null) conditions.push(`v.active = $${params.push(input.filter.active)}`);
  if (input.filter?.collectionDue != null) conditions.push(`v.collection_due = $${params.push(input.filter.collectionDue)}`);
  const from = `FROM (${DISTRIBUTOR_VIEW_SQL}) v ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`;
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const order = [...ORDER[input.sort], 'v.id'].map((column) => `${column} ${direction}`).join(', ');
  const { rows, ...page } = await queryPage<DistributorViewRow>(c.dataSource, { rows: `SELECT v.* ${from} ORDER BY ${order}`, count: `SELECT count(*) ${from}` }, params, input);
  return { distributors: rows.map(toDistributorView), ...page };
}
