import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { RunStatement } from '../shared/database/direct-query.js';
import type { AppConfig } from './config.js';
import type { Logger } from './logger.js';

// What every command receives: the container of services (filled by the modules) and who asks.

/**
 * The services modules add to the container, each declared by the module that owns it (a `declare module` of this
 * file beside the service: modules/auth/sessions.ts, modules/mail/mailer.ts, modules/payments/checkout/
 * checkout.ts, modules/media/media-storage.ts, modules/live/live-hub.ts). The kernel names none of them,
 * so no module's import of the kernel leads back into a module; app/container.ts builds them all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations (above)
export interface AppServices {}

/**
 * The types the kernel speaks of without owning them, declared by their module in the same way: `viewer`, the
 * account a command acts for (modules/account-rows/account.entity.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations (above)
export interface KernelTypes {}

/** The signed-in account a command acts for. */
export type Viewer = KernelTypes extends { viewer: infer Account } ? Account : never;

/**
 * The composition root's product (app/container.ts): everything a command or a request handler may reach, built
 * once at start from config and the data source. Nothing request-specific lives here, and nothing that must be
 * shared between replicas: that is in PostgreSQL.
 */
export interface AppContainer extends AppServices {
  config: AppConfig;
  logger: Logger;
  dataSource: DataSource;
  version: string;
  /** The time as the second factors read it (TOTP steps); tests set `now` to compute codes at fixed times. */
  clock: { now(): number };
  /** The command context of one HTTP request (GraphQL, REST, a WebSocket operation): app/request-context.ts. */
  contextOf(req: Request, res: Response): RequestContext;
}

/**
 * What every command and query receives first: `(ctx, input)`. The command checks its own policy on
 * `ctx.viewer()` (modules/auth/policies.ts), so an adapter (resolver, REST handler) cannot forget it.
 * Transport-free: a command never sees Express or GraphQL, only who asks and through which address.
 */
export interface CommandContext {
  readonly container: AppContainer;
  /** The signed-in account (null when signed out), looked up once per request. */
  viewer(): Promise<Viewer | null>;
  /**
   * The viewer AND one row of a statement built with `sessionLookupWith`, in one round trip when the viewer was
   * not looked up yet (Sessions.resolveWith; `row` is null when it had been: read the columns yourself). `run`, when
   * given, sends the statement instead of the pool (a ledger transaction's BEGIN carries it: inLedgerTransactionOpenedBy).
   */
  viewerWith<Row extends Record<string, unknown>>(
    statement: SessionLookup,
    params: unknown[],
    run?: RunStatement,
  ): Promise<{ viewer: Viewer; row: Row | null } | null>;
  /** The client's address (after the trusted proxies), for per-address limits. */
  readonly ip: string;
  /** Whether the caller authenticated with a bearer token (an app or a script) rather than the browser's cookie. */
  readonly bearer: boolean;
  /** The OAuth app whose access token the caller presented (its client id), else null (a cookie, a personal token). */
  oauthClientId(): Promise<string | null>;
  /** Ends every session of `accountId` but the caller's own, in `manager`'s transaction (a password change). */
  endOtherSessions(accountId: string, manager: EntityManager): Promise<void>;
  /** The SHA-256 of this browser's session token (the device list marks it current), else null. */
  currentSessionHash(): string | null;
}

/**
 * One per HTTP request (a GraphQL operation, a REST call, a WebSocket operation): a command context plus the request
 * and the response. Only the commands that set or read cookies take it (the sign-ins, modules/auth/commands); every
 * other command takes a CommandContext. Per-request caches (DataLoaders) are kept by their module against this
 * object (modules/profiles/profile.loaders.ts).
 */
export interface RequestContext extends CommandContext {
  readonly req: Request;
  readonly res: Response;
}

/** One session lookup in its two forms: for one token hash (`$1`) and for a batch of them (`$1` an array). */
export interface SessionLookup {
  one: string;
  batch: string;
}
