import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import type { Account } from '../../accounts/account.entity.js';
import { choiceRule, pageRule, pageSizeRule } from '../../ledger/ledger-rules.js';
import { DISTRIBUTION_VIEW_SQL, toDistributionView, type DistributionView, type DistributionViewRow } from '../distribution-view.js';
import { readableDistributorId } from '../distributor-access.js';

export const DistributionsInput = z.object({
  page: pageRule,
  pageSize: pageSizeRule,
  sort: choiceRule(['createdAt', 'amount'], 'createdAt'),
  sortOrder: choiceRule(['asc', 'desc'], 'desc'),
});

export interface DistributionsPage {
  distributions: DistributionView[];
  total: number;
  page: number;
  pageSize: number;
}

const ORDER = { createdAt: 'd.created_at', amount: 'd.amount' } as const;

/** A distributor's distribution history: the viewer's own, or any for an admin who names one. */
export async function listDistributions(c: AppContainer, viewer: Account, raw: { distributorId?: unknown } & Record<string, unknown>): Promise<DistributionsPage> {
  const { distributorId: requested, ...rest } = raw;
  const input = parseInput(DistributionsInput, rest);
  const distributorId = await readableDistributorId(c, viewer, requested);
  const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const [rows, [{ count }]] = await Promise.all([
    c.dataSource.query(
      `${DISTRIBUTION_VIEW_SQL} WHERE d.distributor_id = $1
       ORDER BY ${ORDER[input.sort]} ${direction}, d.movement_id ${direction} LIMIT $2 OFFSET $3`,
      [distributorId, input.pageSize, (input.page - 1) * input.pageSize],
    ) as Promise<DistributionViewRow[]>,
    c.dataSource.query('SELECT count(*) FROM distribution WHERE distributor_id = $1', [distributorId]) as Promise<Array<{ count: string }>>,
  ]);
  return { distributions: rows.map(toDistributionView), total: Number(count), page: input.page, pageSize: input.pageSize };
}
