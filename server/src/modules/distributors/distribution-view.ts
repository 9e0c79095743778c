import type { EntityManager } from 'typeorm';
import type { TransferPartyView } from '../ledger/index.js';
import { basisPointsToPercent } from './distribution-economics.js';

type Queryable = Pick<EntityManager, 'query'>;

export interface DistributionView {
  id: string;
  distributorId: string;
  /** The distributor's account, named. */
  distributorAccount: TransferPartyView;
  recipient: TransferPartyView;
  amount: number;
  message: string | null;
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
         d.revenue_cents, d.fees_cents, d.created_at, m.message,
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
  amount: number;
  price_cents: number;
  fiat_cents: string;
  margin_basis_points: number;
  revenue_cents: string;
  fees_cents: string;
  created_at: Date;
  message: string | null;
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
    amount: row.amount,
    message: row.message,
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
