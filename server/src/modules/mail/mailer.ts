import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../app/config.js';
import type { Logger } from '../../app/logger.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { outboxMessageId } from './message-id.js';
import type { MailContent } from './templates.js';

const MAX_BACKOFF_SECONDS = 3600;

/**
 * Transactional outbox: `enqueue` writes the mail in the caller's transaction; `deliverPending` sends due mails
 * (FOR UPDATE SKIP LOCKED, so replicas never send one at the same time) and reschedules failures with back-off.
 * At-least-once: a crash between the SMTP server's acceptance and the commit sends the mail again, with the same
 * Message-ID (message-id.ts).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly logger: Logger,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async enqueue(manager: EntityManager, to: string, content: MailContent): Promise<void> {
    await manager.insert(OutboxMail, { to, subject: content.subject, text: content.text, html: content.html, link: content.link });
  }

  /** Delivers due mails now (called after a commit that enqueued one, and by the periodic sweep). */
  kick(): Promise<void> {
    if (this.running) {
      // A mail committed while a sweep runs may be past its query: sweep once more afterwards.
      this.again = true;
      return this.running;
    }
    this.running = this.deliverPending()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'mail delivery sweep failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  startSweeping(intervalMs = 5_000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async deliverPending(): Promise<void> {
    for (;;) {
      const delivered = await this.dataSource.transaction(async (manager) => {
        const mail = await manager
          .createQueryBuilder(OutboxMail, 'm')
          .where('m.sent_at IS NULL AND m.next_attempt_at <= now()')
          .orderBy('m.next_attempt_at')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getOne();
        if (!mail) return false;
        await this.deliver(manager, mail);
        return true;
      });
      if (!delivered) return;
    }
  }

  private async deliver(manager: EntityManager, mail: OutboxMail): Promise<void> {
    if (!this.transport) {
      this.logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'mail kept in the outbox (no SMTP_URL)');
      await manager.update(OutboxMail, mail.id, { sentAt: new Date(), transport: 'log', attempts: mail.attempts + 1 });
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Stable across attempts: at-least-once delivery, repeats recognisable (message-id.ts).
        messageId: outboxMessageId(mail.id, this.config.mailFrom),
      });
      await manager.update(OutboxMail, mail.id, { sentAt: new Date(), transport: 'smtp', attempts: mail.attempts + 1, lastError: null });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delay = Math.min(MAX_BACKOFF_SECONDS, 2 ** attempts * 5);
      this.logger.warn({ err: error, to: mail.to, attempts }, 'mail delivery failed; will retry');
      await manager.update(OutboxMail, mail.id, {
        attempts,
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        nextAttemptAt: new Date(Date.now() + delay * 1000),
      });
    }
  }
}
