import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../kernel/config.js';
import type { Logger } from '../../kernel/logger.js';
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
    await this.enqueueAll(manager, [{ to, content }]);
  }

  /** Several mails in one statement (a job's batch of digests). */
  async enqueueAll(manager: EntityManager, mails: Array<{ to: string; content: MailContent }>): Promise<void> {
    if (mails.length === 0) return;
    await manager.insert(
      OutboxMail,
      mails.map(({ to, content }) => ({ to, subject: content.subject, text: content.text, html: content.html, link: content.link })),
    );
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

  /**
   * Due mails in batches of DELIVERY_BATCH, each batch one transaction: one statement reads and locks it, one
   * records every outcome. Per mail that was four round trips and an entity to build, which under a busy day's
   * transfers (their digests, modules/notifications/notification-mailer.ts) competed with the transfers
   * themselves (docs/decisions.md#one-round-trip). A crash before the commit sends the batch's mails again, with the
   * same Message-IDs (at least once, as before).
   */
  private async deliverPending(): Promise<void> {
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const due: DueMail[] = await manager.query(DUE_MAILS, [DELIVERY_BATCH]);
        const outcomes: Outcome[] = [];
        for (const mail of due) outcomes.push(await this.deliver(mail));
        if (outcomes.length) {
          await manager.query(RECORD_OUTCOMES, [
            outcomes.map((o) => o.id),
            outcomes.map((o) => o.transport),
            outcomes.map((o) => o.error),
            outcomes.map((o) => o.retryInSeconds),
          ]);
        }
        return due.length;
      });
      if (count < DELIVERY_BATCH) return;
    }
  }

  private async deliver(mail: DueMail): Promise<Outcome> {
    if (!this.transport) {
      this.logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'mail kept in the outbox (no SMTP_URL)');
      return { id: mail.id, transport: 'log', error: null, retryInSeconds: null };
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
      return { id: mail.id, transport: 'smtp', error: null, retryInSeconds: null };
    } catch (error) {
      const attempts = mail.attempts + 1;
      this.logger.warn({ err: error, to: mail.to, attempts }, 'mail delivery failed; will retry');
      return {
        id: mail.id,
        transport: null,
        error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        retryInSeconds: Math.min(MAX_BACKOFF_SECONDS, 2 ** attempts * 5),
      };
    }
  }
}

const DELIVERY_BATCH = 25;

interface DueMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  attempts: number;
}

/** What became of one mail: sent (by `transport`), or failed with `error`, to be tried again in `retryInSeconds`. */
interface Outcome {
  id: string;
  transport: 'smtp' | 'log' | null;
  error: string | null;
  retryInSeconds: number | null;
}

const DUE_MAILS = `SELECT id, "to", subject, text, html, link, attempts FROM outbox_mail
  WHERE sent_at IS NULL AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED`;

// A sent mail gets sent_at and its transport; a failed one its error and the time of its next attempt.
const RECORD_OUTCOMES = `UPDATE outbox_mail m SET
    attempts = m.attempts + 1,
    sent_at = CASE WHEN o.error IS NULL THEN now() END,
    transport = COALESCE(o.transport, m.transport),
    last_error = o.error,
    next_attempt_at = CASE WHEN o.error IS NULL THEN m.next_attempt_at ELSE now() + make_interval(secs => o.retry) END
  FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[]) AS o(id, transport, error, retry)
  WHERE m.id = o.id`;

declare module '../../kernel/context.js' {
  interface AppServices {
    /** The outbox of mail (this file). */
    mailer: Mailer;
  }
}
