import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintNumber } from '../../shared/database/bigint-number.js';
import { Account } from '../account-rows/index.js';
import { LedgerAccount } from '../ledger/index.js';

/**
 * A reseller of oDance on credit (docs/product.md). Only the terms live here; what it has used and the fees it
 * owes are derived from the ledger and its collections (see distributors.presenter.ts), never stored as counters.
 * One row per account for good: deactivating keeps it (history, outstanding fees) and it can be reactivated.
 */
@Entity('distributor')
@Check('distributor_limits_range', `credit_limit BETWEEN 1 AND 9007199254740991 AND collection_limit >= 1`)
@Check('distributor_collection_within_credit', `collection_limit <= credit_limit`)
@Check('distributor_margin_range', `margin_basis_points BETWEEN 0 AND 10000`)
export class Distributor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('distributor_account_key', { unique: true })
  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  /** The `distributor_credit` ledger account: minus its balance is the used limit. */
  @Index('distributor_credit_line_key', { unique: true })
  @Column({ type: 'int' })
  creditLineId: number;

  @ManyToOne(() => LedgerAccount, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'credit_line_id' })
  creditLine?: LedgerAccount;

  /** The `distributor_settled` ledger account every collection moves the used credit to. */
  @Index('distributor_settled_account_key', { unique: true })
  @Column({ type: 'int' })
  settledAccountId: number;

  @ManyToOne(() => LedgerAccount, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'settled_account_id' })
  settledAccount?: LedgerAccount;

  /** Whole oDance the distributor may have out at once (distributed and not yet collected); any safe integer. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  creditLimit: number;

  /** Whole oDance of used limit at which a collection is due; never above the credit limit. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  collectionLimit: number;

  /** The margin in hundredths of a percent (12.5 % = 1250): exact integers, no floats near money. */
  @Column({ type: 'int' })
  marginBasisPoints: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
