import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../../account-rows/index.js';

/**
 * An account's authenticator app (RFC 6238). The secret is stored as issued: the server must compute codes with
 * it. `confirmedAt` null while enrolment waits for its first code; `lastUsedStep` is the 30-second step of the
 * last accepted code, so a code is accepted once (a replayed code of the same step is refused).
 */
@Entity('totp_factor')
export class TotpFactor {
  @PrimaryColumn({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'text' })
  secret: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({
    type: 'bigint',
    nullable: true,
    transformer: {
      to: (v: number | null) => v,
      from: (v: string | null) => (v === null ? null : Number(v)),
    },
  })
  lastUsedStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A single-use recovery code (10 issued at TOTP enrolment), stored as its SHA-256; `usedAt` once spent. */
@Entity('recovery_code')
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('recovery_code_account_idx')
  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A WebAuthn credential (a passkey): its id (base64url), COSE public key and signature counter. */
@Entity('passkey')
export class Passkey {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Index('passkey_account_idx')
  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'bytea' })
  publicKey: Buffer;

  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  counter: number;

  @Column({ type: 'text', array: true, nullable: true })
  transports: string[] | null;

  @Column({ type: 'text' })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/**
 * A sign-in that passed its first step and waits for the second (a Google sign-in of an account with a second
 * factor): the browser holds the token, only its SHA-256 is stored; 10 minutes, single use.
 * Also a WebAuthn ceremony's challenge (`challenge` set; `accountId` null for a passwordless sign-in).
 */
@Entity('sign_in_challenge')
export class SignInChallenge {
  @PrimaryColumn({ type: 'text' })
  tokenHash: string;

  @Column({ type: 'uuid', nullable: true })
  accountId: string | null;

  @ManyToOne(() => Account, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'text' })
  purpose: 'pending_sign_in' | 'passkey_registration' | 'passkey_sign_in';

  @Column({ type: 'text', nullable: true })
  challenge: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** What an admin did to someone's account that the owner could not undo alone (a second-factor reset). */
@Entity('admin_audit')
export class AdminAuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  adminId: string;

  @Index('admin_audit_target_idx')
  @Column({ type: 'uuid' })
  targetAccountId: string;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'jsonb' })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
