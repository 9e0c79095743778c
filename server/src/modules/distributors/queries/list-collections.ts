import { z } from 'zod';
import type { CommandContext } from '../../../kernel/context.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import { pageRule, pageSizeRule } from '../../../shared/validation/list-rules.js';
import { COLLECTION_VIEW_SQL, toCollectionView, type CollectionView, type CollectionViewRow } from '../distributors.presenter.js';
import { readableDistributorId } from '../distributor-access.js';
import { queryPage, type PageInfo } from '../../../shared/database/page-query.js';
import { requireViewer } from '../../auth/index.js';

export const DistributorCollectionsSchema = z.object({ page: pageRule, pageSize: pageSizeRule });

export interface CollectionsPage extends PageInfo {
  collections: CollectionView[];
}

/** A distributor's collections, newest first: the viewer's own, or any for an admin who names one. */
export async function listCollections(ctx: CommandContext, raw: { distributorId?: unknown } & Record<string, unknown>): Promise<CollectionsPage> {
  const viewer = requireViewer(await ctx.viewer());
  const c = ctx.container;
  const { distributorId: requested, ...rest } = raw;
  const input = parseInput(DistributorCollectionsSchema, rest);
  const distributorId = await readableDistributorId(c, viewer, requested);
  const { rows, ...page } = await queryPage<CollectionViewRow>(
    c.dataSource,
    {
      rows: `${COLLECTION_VIEW_SQL} WHERE c.distributor_id = $1 ORDER BY c.created_at DESC, c.movement_id DESC`,
      count: 'SELECT count(*) FROM distributor_collection WHERE distributor_id = $1',
    },
    [distributorId],
    input,
  );
  return { collections: rows.map(toCollectionView), ...page };
}
