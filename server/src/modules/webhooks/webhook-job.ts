import type { AppContainer } from '../../kernel/context.js';
import { jobRuns } from '../../kernel/metrics.js';
import { mails } from '../mail/index.js';
import { READ_LOG, type LogRow } from '../live/index.js';
import { eventBody, presentEvents } from './webhook.presenter.js';
import { sendWebhook, type SendOptions, type SendOutcome } from './webhook-sender.js';
import { oneRow } from '../../shared/database/one-row.js';

// Key of the advisory lock that makes one replica at a time consume the log and deliver (retention.ts: 7_415_026_002).
export const WEBHOOKS_LOCK_KEY = 7_415_026_003;
/** Log rows read per transaction. */
const BATCH = 500;
/**
 * While events keep coming, passes start at most this often. A pass's own statements (the lock, the log's read,
 * the due messages) then serve every event of the interval: woken after every read of the log (50 a second under
 * load), passes cost more statements than the deliveries they made (docs/decisions.md#webhooks).
 */
const PASS_EVERY_MS = 100;
/** Endpoints sent to at once (each endpoint has at most one message in flight: in order per endpoint). */
const PARALLEL = 16;
/** An endpoint whose deliveries have failed this long is turned off and its owner mailed. */
export const DISABLE_AFTER_SECONDS = 3 * 24 * 3600;

export interface WebhookJobOptions {
  /** Waits before each retry (config WEBHOOK_RETRY_SCHEDULE_MS); after the last one the message is given up. */
  retryScheduleMs: number[];
  send: SendOptions;
  /** How often to look for due retries and missed wake-ups. */
  pollMs: number;
}

/**
 * Consumes the event log into webhook messages, in ONE transaction per batch with its own position
 * (`webhook_log_position`): a crash re-reads the batch, and the messages' unique key (endpoint, type, subject) makes
 * that harmless. Only rows of accounts that have an active endpoint become messages; the rest are passed over.
 * Runs after the money transactions committed, never inside one. Returns how many log rows it read.
 */
export async function consumeLog(c: AppContainer): Promise<number> {
  return c.dataSource.transaction(async (manager) => {
    // No FOR UPDATE: the pass's advisory lock already makes this the only consumer, and a row lock would give this
    // transaction an id from its first statement. Every reader of the log waits for the oldest transaction holding
    // an id (READ_LOG: txid < pg_snapshot_xmin), so until the writes at the end this one must hold none: with the
    // lock, live updates on every replica waited behind each batch (docs/decisions.md#live-updates).
    // The table's one row (its migration inserts it; nothing deletes it).
    const position = oneRow(await manager.query<Array<{ txid: string; id: string }>>('SELECT txid::text, id::text FROM webhook_log_position'));
    const rows: LogRow[] = await manager.query(READ_LOG, [position.txid, position.id, BATCH]);
    const last = rows.at(-1);
    if (!last) return 0;
    const accounts = [...new Set(rows.filter((row) => row.topic !== 'notification').map((row) => row.account_id))];
    const endpoints: Array<{ id: string; account_id: string; events: string[]; created_at: Date }> = accounts.length
      ? await manager.query('SELECT id, account_id, events, created_at FROM webhook_endpoint WHERE active AND account_id = ANY($1::uuid[])', [accounts])
      : [];
    if (endpoints.length > 0) {
      const watched = new Set(endpoints.map((endpoint) => endpoint.account_id));
      const changes = rows.filter((row) => watched.has(row.account_id) && row.topic !== 'notification');
      const messages = (await presentEvents(manager, changes)).flatMap((event) =>
        endpoints
          .filter((endpoint) => endpoint.account_id === event.accountId && endpoint.events.includes(event.type) && endpoint.created_at <= event.timestamp)
          .map((endpoint) => ({ endpoint: endpoint.id, event, body: eventBody(event) })),
      );
      if (messages.length > 0) {
        // unnest keeps the array order, so message ids follow the log's order: the order of delivery per endpoint.
        await manager.query(
          `INSERT INTO webhook_message (endpoint_id, event_id, type, subject_id, body)
           SELECT endpoint_id, event_id, type, subject_id, body
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS m(endpoint_id, event_id, type, subject_id, body, n)
           ORDER BY n
           ON CONFLICT (endpoint_id, type, subject_id) DO NOTHING`,
          [
            messages.map((m) => m.endpoint),
            messages.map((m) => m.event.eventId),
            messages.map((m) => m.event.type),
            messages.map((m) => m.event.subjectId),
            messages.map((m) => m.body),
          ],
        );
      }
    }
    await manager.query('UPDATE webhook_log_position SET txid = $1::xid8, id = $2::bigint', [last.txid, last.id]);
    return rows.length;
  });
}

