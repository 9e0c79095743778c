import 'reflect-metadata';
import { ConfigError, loadConfig } from './app/config.js';
import { createLogger } from './app/logger.js';
import { startApp } from './app/start.js';

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

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    app.stop().then(
      () => process.exit(0),
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
