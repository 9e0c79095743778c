import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../kernel/config.js';
import type { AppContainer } from '../kernel/context.js';
import { createContainer } from './container.js';
import { openDatabase } from './database.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { buildHttpApp } from './http.js';
import { createHttpServer } from '../shared/http/http-server.js';
import { armorProtection, GRAPHQL_PARSE_OPTIONS } from './graphql.js';
import { attachWebSocketServer } from '../modules/live/websocket-server.js';
import { createLogger, type Logger } from '../kernel/logger.js';
import { buildAppSchema } from './schema.js';
import { readVersion } from './version.js';
import { runSeeds } from './seed.js';
import { RetentionJob } from '../modules/system/retention/retention.js';
import { NotificationMailer } from '../modules/notifications/notification-mailer.js';
import { WebhookJob } from '../modules/webhooks/index.js';
import { installDatabaseMetrics } from './ops/metrics.js';
import { Shutdown } from '../kernel/shutdown.js';
import { CheckoutExpiry } from '../modules/payments/commands/expire-checkouts.js';

export interface RunningApp {
  url: string;
  port: number;
  container: AppContainer;
  /**
   * The ordered shutdown steps (kernel/shutdown.ts). A WebSocket server on this HTTP server registers
   * `shutdown.add('websockets', () => close every client with 1001, 'connections')`.
   */
  shutdown: Shutdown;
  /** The listening server (for upgrade handlers). */
  server: http.Server;
  /** Stops as on SIGTERM: drain (at most SHUTDOWN_TIMEOUT_MS), jobs, pool, embedded database. */
  stop(): Promise<void>;
}

/** The composition root: config → database → container → HTTP + GraphQL → listening server. */
export async function startApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)): Promise<RunningApp> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), logger);
    databaseUrl = await ensureDatabase(embedded.socketUrl, 'odance');
  }
  const dataSource = await openDatabase(databaseUrl, { poolSize: config.databasePoolSize });
  // A connection dropped while idle (a database restart) must not crash the process; the pool reconnects.
  // Only the message and code: the error carries its whole pg client, a few KB per pooled connection and outage
  // (seen in test/reliability/chaos/postgres-restart.chaos.ts).
  (dataSource.driver as unknown as { master?: NodeJS.EventEmitter }).master?.on('error', (err: Error & { code?: string }) =>
    logger.warn({ err: { message: err.message, code: err.code } }, 'database connection lost'),
  );
  const container = createContainer(config, logger, dataSource, readVersion(), databaseUrl);
  await runSeeds(container);
  container.mailer.startSweeping();
  void container.mailer.kick();
  // The test checkout's expiries (Stripe reports its own): pending past their time become expired unopened.
  const checkoutExpiry = new CheckoutExpiry(container, logger);
  checkoutExpiry.start();
  const retention = new RetentionJob(container);
  retention.start();
  const notificationMailer = new NotificationMailer(container);
  notificationMailer.start();
  // Webhooks: the log's consumer and the deliveries, one replica at a time, woken with the live hub's reads.
  const webhooks = new WebhookJob(container, {
    retryScheduleMs: config.webhookRetryScheduleMs,
    send: { publicOnly: config.isProduction, timeoutMs: config.webhookTimeoutMs },
    pollMs: config.liveLogPollMs,
  });
  container.live.onRead(() => webhooks.kick());
  webhooks.start();
  installDatabaseMetrics(container);

  const shutdown = new Shutdown(logger);
  const schema = await buildAppSchema();
  const { app, apollo } = await buildHttpApp(container, schema, { shutdown });
  const server = createHttpServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  // Live updates: this replica LISTENs, and subscriptions are served on the same server (modules/live).
  await container.live.start();
  attachWebSocketServer(container, schema, server, shutdown, armorProtection(container).validationRules, GRAPHQL_PARSE_OPTIONS);

  // After the requests drain: the background jobs, then the database (phases in kernel/shutdown.ts).
  shutdown.add('apollo', () => apollo.stop());
  shutdown.add('mail outbox', () => container.mailer.stop());
  shutdown.add('checkout expiry', () => checkoutExpiry.stop());
  shutdown.add('retention', () => retention.stop());
  shutdown.add('live updates', () => container.live.stop());
  shutdown.add('notification mails', () => notificationMailer.stop());
  shutdown.add('webhooks', () => webhooks.stop());
  shutdown.add('database pool', () => dataSource.destroy(), 'resources');
  if (embedded) shutdown.add('embedded PostgreSQL', () => embedded.stop(), 'resources');

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= shutdown.run(server, config.shutdownTimeoutMs, config.shutdownDelayMs));

  return { url: `http://localhost:${port}`, port, container, shutdown, server, stop };
}
