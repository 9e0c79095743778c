import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from '../../shared/database/bigint-number.js';
import { LedgerAccount } from './ledger-account.entity.js';
import { LedgerMovement } from './ledger-movement.entity.js';

/** One side of a movement: a signed amount on one ledger account (credit > 0, debit < 0). Immutable. */
@Entity('ledger_entry')
@Index('ledger_entry_account_idx', ['ledgerAccountId', 'movementId'])
@Index('ledger_entry_movement_idx', ['movementId'])
@Check('ledger_entry_amount_not_zero', `amount <> 0`)
export class LedgerEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  movementId: string;

  @ManyToOne(() => LedgerMovement, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'movement_id' })
  movement?: LedgerMovement;

  @Column({ type: 'int' })
  ledgerAccountId: number;

  @ManyToOne(() => LedgerAccount, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'ledger_account_id' })
  ledgerAccount?: LedgerAccount;

  @Column({ type: 'bigint', transformer: bigintNumber })
  amount: number;
}
