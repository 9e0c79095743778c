import type { Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import type { Account } from '../modules/accounts/account.entity.js';
import { createProfileLoaders, type ProfileLoaders } from '../modules/profiles/profile.loaders.js';
import { isBearerRequest, tokenClientOf } from '../modules/auth/scopes.js';
import type { SessionLookup } from '../modules/auth/sessions.js';
import type { RunStatement } from '../shared/database/direct-query.js';
import { handle } from '../shared/http/async-handler.js';
import type { AppContainer } from './container.js';

/**
 * What every command and query receives first: `(ctx, input)`. The command checks its own policy on
 * `ctx.viewer()` (modules/auth/policies.ts), so an adapter (resolver, REST handler) cannot forget it.
 * Transport-free: a command never sees Express or GraphQL, only who asks and through which address.
 */
export interface CommandContext {
  readonly container: AppContainer;
  /** The signed-in account (null when signed out), looked up once per request. */
  viewer(): Promise<Account | null>;
  /**
   * The viewer AND one row of a statement built with `sessionLookupWith`, in one round trip when the viewer was
   * not looked up yet (Sessions.resolveWith; `row` is null when it had been: read the columns yourself). `run`, when
   * given, sends the statement instead of the pool (a ledger transaction's BEGIN carries it: inLedgerTransactionOpenedBy).
   */
  viewerWith<Row extends Record<string, unknown>>(
    statement: SessionLookup,
    params: unknown[],
    run?: RunStatement,
  ): Promise<{ viewer: Account; row: Row | null } | null>;
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

/** One per GraphQL request: a command context plus the request, its loaders and the response (for cookies). */
export interface GraphQLContext extends CommandContext {
  readonly req: Request;
  readonly res: Response;
  readonly loaders: Loaders;
}

export type Loaders = ProfileLoaders;

export function createLoaders(container: AppContainer): Loaders {
  return { ...createProfileLoaders(container) };
}

/** The context of an HTTP request (GraphQL, REST, the WebSocket's per-operation context). */
export function createContext(container: AppContainer, req: Request, res: Response): GraphQLContext {
  return new RequestContext(container, req, res);
}

/**
 * REST's `handle` (shared/http/async-handler.ts) with the request's command context first, so a handler only
 * translates: `command((ctx, req) => createProfile(ctx, { type: req.params.type, profile: req.body }), 201)`.
 */
export function restHandler(container: AppContainer) {
  return <T>(fn: (ctx: CommandContext, req: Request, res: Response) => Promise<T>, status = 200) =>
    handle((req, res) => fn(createContext(container, req, res), req, res), status);
}

class RequestContext implements GraphQLContext {
  // Own and enumerable so that Apollo's per-request copy of the context (an Object.assign) carries it along.
  private madeLoaders: Loaders | undefined = undefined;

  constructor(
    readonly container: AppContainer,
    readonly req: Request,
    readonly res: Response,
  ) {}

  // Made on first use: most requests (`me`, a transfer) never load profile children. A getter on the prototype:
  // Apollo's copy of the context would call an own getter, making the loaders on every request.
  get loaders(): Loaders {
    return (this.madeLoaders ??= createLoaders(this.container));
  }

  get ip(): string {
    return this.req.ip ?? 'unknown';
  }

  get bearer(): boolean {
    return isBearerRequest(this.req);
  }

  endOtherSessions(accountId: string, manager: EntityManager): Promise<void> {
    return this.container.sessions.endAll(accountId, { except: this.req, manager });
  }

  currentSessionHash(): string | null {
    return this.bearer ? null : this.container.sessions.tokenHashOf(this.req);
  }

  async oauthClientId(): Promise<string | null> {
    // The session lookup remembers it with the token's scopes (modules/auth/sessions.ts).
    if (!this.bearer || !(await this.viewer())) return null;
    return tokenClientOf(this.req);
  }

  viewer(): Promise<Account | null> {
    return this.container.sessions.resolve(this.req);
  }

  viewerWith<Row extends Record<string, unknown>>(
    statement: SessionLookup,
    params: unknown[],
    run?: RunStatement,
  ): Promise<{ viewer: Account; row: Row | null } | null> {
    return this.container.sessions.resolveWith<Row>(this.req, statement, params, run);
  }
}

/**
 * A command context outside any request: the system acting as `account` (a seed acting as the bootstrap admin).
 * The command's policy still applies to that account.
 */
export function actingAs(container: AppContainer, account: Account): CommandContext {
  return {
    container,
    viewer: () => Promise.resolve(account),
    viewerWith: () => Promise.resolve({ viewer: account, row: null }),
    ip: 'system',
    bearer: false,
    oauthClientId: () => Promise.resolve(null),
    endOtherSessions: (accountId, manager) => container.sessions.endAll(accountId, { manager }),
    currentSessionHash: () => null,
  };
}
