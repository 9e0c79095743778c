import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from '../../shared/database/bigint-number.js';
import { Account } from '../account-rows/index.js';

/**
 * wallet: a user's oDance (never below zero). card_issuance: the one system account purchases are issued
 * from; it goes negative by exactly what card buyers hold. distributor_credit: a distributor's credit line,
 * negative by what it has distributed since its last collection (the distributors module sets its limits).
 * distributor_settled: where each collection moves a distributor's used credit, freeing the line; negative by
 * every oDance the distributor has settled with the platform. platform: the one system account that holds what closed
 * accounts forfeited (accounts' deleteAccount with forfeitBalance): never destroyed, positive by their sum.
 */
export type LedgerAccountKind = 'wallet' | 'card_issuance' | 'distributor_credit' | 'distributor_settled' | 'platform';
export const LEDGER_ACCOUNT_KINDS: LedgerAccountKind[] = ['wallet', 'card_issuance', 'distributor_credit', 'distributor_settled', 'platform'];

@Entity('ledger_account')
@Check('ledger_account_wallet_not_negative', `kind <> 'wallet' OR balance >= 0`)
@Check('ledger_account_owner_matches_kind', `(kind IN ('card_issuance', 'platform')) = (owner_account_id IS NULL)`)
// A closed wallet (its account erased) holds nothing and takes nothing: no oDance can be left on an erased account.
@Check('ledger_account_closed_is_empty', `closed_at IS NULL OR balance = 0`)
@Index('ledger_account_owner_kind_key', ['kind', 'ownerAccountId'], { unique: true, where: 'owner_account_id IS NOT NULL' })
@Index('ledger_account_system_kind_key', ['kind'], { unique: true, where: 'owner_account_id IS NULL' })
export class LedgerAccount {
  /** An integer, so every transaction can lock the accounts it touches in one global order (ascending id). */
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'enum', enum: LEDGER_ACCOUNT_KINDS, enumName: 'ledger_account_kind' })
  kind: LedgerAccountKind;

  @Column({ type: 'uuid', nullable: true })
  ownerAccountId: string | null;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'owner_account_id' })
  owner?: Account;

  /** Always the sum of the account's entries: only the entry trigger may change it (see the Ledger migration). */
  @Column({ type: 'bigint', default: 0, transformer: bigintNumber })
  balance: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the owner's account was erased (closeWallet); a closed wallet is credited no more (postMovement). */
  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;
}
