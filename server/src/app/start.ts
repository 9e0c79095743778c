import 'reflect-metadata';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.js';
import { createContainer, type AppContainer } from './container.js';
import { openDatabase } from './database.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { buildHttpApp } from './http.js';
import { createLogger, type Logger } from './logger.js';
import { buildAppSchema } from './schema.js';
import { readVersion } from './version.js';
import { runSeeds } from './seed.js';
import { TestCheckoutExpiry } from '../modules/payments/expire-test-checkouts.js';

export interface RunningApp {
  url: string;
  port: number;
  container: AppContainer;
  stop(): Promise<void>;
}

/** The composition root: config → database → container → HTTP + GraphQL → listening server. */
export async function startApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)): Promise<RunningApp> {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), logger);
    databaseUrl = await ensureDatabase(embedded.url, 'odance');
  }
  const dataSource = await openDatabase(databaseUrl);
  // A connection dropped while idle (a database restart) must not crash the process; the pool reconnects.
  // Only the message and code: the error carries its whole pg client, a few KB per pooled connection and outage
  // (seen in test/reliability/chaos/postgres-restart.chaos.ts).
  (dataSource.driver as unknown as { master?: NodeJS.EventEmitter }).master?.on('error', (err: Error & { code?: string }) =>
    logger.warn({ err: { message: err.message, code: err.code } }, 'database connection lost'),
  );
  const container = createContainer(config, logger, dataSource, readVersion());
  await runSeeds(container);
  container.mailer.startSweeping();
  void container.mailer.kick();
  // The test checkout's expiries (Stripe reports its own): pending past their time become expired unopened.
  const checkoutExpiry = new TestCheckoutExpiry(container, logger);
  checkoutExpiry.start();

  const schema = await buildAppSchema();
  const { app, apollo } = await buildHttpApp(container, schema);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const port = (server.address() as AddressInfo).port;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stop taking connections, let requests in flight finish, then release the database.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(force);
      await apollo.stop();
      await container.mailer.stop();
      await checkoutExpiry.stop();
      await dataSource.destroy();
      await embedded?.stop();
    })());

  return { url: `http://localhost:${port}`, port, container, stop };
}
