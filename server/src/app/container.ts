import type { DataSource } from 'typeorm';
import { Sessions } from '../modules/auth/sessions.js';
import { Mailer } from '../modules/mail/mailer.js';
import { createCheckoutProvider, type CheckoutProvider } from '../modules/payments/checkout/checkout-provider.js';
import { createMediaStorage } from '../modules/media/create-media-storage.js';
import type { MediaStorage } from '../modules/media/media-storage.js';
import type { AppConfig } from './config.js';
import type { Logger } from './logger.js';
import { LiveHub } from '../modules/live/live-hub.js';
import { afterLedgerCommit } from '../modules/ledger/index.js';
import { announceRevoked } from '../modules/live/live-events.js';
import { revokeGrantsOfAccount } from '../modules/oauth/oauth-adapter.js';

/**
 * The composition root's product: everything a request handler may reach. Modules add their services
 * here, built once at start from config and the data source. Nothing request-specific lives here, and
 * nothing that must be shared between replicas: that is in PostgreSQL.
 */
export interface AppContainer {
  config: AppConfig;
  logger: Logger;
  dataSource: DataSource;
  version: string;
  sessions: Sessions;
  mailer: Mailer;
  /** Where buyers pay: Stripe Checkout, or the built-in test checkout outside production. */
  checkout: CheckoutProvider;
  /** Uploaded images: disk under DATA_DIR, or S3 when S3_BUCKET is set. */
  media: MediaStorage;
  /** This replica's LISTEN connection and its subscribers (modules/live). */
  live: LiveHub;
  /** The time as the second factors read it (TOTP steps); tests set `now` to compute codes at fixed times. */
  clock: { now(): number };
}

export function createContainer(config: AppConfig, logger: Logger, dataSource: DataSource, version: string, databaseUrl: string): AppContainer {
  const sessions = new Sessions(dataSource, config);
  const live = new LiveHub(databaseUrl, logger, config.liveLogPollMs);
  // A committed movement wakes every replica's reader of the event log (PRODUCT.md §11: after the commit).
  afterLedgerCommit(dataSource, () => live.wake());
  // Revocation as one event (PRODUCT.md §10): ending an account's credentials ends its OAuth grants too, and every
  // replica's live sockets hear of it.
  sessions.alsoRevoke(revokeGrantsOfAccount);
  sessions.onRevoked(announceRevoked);
  return {
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
  };
}
