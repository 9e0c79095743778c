import type { EntityManager } from 'typeorm';
import type { TransferPartyView } from '../ledger/index.js';
import { basisPointsToPercent } from './distribution-economics.js';

type Queryable = Pick<EntityManager, 'query'>;

export interface DistributorAccountView extends TransferPartyView {
  email: string;
}

/** A distributor as admins and the distributor itself see it: its terms plus what the books say it has used and owes. */
export interface DistributorView {
  id: string;
  account: DistributorAccountView;
  creditLimit: number;
  collectionLimit: number;
  marginPercent: number;
  /** Minus the credit line's balance: oDance distributed since the last collection. */
  usedLimit: number;
  availableLimit: number;
  /** Fees of every distribution minus fees of every collection, in cents. */
  feesToCollectCents: number;
  collectionDue: boolean;
  active: boolean;
  lastCollectionAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One row per distributor with its derived figures. The fees are totals minus totals rather than "since the
 * last collection by time", so a distribution committed just after a collection started can never be lost.
 */
export const DISTRIBUTOR_VIEW_SQL = `
  SELECT d.id, d.account_id, a.first_name, a.last_name, a.email, d.credit_limit, d.collection_limit,
         d.margin_basis_points, d.active, d.created_at, d.updated_at,
         -cl.balance AS used_limit,
         coalesce(distributed.fees, 0) - coalesce(collected.fees, 0) AS fees_to_collect_cents,
         -cl.balance >= d.collection_limit AS collection_due,
         collected.last_at AS last_collection_at
  FROM distributor d
  JOIN account a ON a.id = d.account_id
  JOIN ledger_account cl ON cl.id = d.credit_line_id
  LEFT JOIN LATERAL (SELECT sum(fees_cents) AS fees FROM distribution WHERE distributor_id = d.id) distributed ON true
  LEFT JOIN LATERAL (
    SELECT sum(fees_cents) AS fees, max(created_at) AS last_at FROM distributor_collection WHERE distributor_id = d.id
  ) collected ON true`;

export interface DistributorViewRow {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  credit_limit: number;
  collection_limit: number;
  margin_basis_points: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
  used_limit: string;
  fees_to_collect_cents: string;
  collection_due: boolean;
  last_collection_at: Date | null;
}

export function toDistributorView(row: DistributorViewRow): DistributorView {
  const usedLimit = Number(row.used_limit);
  return {
    id: row.id,
    account: { id: row.account_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
    creditLimit: row.credit_limit,
    collectionLimit: row.collection_limit,
    marginPercent: basisPointsToPercent(row.margin_basis_points),
    usedLimit,
    availableLimit: Math.max(0, row.credit_limit - usedLimit),
    feesToCollectCents: Number(row.fees_to_collect_cents),
    collectionDue: row.collection_due,
    active: row.active,
    lastCollectionAt: row.last_collection_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The view of one distributor, by its id or its account's, or null. */
export async function findDistributorView(db: Queryable, by: { id: string } | { accountId: string }): Promise<DistributorView | null> {
  const [column, value] = 'id' in by ? ['d.id', by.id] : ['d.account_id', by.accountId];
  const rows: DistributorViewRow[] = await db.query(`${DISTRIBUTOR_VIEW_SQL} WHERE ${column} = $1`, [value]);
  return rows[0] ? toDistributorView(rows[0]) : null;
}
