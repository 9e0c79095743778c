import type { EntityManager } from 'typeorm';
import type { TransferPartyView } from '../ledger/index.js';
import { basisPointsToPercent } from './distribution-economics.js';

// The distributors module's presenter: the shapes its GraphQL types and REST answers declare (graphql/*.types.ts
// implement these interfaces), each with the one SQL select that reads it and the row → view mapping.

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
  // bigint columns: node-postgres reads them as text.
  credit_limit: string;
  collection_limit: string;
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
    creditLimit: Number(row.credit_limit),
    collectionLimit: Number(row.collection_limit),
    marginPercent: basisPointsToPercent(row.margin_basis_points),
    usedLimit,
    availableLimit: Math.max(0, Number(row.credit_limit) - usedLimit),
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

export interface DistributionView {
  id: string;
  distributorId: string;
  /** The distributor's account, named. */
  distributorAccount: TransferPartyView;
  recipient: TransferPartyView;
  amount: number;
  message: string | null;
  /** The distributor's own id for it, if it gave one. */
  reference: string | null;
  createdAt: Date;
  priceCents: number;
  fiatCents: number;
  marginPercent: number;
  revenueCents: number;
  feesCents: number;
}

/** Distributions with their message (on the movement) and both parties' names. */
export const DISTRIBUTION_VIEW_SQL = `
  SELECT d.movement_id AS id, d.distributor_id, d.amount, d.price_cents, d.fiat_cents, d.margin_basis_points,
         d.revenue_cents, d.fees_cents, d.created_at, m.message, m.reference,
         da.id AS distributor_account_id, da.first_name AS distributor_first_name, da.last_name AS distributor_last_name,
         r.id AS recipient_id, r.first_name AS recipient_first_name, r.last_name AS recipient_last_name
  FROM distribution d
  JOIN ledger_movement m ON m.id = d.movement_id
  JOIN distributor dist ON dist.id = d.distributor_id
  JOIN account da ON da.id = dist.account_id
  JOIN account r ON r.id = d.recipient_account_id`;

export interface DistributionViewRow {
  id: string;
  distributor_id: string;
  amount: string;
  price_cents: number;
  fiat_cents: string;
  margin_basis_points: number;
  revenue_cents: string;
  fees_cents: string;
  created_at: Date;
  message: string | null;
  reference: string | null;
  distributor_account_id: string;
  distributor_first_name: string;
  distributor_last_name: string;
  recipient_id: string;
  recipient_first_name: string;
  recipient_last_name: string;
}

export function toDistributionView(row: DistributionViewRow): DistributionView {
  return {
    id: row.id,
    distributorId: row.distributor_id,
    distributorAccount: { id: row.distributor_account_id, firstName: row.distributor_first_name, lastName: row.distributor_last_name },
    recipient: { id: row.recipient_id, firstName: row.recipient_first_name, lastName: row.recipient_last_name },
    amount: Number(row.amount),
    message: row.message,
    reference: row.reference,
    createdAt: row.created_at,
    priceCents: row.price_cents,
    fiatCents: Number(row.fiat_cents),
    marginPercent: basisPointsToPercent(row.margin_basis_points),
    revenueCents: Number(row.revenue_cents),
    feesCents: Number(row.fees_cents),
  };
}

export async function findDistributionView(db: Queryable, id: string): Promise<DistributionView | null> {
  const rows: DistributionViewRow[] = await db.query(`${DISTRIBUTION_VIEW_SQL} WHERE d.movement_id = $1`, [id]);
  return rows[0] ? toDistributionView(rows[0]) : null;
}

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
  odance_freed: string;
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
    odanceFreed: Number(row.odance_freed),
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
