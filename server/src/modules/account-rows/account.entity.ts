import { ROLE_NAMES, type RoleName } from '@odance/contract';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// The roles are the contract's (packages/contract/src/access.ts).
export { ROLE_NAMES, type RoleName };

export const AUTH_METHODS = ['email', 'google'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

@Entity('account')
@Check('account_names_present', `char_length(first_name) >= 1 AND char_length(last_name) >= 1`)
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** citext: unique regardless of case, as people type addresses. */
  @Index('account_email_key', { unique: true })
  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 32 })
  firstName: string;

  @Column({ type: 'varchar', length: 64 })
  lastName: string;

  @Column({ type: 'enum', enum: ROLE_NAMES, enumName: 'role_name', default: 'user' })
  role: RoleName;

  @Column({ type: 'boolean', default: false })
  active: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  /** When the account was approved (at confirmation with ACCOUNT_APPROVAL=auto); null while awaiting an admin. */
  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'enum', enum: AUTH_METHODS, enumName: 'auth_method', default: 'email' })
  authMethod: AuthMethod;

  @Index('account_google_subject_key', { unique: true, where: 'google_subject IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  googleSubject: string | null;

  /** Since when the account has a second factor (an authenticator app or a passkey); null: password (or Google) alone. */
  @Column({ type: 'timestamptz', nullable: true })
  secondFactorAt: Date | null;

  /**
   * Not a column: set by the session lookup (modules/auth/sessions.ts) when this viewer's role is listed in
   * SECOND_FACTOR_REQUIRED_FOR and no second factor is enrolled; the role policy then withholds the role.
   */
  roleOnHold?: boolean;

  /** The last sign-in (any browser); null before the first, which is never reported as a new browser. */
  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Set when the owner deleted the account: personal data is erased, the row stays for the ledger. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** Whether a received transfer is also mailed (Account information; modules/notifications). */
  @Column({ type: 'boolean', default: true })
  mailOnTransferReceived: boolean;
}

declare module '../../kernel/context.js' {
  interface KernelTypes {
    /** Every command's viewer is an account. */
    viewer: Account;
  }
}