interface DueMessage {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Sends the first pending message of every active endpoint whose time has come, one at a time per endpoint (a
 * message waiting for its retry holds back the later ones of its endpoint: in order per endpoint). Returns how
 * many were sent successfully (then the next ones are due at once).
 */
export async function deliverDue(c: AppContainer, options: WebhookJobOptions): Promise<number> {
  const heads: DueMessage[] = await c.dataSource.query(
    `SELECT h.id::text, h.endpoint_id, h.event_id, h.type, h.body, h.attempts, e.url, e.secret
     FROM webhook_endpoint e
     CROSS JOIN LATERAL (SELECT * FROM webhook_message m WHERE m.endpoint_id = e.id AND m.state = 'pending' ORDER BY m.id LIMIT 1) h
     WHERE e.active AND h.next_attempt_at <= now()`,
  );
  let delivered = 0;
  for (let i = 0; i < heads.length; i += PARALLEL) {
    const sent = await Promise.all(
      heads.slice(i, i + PARALLEL).map(async (head) => {
        const outcome = await sendWebhook({ url: head.url, secret: head.secret }, { eventId: head.event_id, body: head.body }, options.send);
        if (!outcome.ok) await recordFailure(c, head, outcome, options.retryScheduleMs);
        return { head, outcome };
      }),
    );
    const succeeded = sent.filter(({ outcome }) => outcome.ok);
    await recordDelivered(c, succeeded);
    delivered += succeeded.length;
  }
  return delivered;
}

/**
 * Successful attempts (one per endpoint: each sends one message at a time): their rows in the delivery log, the
 * messages delivered, the endpoints' failure clocks stopped. One statement for the group, atomic on its own,
 * instead of a transaction of three per delivery: every delivery paid it while money moves (docs/decisions.md#webhooks).
 * Crashing before it only sends those again, which at-least-once allows (the webhook-id stays the same).
 */
const DELIVERED = `WITH done AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::bigint[]) WITH ORDINALITY AS d(endpoint_id, event_id, type, status_code, message_id, n)),
  attempt AS (
    INSERT INTO webhook_attempt (endpoint_id, event_id, type, status_code, error) SELECT endpoint_id, event_id, type, status_code, NULL FROM done ORDER BY n),
  message AS (UPDATE webhook_message m SET state = 'delivered', attempts = m.attempts + 1 FROM done WHERE m.id = done.message_id)
  UPDATE webhook_endpoint e SET failing_since = NULL FROM done WHERE e.id = done.endpoint_id AND e.failing_since IS NOT NULL`;

async function recordDelivered(c: AppContainer, sent: Array<{ head: DueMessage; outcome: SendOutcome }>): Promise<void> {
  if (sent.length === 0) return;
  await c.dataSource.query(DELIVERED, [
    sent.map(({ head }) => head.endpoint_id),
    sent.map(({ head }) => head.event_id),
    sent.map(({ head }) => head.type),
    sent.map(({ outcome }) => outcome.statusCode),
    sent.map(({ head }) => head.id),
  ]);
}

/** A failed attempt's row in the delivery log, the message's next try (or given up), and the endpoint's failure clock. */
async function recordFailure(c: AppContainer, head: DueMessage, outcome: SendOutcome, schedule: number[]): Promise<void> {
  const disabled = await c.dataSource.transaction(async (manager) => {
    await manager.query('INSERT INTO webhook_attempt (endpoint_id, event_id, type, status_code, error) VALUES ($1, $2, $3, $4, $5)', [
      head.endpoint_id,
      head.event_id,
      head.type,
      outcome.statusCode,
      outcome.error,
    ]);
    // attempts counts tries made; the wait before try n+1 is schedule[n-1]; past the schedule the message is given up.
    const wait = schedule[head.attempts];
    await manager.query(
      `UPDATE webhook_message SET attempts = attempts + 1, state = CASE WHEN $2::int IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + make_interval(secs => coalesce($2::int, 0) / 1000.0) WHERE id = $1`,
      [head.id, wait ?? null],
    );
    const [updated] = await manager.query<[Array<{ active: boolean; url: string; email: string | null; first_name: string; present: boolean }>, number]>(
      `UPDATE webhook_endpoint e SET failing_since = coalesce(e.failing_since, now()),
         active = coalesce(e.failing_since, now()) > now() - make_interval(secs => $2),
         disabled_at = CASE WHEN coalesce(e.failing_since, now()) > now() - make_interval(secs => $2) THEN NULL ELSE now() END
       FROM account a WHERE e.id = $1 AND a.id = e.account_id
       RETURNING e.active, e.url, a.email::text AS email, a.first_name, a.deleted_at IS NULL AS present`,
      [head.endpoint_id, DISABLE_AFTER_SECONDS],
    );
    const endpoint = updated[0];
    if (!endpoint || endpoint.active) return null;
    if (endpoint.email && endpoint.present) {
      await c.mailer.enqueue(manager, endpoint.email, mails.webhookEndpointDisabled(endpoint.first_name, endpoint.url, `${c.config.appUrl}/dashboard/security`));
    }
    return endpoint;
  });
  if (disabled) {
    c.logger.warn({ job: 'webhooks', endpointId: head.endpoint_id }, 'webhook endpoint failing for 3 days: turned off, owner mailed');
    void c.mailer.kick();
  }
}

/**
 * The webhook consumer of the event log (modules/webhooks/README.md): one replica at a time (a session advisory
 * lock taken per pass on a connection of its own, released if the process dies), woken when this replica's live
 * hub reads new rows of the log (modules/live/live-hub.ts `onRead`, itself woken after every ledger commit) and every
 * `pollMs` for due retries.
 */
export class WebhookJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPass = 0;
  private paced: NodeJS.Timeout | undefined;

