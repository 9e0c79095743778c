import 'reflect-metadata';
import { ConfigError, loadConfig } from './kernel/config.js';
import { createLogger } from './kernel/logger.js';
import { startApp } from './app/start.js';
import { DEMO_ACCOUNTS } from './modules/accounts/bootstrap.seed.js';
import { DEMO_DISTRIBUTOR_EMAIL, DEMO_DISTRIBUTOR_PASSWORD } from './modules/distributors/demo-distributor.seed.js';

/** For people running `npm start`: where to go and how to sign in (demo accounts are public by design). */
function printDevBanner(url: string, seeded: boolean): void {
  const lines = [`\n  oDance is running at ${url}`, `  Mails: ${url}/dev/mailbox`];
  if (seeded) lines.push(...DEMO_ACCOUNTS.map((a) => `  Demo ${a.role}: ${a.email} / ${a.password}`));
  if (seeded) lines.push(`  Demo distributor: ${DEMO_DISTRIBUTOR_EMAIL} / ${DEMO_DISTRIBUTOR_PASSWORD}`);
  console.log(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const started = Date.now();
  const app = await startApp(config, logger);
  logger.info({ url: app.url, ms: Date.now() - started }, `oDance is running at ${app.url}`);
  if (!config.isProduction) printDevBanner(app.url, config.seedDemo);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // Owned here alone (kernel/shutdown.ts): drain, jobs, pool, then exit 0. A second signal kills at once.
    app.stop().then(
      () => {
        logger.info({ signal }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `oDance could not start: ${error.message}` : error);
  process.exit(1);
});
