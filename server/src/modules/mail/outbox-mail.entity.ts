import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Every mail is written here in the transaction that causes it, then delivered by the dispatcher;
 * a failed delivery is retried with back-off, never lost.
 */
@Entity('outbox_mail')
@Index('outbox_mail_pending_idx', ['nextAttemptAt'], { where: 'sent_at IS NULL' })
export class OutboxMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** The first link of the mail, for the development mailbox page. */
  @Column({ type: 'text', nullable: true })
  link: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** 'smtp' when delivered, 'log' when no SMTP server is configured (kept in the outbox, logged). */
  @Column({ type: 'text', nullable: true })
  transport: string | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;
}
