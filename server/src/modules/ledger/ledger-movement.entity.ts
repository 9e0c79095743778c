import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';

export type MovementKind = 'purchase' | 'transfer' | 'distribution' | 'collection' | 'correction' | 'forfeit';
/** forfeit: a closing account's balance, given up to the platform account (closeWallet). */
export const MOVEMENT_KINDS: MovementKind[] = ['purchase', 'transfer', 'distribution', 'collection', 'correction', 'forfeit'];

/**
 * One business event that moves oDance. Immutable once written (a trigger refuses UPDATE and DELETE);
 * a mistake is fixed by a new `correction` movement. Its entries sum to zero (a deferred trigger checks).
 */
@Entity('ledger_movement')
@Index('ledger_movement_idempotency_key', ['initiatorAccountId', 'idempotencyKey'], { unique: true })
@Index('ledger_movement_kind_time_idx', ['kind', 'createdAt'])
@Check('ledger_movement_message_length', `message IS NULL OR char_length(message) <= 280`)
@Check('ledger_movement_reference_length', `reference IS NULL OR char_length(reference) BETWEEN 1 AND 128`)
export class LedgerMovement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: MOVEMENT_KINDS, enumName: 'ledger_movement_kind' })
  kind: MovementKind;

  /** Who caused it: the sender of a transfer, the buyer of a purchase, the admin of a correction. */
  @Column({ type: 'uuid' })
  initiatorAccountId: string;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'initiator_account_id' })
  initiator?: Account;

  /** Unique per initiator: a retried request finds the movement its first attempt wrote. */
  @Column({ type: 'text' })
  idempotencyKey: string;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /**
   * The initiator's own id for it (a partner's order or invoice number, @odance/contract referenceRule), returned
   * wherever the movement is shown so the partner's books reconcile with these. Not unique: the idempotency key is.
   */
  @Column({ type: 'text', nullable: true })
  reference: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
