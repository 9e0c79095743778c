import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../src/kernel/metrics.js';
import { OutboxMail } from '../../src/modules/mail/outbox-mail.entity.js';
import { purgeExpired, RETENTION_LOCK_KEY, RetentionJob } from '../../src/modules/system/retention/retention.js';
import { seedHolders, withClient } from '../reliability/support/processes.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
const sink = new SmtpSink();
beforeAll(async () => {
  await sink.start();
  app = await startTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'oDance <no-reply@odance.example>' });
});
afterAll(async () => {
  await app?.stop();
  await sink.stop();
});

const sql = <T extends pg.QueryResultRow = any>(text: string, params: unknown[] = []) =>
  withClient(app.databaseUrl, (client) => client.query<T>(text, params)).then((r) => r.rows);

async function jobRunCount(outcome: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('job_runs_total')!.get();
  return metric.values.find((v) => v.labels.job === 'retention' && v.labels.outcome === outcome)?.value ?? 0;
}

describe('retention purge', () => {
  it('purges expired sessions, used/expired tokens, old rate events, old sent-mail bodies, expired oauth_payload rows and week-old events; keeps the rest', async () => {
    const [a] = await seedHolders(app.databaseUrl, 1, 1);
    await sql(`INSERT INTO session (token_hash, account_id, expires_at, last_seen_at) VALUES
      ('expired-1', $1, now() - interval '1 minute', now()), ('live-1', $1, now() + interval '1 day', now())`, [a.id]);
    await sql(`INSERT INTO auth_token (account_id, purpose, token_hash, expires_at, used_at) VALUES
      ($1, 'password_reset', 'used-old', now() + interval '1 hour', now() - interval '2 days'),
      ($1, 'password_reset', 'used-recent', now() + interval '1 hour', now() - interval '1 hour'),
      ($1, 'email_confirmation', 'expired-old', now() - interval '2 days', NULL),
      ($1, 'email_confirmation', 'fresh', now() + interval '2 days', NULL)`, [a.id]);
    await sql(`INSERT INTO rate_event (key, created_at) VALUES ('reset:old', now() - interval '2 days'), ('reset:new', now() - interval '10 minutes')`);
    // The unsent one waits for its next attempt a day away: the outbox's sweep (SMTP is up) must not send it meanwhile.
    await sql(`INSERT INTO outbox_mail (id, "to", subject, text, html, link, sent_at, created_at, next_attempt_at) VALUES
      ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'Old', 'old body', '<p>old</p>', 'https://x/reset?token=t', now() - interval '8 days', now() - interval '8 days', now()),
      ('00000000-0000-4000-8000-000000000002', 'b@example.com', 'Recent', 'recent body', '<p>recent</p>', NULL, now() - interval '1 day', now() - interval '1 day', now()),
      ('00000000-0000-4000-8000-000000000003', 'c@example.com', 'Unsent', 'unsent body', '<p>unsent</p>', NULL, NULL, now() - interval '9 days', now() + interval '1 day')`);
    // The OAuth provider's storage (modules/oauth): its keys never expire.
    await sql(`DELETE FROM oauth_payload`);
    await sql(`INSERT INTO oauth_payload (model, id, payload, expires_at) VALUES ('Session', 'gone', '{}', now() - interval '1 second'),
      ('Session', 'kept', '{}', now() + interval '1 hour'), ('ServerKeys', 'forever', '{}', NULL)`);
    // The event log: a week (modules/system/retention/retention.ts).
    await sql(`DELETE FROM event_log`);
    await sql(`INSERT INTO event_log (account_id, topic, created_at) VALUES ($1, 'balance', now() - interval '8 days'), ($1, 'balance', now() - interval '6 days')`, [a.id]);

    // Webhooks: messages delivered or given up and the delivery log, 30 days; a pending message stays whatever its age.
    const [endpoint] = await sql(`INSERT INTO webhook_endpoint (account_id, url, events, secret) VALUES ($1, 'http://127.0.0.1:9/', '{transfer.received}', 'whsec_x') RETURNING id`, [a.id]);
    await sql(`INSERT INTO webhook_message (endpoint_id, event_id, type, subject_id, body, state, created_at) VALUES
      ($1, 'evt_1', 'transfer.received', 's1', '{}', 'delivered', now() - interval '31 days'),
      ($1, 'evt_2', 'transfer.received', 's2', '{}', 'pending', now() - interval '31 days'),
      ($1, 'evt_3', 'transfer.received', 's3', '{}', 'delivered', now() - interval '1 day')`, [endpoint.id]);
    await sql(`INSERT INTO webhook_attempt (endpoint_id, event_id, type, status_code, created_at) VALUES
      ($1, 'evt_1', 'transfer.received', 200, now() - interval '31 days'), ($1, 'evt_3', 'transfer.received', 200, now() - interval '1 day')`, [endpoint.id]);

    // Sign-in challenges (pending Google sign-ins, passkey challenges): gone once expired.
    await sql(`INSERT INTO sign_in_challenge (token_hash, account_id, purpose, challenge, expires_at) VALUES
      ('challenge-expired', NULL, 'passkey_sign_in', 'c1', now() - interval '1 second'), ('challenge-live', NULL, 'passkey_sign_in', 'c2', now() + interval '5 minutes')`);

    const counts = await purgeExpired(app.container);
    expect(counts).toEqual({ sessions: 1, tokens: 2, rateEvents: 1, mailBodies: 1, oauthPayloads: 1, events: 1, webhookMessages: 1, webhookAttempts: 1, signInChallenges: 1 });
    expect((await sql(`SELECT token_hash FROM sign_in_challenge WHERE token_hash LIKE 'challenge-%'`)).map((r) => r.token_hash)).toEqual(['challenge-live']);
    expect((await sql(`SELECT event_id FROM webhook_message ORDER BY event_id`)).map((r) => r.event_id)).toEqual(['evt_2', 'evt_3']);
    expect(await sql(`SELECT count(*)::int AS n FROM event_log`)).toEqual([{ n: 1 }]);
    expect((await sql(`SELECT token_hash FROM session WHERE account_id = $1 AND token_hash LIKE '%-1'`, [a.id])).map((r) => r.token_hash)).toEqual(['live-1']);
    expect((await sql(`SELECT token_hash FROM auth_token ORDER BY token_hash`)).map((r) => r.token_hash)).toEqual(['fresh', 'used-recent']);
    expect((await sql(`SELECT key FROM rate_event`)).map((r) => r.key)).toEqual(['reset:new']);
    expect(await sql(`SELECT subject, text, html, link, sent_at IS NOT NULL AS sent FROM outbox_mail ORDER BY id`)).toEqual([
      { subject: 'Old', text: '', html: '', link: null, sent: true },
      { subject: 'Recent', text: 'recent body', html: '<p>recent</p>', link: null, sent: true },
      { subject: 'Unsent', text: 'unsent body', html: '<p>unsent</p>', link: null, sent: false },
    ]);
    expect((await sql(`SELECT id FROM oauth_payload ORDER BY id`)).map((r) => r.id)).toEqual(['forever', 'kept']);
    // A second pass has nothing left to do.
    expect(await purgeExpired(app.container)).toEqual({ sessions: 0, tokens: 0, rateEvents: 0, mailBodies: 0, oauthPayloads: 0, events: 0, webhookMessages: 0, webhookAttempts: 0, signInChallenges: 0 });
  });

  it('runs on one replica at a time: while another holds the lock it skips, and its runs are counted', async () => {
    const other = new pg.Client({ connectionString: app.databaseUrl });
    await other.connect();
    const job = new RetentionJob(app.container);
    try {
      await other.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK_KEY]);
      const skipped = await jobRunCount('skipped');
      expect(await purgeExpired(app.container)).toBeNull();
      await job.runOnce();
      expect(await jobRunCount('skipped')).toBe(skipped + 1);
      await other.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
      const ok = await jobRunCount('ok');
      await job.runOnce();
      expect(await jobRunCount('ok')).toBe(ok + 1);
    } finally {
      await job.stop();
      await other.end();
    }
  });
});

