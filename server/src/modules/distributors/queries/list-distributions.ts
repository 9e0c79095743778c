import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { SORT_ORDERS, choiceRule, pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { DISTRIBUTION_VIEW_SQL, toDistributionView, type DistributionView, type DistributionViewRow } from '../distributors.presenter.js';
import { readableDistributorId } from '../distributor-access.js';
import { queryCursorPage, type PageInfo } from '../../../shared/database/page-query.js';
import { afterCondition, cursorRules, type CursorPageInfo } from '../../../shared/database/cursor-page.js';
import { requireViewer } from '../../auth/index.js';

/** How the distributions list is ordered (graphql/distribution.types.ts: `DistributionSort`). */
export const DISTRIBUTION_SORTS = ['createdAt', 'amount'] as const;
export type DistributionSort = (typeof DISTRIBUTION_SORTS)[number];

export const DistributionsSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  sort: choiceRule(DISTRIBUTION_SORTS, 'createdAt'),
  sortOrder: choiceRule(SORT_ORDERS, 'desc'),
  ...cursorRules,
});

export interface DistributionsPageView extends PageInfo {
  distributions: DistributionView[];
  pageInfo: CursorPageInfo;
}

const ORDER = { createdAt: ['d.created_at', 'timestamptz'], amount: ['d.amount', 'bigint'] } as const;

/**
 * A distributor's distribution history: the viewer's own, or any for an admin who names one; by page number or by
 * cursor (`first` rows `after` one, shared/database/cursor-page.ts), `since` an instant.
 */
export async function listDistributions(ctx: CommandContext, raw: { distributorId?: unknown } & Record<string, unknown>): Promise<DistributionsPageView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { distributorId: requested, ...rest } = raw;
  const input = parseInput(DistributionsSchema, rest);
  const distributorId = await readableDistributorId(c, viewer, requested);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const [expr, type] = ORDER[input.sort];
  const params: unknown[] = [distributorId];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const since = input.since ? ` AND d.created_at >= ${bind(input.since)}` : '';
  const countParams = [...params];
  const after = afterCondition(input, expr, type, 'd.movement_id', bind);
  const { rows, ...page } = await queryCursorPage<DistributionViewRow & { cursor_value: string }>(
    c.dataSource,
    {
      // The view's SELECT with the row's sort value as text beside it (the cursor's value).
      rows: `${DISTRIBUTION_VIEW_SQL.replace('SELECT ', `SELECT (${expr})::text AS cursor_value, `)}
               WHERE d.distributor_id = $1${since}${after ? ` AND ${after}` : ''} ORDER BY ${expr} ${direction}, d.movement_id ${direction}`,
      count: `SELECT count(*) FROM distribution d WHERE d.distributor_id = $1${since}`,
    },
    { rows: params, count: countParams },
    input,
  );
  return { distributions: rows.map(toDistributionView), ...page };
}
