import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../shared/database/bigint-number.js';
import { Account } from '../account-rows/index.js';
import { LedgerMovement } from '../ledger/index.js';
import { Distributor } from './distributor.entity.js';

/**
 * The economics of one distribution, beside its ledger movement (which moved the oDance). Append-only.
 * Price and margin are copied at the time, so history survives later price or margin changes. The CHECKs
 * restate distribution-economics.ts, so a row with other arithmetic cannot exist.
 */
@Entity('distribution')
@Index('distribution_distributor_time_idx', ['distributorId', 'createdAt'])
@Index('distribution_recipient_idx', ['recipientAccountId'])
@Check('distribution_amount_positive', `amount >= 1`)
@Check('distribution_fiat_matches', `price_cents >= 1 AND fiat_cents = amount::bigint * price_cents`)
@Check(
  'distribution_revenue_rounded_half_up',
  `margin_basis_points BETWEEN 0 AND 10000 AND revenue_cents = div(fiat_cents::numeric * margin_basis_points + 5000, 10000)`,
)
@Check('distribution_fees_are_the_rest', `fees_cents = fiat_cents - revenue_cents`)
export class Distribution {
  /** Also the distribution's id in the API. */
  @PrimaryColumn({ type: 'uuid' })
  movementId: string;

  @OneToOne(() => LedgerMovement, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'movement_id' })
  movement?: LedgerMovement;

  @Column({ type: 'uuid' })
  distributorId: string;

  @ManyToOne(() => Distributor, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'distributor_id' })
  distributor?: Distributor;

  @Column({ type: 'uuid' })
  recipientAccountId: string;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'recipient_account_id' })
  recipient?: Account;

  /** Whole oDance credited to the recipient; also what the used limit grew by. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  amount: number;

  @Column({ type: 'int' })
  priceCents: number;

  /** amount × priceCents: what the distributor takes from the recipient. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  fiatCents: number;

  @Column({ type: 'int' })
  marginBasisPoints: number;

  /** The distributor's margin: fiat × margin, rounded half up to whole cents. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  revenueCents: number;

  /** Owed to the platform until a collection: fiat − revenue. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  feesCents: number;

  /** The movement's time, copied for the per-distributor index. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
