import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../shared/database/bigint-number.js';
import { Account } from '../account-rows/index.js';
import { LedgerMovement } from '../ledger/index.js';
import { Distributor } from './distributor.entity.js';

/**
 * An admin settled a distributor's outstanding fees and freed its used limit. The oDance side is the
 * `collection` movement (credit line back to zero); this row keeps what was settled, by whom. Append-only.
 */
@Entity('distributor_collection')
@Index('distributor_collection_distributor_time_idx', ['distributorId', 'createdAt'])
@Check('distributor_collection_amounts', `odance_freed >= 1 AND fees_cents >= 0`)
@Check('distributor_collection_note_length', `note IS NULL OR char_length(note) <= 280`)
export class DistributorCollection {
  /** Also the collection's id in the API. */
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

  /** The used limit this collection freed (whole oDance). */
  @Column({ type: 'bigint', transformer: bigintNumber })
  odanceFreed: number;

  /** The fees settled, in cents. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  feesCents: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The admin who recorded it. */
  @Column({ type: 'uuid' })
  recordedByAccountId: string;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'recorded_by_account_id' })
  recordedBy?: Account;

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
