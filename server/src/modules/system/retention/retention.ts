import type { AppContainer } from '../../../kernel/context.js';
import { jobRuns } from '../../../kernel/metrics.js';

// Key of the advisory lock that makes one replica at a time run the purge (see migration-lock.ts for the other).
export const RETENTION_LOCK_KEY = 7_415_026_002;
const BATCH = 5_000;

/**
 * How long rows are kept after they stop mattering (docs/operations.md#retention). Rate events: the longest window
 * in the code is one hour (payments/commands/buy-odance.ts); a day keeps every window whole. Used or expired
 * single-use tokens: a day, so a second click on a mailed link still reads "already used" for a while. Sent mail
 * bodies: 7 days (the row stays: who was mailed what subject, and when). The event log: 7 days; its readers follow
 * it within seconds (modules/live/live-hub.ts), and a reader that was away longer starts again from the current
 * state, which every subscription sends first. Webhook messages once delivered or given up, and the delivery log:
 * 30 days (modules/webhooks/README.md).
 */
export const RETENTION = {
  rateEventSeconds: 24 * 3600,
  tokenSeconds: 24 * 3600,
  sentMailBodySeconds: 7 * 24 * 3600,
  eventLogSeconds: 7 * 24 * 3600,
  webhookSeconds: 30 * 24 * 3600,
};

export interface PurgeCounts {
  sessions: number;
  tokens: number;
  rateEvents: number;
  mailBodies: number;
  oauthPayloads: number;
  events: number;
  webhookMessages: number;
  webhookAttempts: number;
  signInChallenges: number;
}

// Each statement works in batches of BATCH rows so no run holds long locks or one huge transaction.
const STATEMENTS: Record<keyof PurgeCounts, string> = {
  sessions: `DELETE FROM session WHERE ctid IN (SELECT ctid FROM session WHERE expires_at < now() LIMIT ${BATCH})`,
  tokens: `DELETE FROM auth_token WHERE id IN (SELECT id FROM auth_token
             WHERE (used_at IS NOT NULL AND used_at < now() - make_interval(secs => $1))
                OR expires_at < now() - make_interval(secs => $1) LIMIT ${BATCH})`,
  rateEvents: `DELETE FROM rate_event WHERE id IN (SELECT id FROM rate_event WHERE created_at < now() - make_interval(secs => $1) LIMIT ${BATCH})`,
  mailBodies: `UPDATE outbox_mail SET text = '', html = '', link = NULL WHERE id IN (SELECT id FROM outbox_mail
                 WHERE sent_at < now() - make_interval(secs => $1) AND (text <> '' OR html <> '' OR link IS NOT NULL) LIMIT ${BATCH})`,
  // The OAuth provider's storage, where it exists (another module adds it; expiry in `expires_at`).
  oauthPayloads: `DELETE FROM oauth_payload WHERE ctid IN (SELECT ctid FROM oauth_payload WHERE expires_at < now() LIMIT ${BATCH})`,
  events: `DELETE FROM event_log WHERE id IN (SELECT id FROM event_log WHERE created_at < now() - make_interval(secs => $1) LIMIT ${BATCH})`,
  webhookMessages: `DELETE FROM webhook_message WHERE id IN (SELECT id FROM webhook_message
                      WHERE state <> 'pending' AND created_at < now() - make_interval(secs => $1) LIMIT ${BATCH})`,
  webhookAttempts: `DELETE FROM webhook_attempt WHERE id IN (SELECT id FROM webhook_attempt WHERE created_at < now() - make_interval(secs => $1) LIMIT ${BATCH})`,
  // Pending sign-ins and passkey challenges nobody came back for (modules/auth/second-factor): useless once expired.
  signInChallenges: `DELETE FROM sign_in_challenge WHERE ctid IN (SELECT ctid FROM sign_in_challenge WHERE expires_at < now() LIMIT ${BATCH})`,
};

const PARAMS: Record<keyof PurgeCounts, unknown[]> = {
  sessions: [],
  tokens: [RETENTION.tokenSeconds],
  rateEvents: [RETENTION.rateEventSeconds],
  mailBodies: [RETENTION.sentMailBodySeconds],
  oauthPayloads: [],
  events: [RETENTION.eventLogSeconds],
  webhookMessages: [RETENTION.webhookSeconds],
  webhookAttempts: [RETENTION.webhookSeconds],
  signInChallenges: [],
};

/**
 * One purge pass, or `null` when another replica is running one (a session-level advisory lock taken with
 * pg_try_advisory_lock on a connection of its own: never waits, and is released if this process dies).
 */
export async function purgeExpired(c: AppContainer): Promise<PurgeCounts | null> {
  const runner = c.dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [RETENTION_LOCK_KEY])) as [{ locked: boolean }];
    if (!locked) return null;
    try {
      const [{ oauth }] = (await runner.query(`SELECT to_regclass('oauth_payload') IS NOT NULL AS oauth`)) as [{ oauth: boolean }];
      const counts: PurgeCounts = { sessions: 0, tokens: 0, rateEvents: 0, mailBodies: 0, oauthPayloads: 0, events: 0, webhookMessages: 0, webhookAttempts: 0, signInChallenges: 0 };
      for (const key of Object.keys(STATEMENTS) as Array<keyof PurgeCounts>) {
        if (key === 'oauthPayloads' && !oauth) continue;
        for (;;) {
          const [, affected] = (await runner.query(STATEMENTS[key], PARAMS[key])) as [unknown, number];
          counts[key] += affected;
          if (affected < BATCH) break;
        }
      }
      return counts;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Runs purgeExpired now and then (first a minute after start), counting runs in `job_runs_total{job="retention"}`. */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly c: AppContainer) {}

  start(intervalMs = 10 * 60_000, firstMs = 60_000): void {
    const tick = () => {
      void this.runOnce();
      this.timer = setTimeout(tick, intervalMs).unref();
    };
    this.timer = setTimeout(tick, firstMs).unref();
  }

  runOnce(): Promise<void> {
    this.running ??= purgeExpired(this.c)
      .then(
        (counts) => {
          jobRuns.inc({ job: 'retention', outcome: counts ? 'ok' : 'skipped' });
          if (counts) this.c.logger.info({ job: 'retention', ...counts }, 'retention purge done');
        },
        (error: unknown) => {
          jobRuns.inc({ job: 'retention', outcome: 'failed' });
          this.c.logger.warn({ err: error, job: 'retention' }, 'retention purge failed');
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Starts no other pass and waits for a running one. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }
}
