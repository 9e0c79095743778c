import type { EntityManager } from 'typeorm';
import type { AppContainer } from '../../../kernel/context.js';
import { jobRuns } from '../../../kernel/metrics.js';
import { pruneExpiredSessions, pruneExpiredSignInChallenges, pruneOldRateEvents, pruneSpentAuthTokens } from '../../auth/index.js';
import { pruneOldEvents } from '../../live/index.js';
import { clearSentMailBodies } from '../../mail/index.js';
import { hasOAuthStorage, pruneExpiredOAuthPayloads } from '../../oauth/index.js';
import { pruneOldWebhookAttempts, pruneSettledWebhookMessages } from '../../webhooks/index.js';

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

type Queryable = Pick<EntityManager, 'query'>;

// Each module purges its own tables (their index.ts exports the step); this file decides when and how long rows are
// kept. Each step works in batches of BATCH rows so no run holds long locks or one huge transaction; they run in
// this order.
const STEPS: Record<keyof PurgeCounts, (db: Queryable) => Promise<number>> = {
  sessions: (db) => pruneExpiredSessions(db, BATCH),
  tokens: (db) => pruneSpentAuthTokens(db, RETENTION.tokenSeconds, BATCH),
  rateEvents: (db) => pruneOldRateEvents(db, RETENTION.rateEventSeconds, BATCH),
  mailBodies: (db) => clearSentMailBodies(db, RETENTION.sentMailBodySeconds, BATCH),
  // The OAuth provider's storage, where it exists (skipped below otherwise).
  oauthPayloads: (db) => pruneExpiredOAuthPayloads(db, BATCH),
  events: (db) => pruneOldEvents(db, RETENTION.eventLogSeconds, BATCH),
  webhookMessages: (db) => pruneSettledWebhookMessages(db, RETENTION.webhookSeconds, BATCH),
  webhookAttempts: (db) => pruneOldWebhookAttempts(db, RETENTION.webhookSeconds, BATCH),
  signInChallenges: (db) => pruneExpiredSignInChallenges(db, BATCH),
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
      const oauth = await hasOAuthStorage(runner.manager);
      const counts: PurgeCounts = { sessions: 0, tokens: 0, rateEvents: 0, mailBodies: 0, oauthPayloads: 0, events: 0, webhookMessages: 0, webhookAttempts: 0, signInChallenges: 0 };
      for (const key of Object.keys(STEPS) as Array<keyof PurgeCounts>) {
        if (key === 'oauthPayloads' && !oauth) continue;
        for (;;) {
          const affected = await STEPS[key](runner.manager);
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
