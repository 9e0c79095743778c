import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';

export type AuthTokenPurpose = 'email_confirmation' | 'password_reset';

/** Single-use tokens mailed to people (email confirmation 48 h, password reset 1 h); stored hashed. */
@Entity('auth_token')
export class AuthToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('auth_token_account_idx')
  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'enum', enum: ['email_confirmation', 'password_reset'], enumName: 'auth_token_purpose' })
  purpose: AuthTokenPurpose;

  @Index('auth_token_hash_key', { unique: true })
  @Column({ type: 'text' })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
