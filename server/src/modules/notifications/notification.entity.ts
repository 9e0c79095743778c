import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';

export const NOTIFICATION_KINDS = ['transferReceived', 'distributionReceived', 'paymentPaid', 'paymentFailed', 'paymentExpired', 'collectionDue', 'accountApproved', 'affiliationRequested', 'moneyRequested', 'moneyRequestPaid', 'moneyRequestDeclined'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the notification is about: ids and amounts, and the names as they were (README of this module). */
export interface NotificationData {
  amount?: number;
  fromAccountId?: string;
  fromName?: string;
  message?: string | null;
  movementId?: string;
  paymentId?: string;
  distributorId?: string;
  /** affiliationRequested: the request (an affiliation row), the member profile and the organisation. */
  affiliationId?: string;
  profileId?: string;
  profileName?: string;
  organisationId?: string;
  /** moneyRequested, moneyRequestPaid, moneyRequestDeclined: the request (modules/money-requests). */
  moneyRequestId?: string;
}

/**
 * Something that happened to a person's account, written in the transaction that made it happen (so a rolled-back
 * transfer notifies nobody) and announced to their open sockets after commit (modules/live).
 */
@Entity('notification')
@Index('notification_account_created_idx', ['accountId', 'createdAt'])
@Index('notification_unread_idx', ['accountId'], { where: 'read_at IS NULL' })
@Index('notification_mail_due_idx', ['mailDueAt'], { where: 'mail_checked_at IS NULL' })
@Check('notification_kind_check', `kind IN (${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`)
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column({ type: 'text' })
  kind: NotificationKind;

  @Column({ type: 'jsonb' })
  data: NotificationData;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the mailer looked at it (mailed it, or found nothing to mail); null while it is due (notification-mailer.ts). */
  @Column({ type: 'timestamptz', nullable: true })
  mailCheckedAt: Date | null;

  /**
   * When the mailer is to look at it: on writing, or, for a person mailed within the digest window, when that
   * window ends. The mailer takes due rows in this order, so rows waiting for a digest never stand in front of
   * other people's (notification-mailer.ts).
   */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  mailDueAt: Date;

  /** Set on the notification whose mail went out (one mail may tell of several transfers): the digest's clock. */
  @Column({ type: 'timestamptz', nullable: true })
  mailedAt: Date | null;
}
