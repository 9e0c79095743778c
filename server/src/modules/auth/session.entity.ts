import { Check, Column, CreateDateColumn, Entity, Generated, Index, ManyToOne, PrimaryColumn, JoinColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';

/**
 * A server-side session. The cookie holds a random token; only its SHA-256 is stored. A personal access token is a
 * session of kind 'personal' presented as `Authorization: Bearer odp_…`, with a name, its scopes and a fixed expiry.
 * An access token of the OAuth provider is mirrored as a session of kind 'oauth' (modules/oauth/oauth-adapter.ts).
 */
@Entity('session')
@Check('session_kind_check', `kind IN ('cookie', 'personal', 'oauth')`)
export class Session {
  @PrimaryColumn({ type: 'text' })
  tokenHash: string;

  /** The id shown on the Security page's device list (the token's hash never leaves the server). */
  @Index('session_id_key', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  id: string;

  /** A browser session's User-Agent at sign-in, summarised on the device list. */
  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

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
  kind: 'cookie' | 'personal' | 'oauth';

  /** A personal access token's name (null for a cookie session). */
  @Column({ type: 'text', nullable: true })
  name: string | null;

  /** A personal access token's scopes; null for a cookie session, which holds every scope of its role. */
  @Column({ type: 'text', array: true, nullable: true })
  scopes: string[] | null;

  /** The OAuth grant an access token of kind 'oauth' belongs to: revoking the grant deletes its tokens. */
  @Index('session_oauth_grant_idx', { where: 'oauth_grant_id IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  oauthGrantId: string | null;

  /** The OAuth client an access token of kind 'oauth' was issued to: disabling the app deletes its tokens. */
  @Column({ type: 'text', nullable: true })
  oauthClientId: string | null;
}
