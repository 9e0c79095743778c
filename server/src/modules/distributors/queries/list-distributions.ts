import { z } from 'zod';
import type { CommandContext } from '../../../app/request-context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { choiceRule, pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { DISTRIBUTION_VIEW_SQL, toDistributionView, type DistributionView, type DistributionViewRow } from '../distributors.presenter.js';
import { readableDistributorId } from '../distributor-access.js';
import { queryPage, type PageInfo } from '../../../shared/database/page-query.js';
import { requireViewer } from '../../auth/index.js';

export const DistributionsSchema = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  sort: choiceRule(['createdAt', 'amount'], 'createdAt'),
  sortOrder: choiceRule(['asc', 'desc'], 'desc'),
});

export interface DistributionsPageView extends PageInfo {
  distributions: DistributionView[];
}

const ORDER = { createdAt: 'd.created_at', amount: 'd.amount' } as const;

/** A distributor's distribution history: the viewer's own, or any for an admin who names one. */
export async function listDistributions(ctx: CommandContext, raw: { distributorId?: unknown } & Record<string, unknown>): Promise<DistributionsPageView> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { distributorId: requested, ...rest } = raw;
  const input = parseInput(DistributionsSchema, rest);
  const distributorId = await readableDistributorId(c, viewer, requested);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const { rows, ...page } = await queryPage<DistributionViewRow>(
    c.dataSource,
    {
      rows: `${DISTRIBUTION_VIEW_SQL} WHERE d.distributor_id = $1 ORDER BY ${ORDER[input.sort]} ${direction}, d.movement_id ${direction}`,
      count: 'SELECT count(*) FROM distribution WHERE distributor_id = $1',
    },
    [distributorId],
    input,
  );
  return { distributions: rows.map(toDistributionView), ...page };
}
