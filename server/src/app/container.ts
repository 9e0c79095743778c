import type { DataSource } from 'typeorm';
import type { AppConfig } from './config.js';
import type { Logger } from './logger.js';

/**
 * The composition root's product: everything a request handler may reach. Modules add their services
 * here, built once at start from config and the data source. Nothing request-specific lives here.
 */
export interface AppContainer {
  config: AppConfig;
  logger: Logger;
  dataSource: DataSource;
  version: string;
}

export function createContainer(config: AppConfig, logger: Logger, dataSource: DataSource, version: string): AppContainer {
  return { config, logger, dataSource, version };
}
