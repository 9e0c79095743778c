import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn, JoinColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/** A server-side session. The cookie holds a random token; only its SHA-256 is stored. */
@Entity('session')
export class Session {
  @PrimaryColumn({ type: 'text' })
  tokenHash: string;

  @Index('session_account_idx')
  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;
}