  constructor(
    private readonly c: AppContainer,
    private readonly options: WebhookJobOptions,
  ) {}

  start(): void {
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, this.options.pollMs).unref();
    };
    this.timer = setTimeout(tick, this.options.pollMs).unref();
  }

  /** Runs a pass now, or right after the one running, or PASS_EVERY_MS after the last one began. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const wait = this.lastPass + PASS_EVERY_MS - Date.now();
    if (wait > 0) {
      this.paced ??= setTimeout(() => {
        this.paced = undefined;
        this.kick();
      }, wait).unref();
      return;
    }
    this.lastPass = Date.now();
    this.running = this.pass()
      .catch((error: unknown) => {
        jobRuns.inc({ job: 'webhooks', outcome: 'failed' });
        this.c.logger.warn({ err: { message: (error as Error).message }, job: 'webhooks' }, 'webhook pass failed');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the running pass and one that is due (tests: after it, what was due is sent). */
  async idle(): Promise<void> {
    while (this.running || this.paced) await (this.running ?? new Promise((resolve) => setTimeout(resolve, 10)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.paced);
    this.paced = undefined;
    await this.idle();
  }

  private async pass(): Promise<void> {
    const runner = this.c.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [WEBHOOKS_LOCK_KEY])) as [{ locked: boolean }];
      if (!locked) return;
      try {
        while (!this.stopped && (await consumeLog(this.c)) === BATCH);
        while (!this.stopped && (await deliverDue(this.c, this.options)) > 0);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [WEBHOOKS_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}
