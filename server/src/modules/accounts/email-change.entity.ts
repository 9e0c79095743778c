import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';

/**
 * One request to change an account's address (commands/request-email-change.ts): the new address confirms it through
 * `confirmTokenHash` (48 h), the old one may undo it through `undoTokenHash` (7 days) whether it was confirmed or not.
 * Its own table rather than modules/auth's `auth_token`: it carries both addresses, and its undo link must outlive a
 * password change, which voids every mailed auth token. Deleted with the account's erasure.
 */
@Entity('email_change')
export class EmailChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('email_change_account_idx')
  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'citext' })
  oldEmail: string;

  @Column({ type: 'citext' })
  newEmail: string;

  /** SHA-256 of the link mailed to the new address. */
  @Index('email_change_confirm_token_key', { unique: true })
  @Column({ type: 'text' })
  confirmTokenHash: string;

  /** SHA-256 of the undo link mailed to the old address. */
  @Index('email_change_undo_token_key', { unique: true })
  @Column({ type: 'text' })
  undoTokenHash: string;

  @Column({ type: 'timestamptz' })
  confirmExpiresAt: Date;

  @Column({ type: 'timestamptz' })
  undoExpiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** Replaced by a newer request, or undone before it was confirmed: its confirmation link no longer works. */
  @Column({ type: 'timestamptz', nullable: true })
  canceledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  undoneAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
