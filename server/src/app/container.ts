import type { DataSource } from 'typeorm';
import type { AppConfig } from '../kernel/config.js';
import type { AppContainer } from '../kernel/context.js';
import type { Logger } from '../kernel/logger.js';
import { Sessions } from '../modules/auth/sessions.js';
import { Mailer } from '../modules/mail/mailer.js';
import { createCheckoutProvider } from '../modules/payments/checkout/checkout-provider.js';
import { createMediaStorage } from '../modules/media/create-media-storage.js';
import { LiveHub } from '../modules/live/live-hub.js';
import { afterLedgerCommit } from '../modules/ledger/index.js';
import { announceRevoked } from '../modules/live/live-events.js';
import { revokeGrantsOfAccount } from '../modules/oauth/index.js';
import { createContext } from './request-context.js';

/** The container (kernel/context.ts) with every module's service, wired to each other here and nowhere else. */
export function createContainer(config: AppConfig, logger: Logger, dataSource: DataSource, version: string, databaseUrl: string): AppContainer {
  const sessions = new Sessions(dataSource, config);
  const live = new LiveHub(databaseUrl, logger, config.liveLogPollMs);
  // A committed movement wakes every replica's reader of the event log (after the commit).
  afterLedgerCommit(dataSource, () => live.wake());
  // Revocation as one event: ending an account's credentials ends its OAuth grants too, and every
  // replica's live sockets hear of it.
  sessions.alsoRevoke(revokeGrantsOfAccount);
  sessions.onRevoked(announceRevoked);
  const container: AppContainer = {
    config,
    logger,
    dataSource,
    version,
    sessions,
    mailer: new Mailer(dataSource, config, logger),
    checkout: createCheckoutProvider(config, logger),
    media: createMediaStorage(config),
    live,
    clock: { now: () => Date.now() },
    contextOf: (req, res) => createContext(container, req, res),
  };
  return container;
}
