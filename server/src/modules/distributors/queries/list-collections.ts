import { z } from 'zod';
import type { AppContainer } from '../../../app/container.js';
import { parseInput } from '../../../shared/validation/parse-input.js';
import type { Account } from '../../accounts/account.entity.js';
import { pageRule, pageSizeRule } from '../../ledger/ledger-rules.js';
import { COLLECTION_VIEW_SQL, toCollectionView, type CollectionView, type CollectionViewRow } from '../collection-view.js';
import { readableDistributorId } from '../distributor-access.js';

export const CollectionsInput = z.object({ page: pageRule, pageSize: pageSizeRule });

export interface CollectionsPage {
  collections: CollectionView[];
  total: number;
  page: number;
  pageSize: number;
}

/** A distributor's collections, newest first: the viewer's own, or any for an admin who names one. */
export async function listCollections(c: AppContainer, viewer: Account, raw: { distributorId?: unknown } & Record<string, unknown>): Promise<CollectionsPage> {
  const { distributorId: requested, ...rest } = raw;
  const input = parseInput(CollectionsInput, rest);
  const distributorId = await readableDistributorId(c, viewer, requested);
  const [rows, [{ count }]] = await Promise.all([
    c.dataSource.query(`${COLLECTION_VIEW_SQL} WHERE c.distributor_id = $1 ORDER BY c.created_at DESC, c.movement_id DESC LIMIT $2 OFFSET $3`, [
      distributorId,
      input.pageSize,
      (input.page - 1) * input.pageSize,
    ]) as Promise<CollectionViewRow[]>,
    c.dataSource.query('SELECT count(*) FROM distributor_collection WHERE distributor_id = $1', [distributorId]) as Promise<Array<{ count: string }>>,
  ]);
  return { collections: rows.map(toCollectionView), total: Number(count), page: input.page, pageSize: input.pageSize };
}
