import type { EntityManager } from 'typeorm';
import type { TransferPartyView } from '../ledger/index.js';

type Queryable = Pick<EntityManager, 'query'>;

export interface CollectionView {
  id: string;
  distributorId: string;
  odanceFreed: number;
  feesCents: number;
  note: string | null;
  recordedBy: TransferPartyView;
  createdAt: Date;
}

export const COLLECTION_VIEW_SQL = `
  SELECT c.movement_id AS id, c.distributor_id, c.odance_freed, c.fees_cents, c.note, c.created_at,
         admin.id AS admin_id, admin.first_name AS admin_first_name, admin.last_name AS admin_last_name
  FROM distributor_collection c JOIN account admin ON admin.id = c.recorded_by_account_id`;

export interface CollectionViewRow {
  id: string;
  distributor_id: string;
  odance_freed: number;
  fees_cents: string;
  note: string | null;
  created_at: Date;
  admin_id: string;
  admin_first_name: string;
  admin_last_name: string;
}

export function toCollectionView(row: CollectionViewRow): CollectionView {
  return {
    id: row.id,
    distributorId: row.distributor_id,
    odanceFreed: row.odance_freed,
    feesCents: Number(row.fees_cents),
    note: row.note,
    recordedBy: { id: row.admin_id, firstName: row.admin_first_name, lastName: row.admin_last_name },
    createdAt: row.created_at,
  };
}

export async function findCollectionView(db: Queryable, id: string): Promise<CollectionView | null> {
  const rows: CollectionViewRow[] = await db.query(`${COLLECTION_VIEW_SQL} WHERE c.movement_id = $1`, [id]);
  return rows[0] ? toCollectionView(rows[0]) : null;
}