describe('mail outbox delivery', () => {
  it('is at-least-once with a stable Message-ID: a mail sent again after a crash before the commit carries the same id', async () => {
    const id = await app.container.dataSource.transaction(async (manager) => {
      await app.container.mailer.enqueue(manager, 'twice@example.com', { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', link: null });
      return (await manager.findOneByOrFail(OutboxMail, { to: 'twice@example.com' })).id;
    });
    await app.container.mailer.kick();
    const first = await sink.nextMailTo('twice@example.com');
    // What a crash between the SMTP server's acceptance and the commit leaves: the row still unsent.
    await sql(`UPDATE outbox_mail SET sent_at = NULL WHERE id = $1`, [id]);
    await app.container.mailer.kick();
    const again = await sink.nextMailTo('twice@example.com');
    const messageId = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();
    expect(messageId(first.raw)).toBe(`<${id}@odance.example>`);
    expect(messageId(again.raw)).toBe(messageId(first.raw));
  });

  it('delivers in batches: thirty mails, one refused, each recorded with its own outcome', async () => {
    sink.refused.add('nobody@example.com');
    const addresses = Array.from({ length: 29 }, (_, i) => `batch-${i}@example.com`).concat('nobody@example.com');
    await app.container.dataSource.transaction(async (manager) => {
      for (const to of addresses) await app.container.mailer.enqueue(manager, to, { subject: `For ${to}`, text: 'Hi', html: '<p>Hi</p>', link: null });
    });
    await app.container.mailer.kick();
    for (const to of addresses.slice(0, 29)) expect((await sink.nextMailTo(to)).raw).toContain(`Subject: For ${to}`);
    const rows = await sql<{ to: string; sent: boolean; transport: string | null; attempts: number; last_error: string | null; retry_in: number }>(
      `SELECT "to", sent_at IS NOT NULL AS sent, transport, attempts, last_error, extract(epoch FROM next_attempt_at - now())::int AS retry_in
       FROM outbox_mail WHERE "to" = ANY($1)`,
      [addresses],
    );
    expect(rows).toHaveLength(30);
    const refused = rows.find((row) => row.to === 'nobody@example.com')!;
    expect(refused).toMatchObject({ sent: false, transport: null, attempts: 1 });
    expect(refused.last_error).toMatch(/No such mailbox/);
    // 2^1 × 5 s after the first failure.
    expect(refused.retry_in).toBeGreaterThanOrEqual(8);
    expect(refused.retry_in).toBeLessThanOrEqual(10);
    for (const row of rows.filter((r) => r.to !== 'nobody@example.com')) expect(row).toMatchObject({ sent: true, transport: 'smtp', attempts: 1, last_error: null });
  });
});
