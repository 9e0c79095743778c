import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn, JoinColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/**
 * A server-side session. The cookie holds a random token; only its SHA-256 is stored. A personal access token is a
 * session of kind 'personal' presented as `Authorization: Bearer odp_…`, with a name, its scopes and a fixed expiry.
 */
@Entity('session')
@Check('session_kind_check', `kind IN ('cookie', 'personal')`)
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

  @Column({ type: 'text', default: 'cookie' })
  kind: 'cookie' | 'personal';

  /** A personal access token's name (null for a cookie session). */
  @Column({ type: 'text', nullable: true })
  name: string | null;

  /** A personal access token's scopes; null for a cookie session, which holds every scope of its role. */
  @Column({ type: 'text', array: true, nullable: true })
  scopes: string[] | null;
}
