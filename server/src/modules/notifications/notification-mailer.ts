import type { AppContainer } from '../../kernel/context.js';
import { jobRuns } from '../../kernel/metrics.js';
import { mails, type MailContent } from '../mail/index.js';
import type { NotificationData, NotificationKind } from './notification.entity.js';

const BATCH = 500;
/** At most one received-transfer mail per person in this many minutes; what arrives meanwhile waits and goes together. */
export const MAIL_DIGEST_MINUTES = 10;

interface DueRow {
  id: string;
  account_id: string;
  kind: NotificationKind;
  data: NotificationData;
  email: string | null;
  first_name: string;
  wants_mail: boolean;
  /** When this person's digest window ends; null when they were not mailed within it. */
  digest_opens_at: Date | null;
}

// A paid money request is a received transfer (modules/money-requests): mailed like one.
const MAILED_KINDS: ReadonlySet<string> = new Set(['transferReceived', 'moneyRequestPaid']);

/**
 * Mails received transfers to their recipient, unless they turned that off on Account information (README "Live
 * updates"): at most one mail per person every MAIL_DIGEST_MINUTES, telling of every transfer since (twenty
 * students paying at one class make one mail, not twenty). Not in the transfer's own transaction: its notification
 * row is, and the mail follows from it through the outbox (at least once: each row is marked in the transaction
 * that enqueues its mail). Other kinds are only marked looked at. Replicas share the rows (FOR UPDATE SKIP LOCKED).
 */
export async function mailDueNotifications(c: AppContainer): Promise<number> {
  const sent = await c.dataSource.transaction(async (manager) => {
    const due: DueRow[] = await manager.query(
      `SELECT n.id, n.account_id, n.kind, n.data, a.email::text AS email, a.first_name,
              a.mail_on_transfer_received AND a.deleted_at IS NULL AS wants_mail,
              (SELECT max(m.mailed_at) FROM notification m WHERE m.account_id = n.account_id AND m.mailed_at > now() - make_interval(mins => $2))
                + make_interval(mins => $2) AS digest_opens_at
       FROM notification n JOIN account a ON a.id = n.account_id
       WHERE n.mail_checked_at IS NULL AND n.mail_due_at <= now() ORDER BY n.mail_due_at LIMIT $1 FOR UPDATE OF n SKIP LOCKED`,
      [BATCH, MAIL_DIGEST_MINUTES],
    );
    const checked: string[] = [];
    const waiting: DueRow[] = [];
    const digests = new Map<string, DueRow[]>();
    for (const row of due) {
      if (!MAILED_KINDS.has(row.kind) || !row.wants_mail || !row.email) checked.push(row.id);
      else if (row.digest_opens_at) waiting.push(row);
      else if (digests.has(row.account_id)) digests.get(row.account_id)!.push(row);
      else digests.set(row.account_id, [row]);
    }
    // Mailed lately: due again when the window ends, behind everyone due before then (before, they stayed at the
    // head of the queue, and 500 of them — one busy school's — held back every other person's mail for 10 minutes).
    if (waiting.length) {
      await manager.query(`UPDATE notification SET mail_due_at = w.due FROM unnest($1::uuid[], $2::timestamptz[]) AS w(id, due) WHERE notification.id = w.id`, [
        waiting.map((row) => row.id),
        waiting.map((row) => row.digest_opens_at),
      ]);
    }
    const mailed: string[] = [];
    const digestMails: Array<{ to: string; content: MailContent }> = [];
    for (const rows of digests.values()) {
      const [first] = rows;
      if (!first) continue; // never: a digest starts with the row that opened it
      const transfers = rows.map(({ data }) => ({ fromName: data.fromName ?? 'Someone', amount: data.amount ?? 0, message: data.message ?? null }));
      digestMails.push({ to: first.email!, content: mails.transfersReceived(first.first_name, transfers, `${c.config.appUrl}/dashboard/odance/transfers`) });
      mailed.push(rows.at(-1)!.id);
      checked.push(...rows.map((row) => row.id));
    }
    // All of this pass's digests in one statement.
    await c.mailer.enqueueAll(manager, digestMails);
    if (checked.length) {
      await manager.query(`UPDATE notification SET mail_checked_at = now(), mailed_at = CASE WHEN id = ANY($2::uuid[]) THEN now() END WHERE id = ANY($1::uuid[])`, [
        checked,
        mailed,
      ]);
    }
    return mailed.length;
  });
  if (sent > 0) void c.mailer.kick();
  return sent;
}

/** Runs mailDueNotifications every few seconds, counted in `job_runs_total{job="notification-mail"}`. */
export class NotificationMailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly c: AppContainer,
    private readonly intervalMs = 3_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  /** One pass now (unless one is running); what the timer calls. */
  runOnce(): Promise<unknown> {
    this.running ??= mailDueNotifications(this.c)
      .then(
        () => jobRuns.inc({ job: 'notification-mail', outcome: 'ok' }),
        (error: unknown) => {
          jobRuns.inc({ job: 'notification-mail', outcome: 'failed' });
          this.c.logger.warn({ err: error }, 'notification mails failed');
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
