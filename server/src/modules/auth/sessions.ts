import DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../kernel/config.js';
import { signedInAccountOf, signedInAccountSql, type Account } from '../account-rows/index.js';
import type { SessionLookup } from '../../kernel/context.js';
import { directQuery, type RunStatement } from '../../shared/database/direct-query.js';
import { prepared } from '../../shared/database/prepared.js';
import { declareRequestSlots } from '../../shared/http/http-server.js';
import { hashToken, newToken } from './secure-token.js';
import { Session } from './session.entity.js';
import { roleAwaitsSecondFactor } from './policies.js';
import { bearerCredential, rememberScopes, type Credential } from './scopes.js';
import { cookieOf } from '../../shared/http/cookies.js';

const SESSION_DAYS = 30;
// lastSeenAt and the sliding expiry are written at most this often, not on every request.
const TOUCH_AFTER_MS = 5 * 60_000;

type SessionRow = { token_hash: string; last_seen_at: Date; kind: 'cookie' | 'personal' | 'oauth'; scopes: string[] | null; oauth_client_id: string | null } & Record<string, unknown>;

/** Server-side sessions in PostgreSQL; the cookie (named authTokenName) carries only a random token. */
export class Sessions {
  // One loader per lookup statement, shared by every request of the process (see `lookup`).
  private readonly batches = new Map<SessionLookup, DataLoader<string, SessionRow | null>>();
  private readonly revokers: Array<(manager: EntityManager, accountId: string) => Promise<void>> = [];
  private readonly revokedListeners: Array<(manager: EntityManager, accountIds: string[]) => Promise<void>> = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Starts a new session (a new id at every sign-in) and ends the one the browser had, if any. */
  async start(req: Request, res: Response, accountId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const previous = this.tokenOf(req);
    if (previous) await manager.delete(Session, { tokenHash: hashToken(previous) });
    const { token, hash } = newToken();
    const now = new Date();
    const userAgent = req.get('user-agent')?.slice(0, 512) ?? null;
    await manager.insert(Session, { tokenHash: hash, accountId, lastSeenAt: now, expiresAt: addDays(now, SESSION_DAYS), userAgent });
    res.cookie(this.config.authTokenName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      path: '/',
      maxAge: SESSION_DAYS * 86_400_000,
    });
  }

  /** Signs this browser out: its session ends, and so do the sockets it opened (on every replica). */
  async end(req: Request, res: Response): Promise<void> {
    const token = this.tokenOf(req);
    if (token) {
      await this.dataSource.transaction(async (manager) => {
        const [rows]: [Array<{ account_id: string }>, number] = await manager.query(`DELETE FROM session WHERE token_hash = $1 RETURNING account_id`, [hashToken(token)]);
        await this.announceRevoked(manager, rows.map((row) => row.account_id));
      });
    }
    res.clearCookie(this.config.authTokenName, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.isProduction });
  }

  /**
   * Revocation as one event: ends every credential of an account — its browser sessions but the
   * current request's (`except`: a password change keeps the browser that made it), its personal access tokens,
   * and what the other modules added with `alsoRevoke` (OAuth grants with their refresh and access tokens) — in
   * the caller's transaction, and announces it so every replica closes the sockets they opened (4401).
   */
  async endAll(accountId: string, options: { except?: Request; manager?: EntityManager } = {}): Promise<void> {
    if (!options.manager) return this.dataSource.transaction((manager) => this.endAll(accountId, { ...options, manager }));
    const { manager } = options;
    const keep = options.except ? this.tokenOf(options.except) : undefined;
    const query = manager.createQueryBuilder().delete().from(Session).where('account_id = :accountId', { accountId });
    if (keep) query.andWhere('token_hash <> :keep', { keep: hashToken(keep) });
    await query.execute();
    for (const revoke of this.revokers) await revoke(manager, accountId);
    await this.announceRevoked(manager, [accountId]);
  }

  /** Another module's credentials that `endAll` ends too (the OAuth provider's grants). */
  alsoRevoke(revoke: (manager: EntityManager, accountId: string) => Promise<void>): void {
    this.revokers.push(revoke);
  }

  /** Who hears that credentials of these accounts ended, in the transaction that ended them (the live sockets). */
  onRevoked(listener: (manager: EntityManager, accountIds: string[]) => Promise<void>): void {
    this.revokedListeners.push(listener);
  }

  /** Tells the listeners that credentials of these accounts ended (call it in the transaction that ended them). */
  async announceRevoked(manager: EntityManager, accountIds: string[]): Promise<void> {
    const unique = [...new Set(accountIds)];
    if (unique.length === 0) return;
    for (const listener of this.revokedListeners) await listener(manager, unique);
  }

  /** `sessionLookupWith` (below) for a module that reaches sessions through the container (`me`'s extras). */
  lookupWith(extra: ViewerLookupExtra): SessionLookup {
    return sessionLookupWith(extra);
  }

  /** The signed-in, active account of a request, or null. One query; the result is kept on the request. */
  resolve(req: Request, statement: SessionLookup = SESSION_LOOKUP): Promise<Account | null> {
    const cached = (req as RequestWithViewer).viewerPromise;
    if (cached) return cached;
    const promise = this.lookup(req, statement, []).then((found) => found?.viewer ?? null);
    (req as RequestWithViewer).viewerPromise = promise;
    return promise;
  }

  /**
   * The viewer AND what the caller reads next, in ONE statement: `statement` is built by `sessionLookupWith` (the
   * session lookup plus the caller's `ViewerLookupExtra`), `params` are `$2`…; with `params` the
   * lookup is this request's alone, without them it joins the turn's batch (see lookup). The viewer is kept on
   * the request as resolve keeps it. A hot path (`me`, a transfer) thus costs one round trip to PostgreSQL less
   * (docs/decisions.md#one-round-trip).
   * Null when signed out. When the request had looked up its viewer already, that viewer is answered with
   * `row: null`: the caller then reads its columns itself.
   */
  async resolveWith<Row extends Record<string, unknown>>(
    req: Request,
    statement: SessionLookup,
    params: unknown[],
    run?: RunStatement,
  ): Promise<{ viewer: Account; row: Row | null } | null> {
    const cached = (req as RequestWithViewer).viewerPromise;
    if (cached) {
      const viewer = await cached;
      // The earlier lookup may have been this very statement (a bearer request looks `me`'s up front): its row.
      const earlier = (req as RequestWithViewer).lookedUp;
      return viewer && { viewer, row: earlier?.statement === statement && params.length === 0 ? (earlier.row as Row) : null };
    }
    const promise = this.lookup(req, statement, params, run);
    const viewer = promise.then((found) => found?.viewer ?? null);
    viewer.catch(() => undefined); // the caller gets the error from `promise`; no unhandled rejection if resolve is never called
    (req as RequestWithViewer).viewerPromise = viewer;
    return (await promise) as { viewer: Account; row: Row } | null;
  }

  /**
   * A lookup without parameters of its own (the plain session lookup, `me`) is batched ACROSS requests: the
   * lookups that arrive in one turn of the event loop go to PostgreSQL as one statement (`token_hash = ANY($1)`;
   * a turn with one lookup sends the one-token form), each request getting its own row. Nothing is cached: every request still reads committed rows after it
   * arrived (a sign-out, a revoked session or a transfer that committed before it are seen), only the round trips
   * are shared (docs/decisions.md#session-lookup-plans); with a
   * single request in flight the batch has one key and waits only for the current turn to finish.
   */
  private async lookup(
    req: Request,
    statement: SessionLookup,
    params: unknown[],
    run?: RunStatement,
  ): Promise<{ viewer: Account; row: Record<string, unknown> } | null> {
    const credential = this.credentialOf(req);
    if (!credential || credential.kind === 'malformed') return null;
    const tokenHash = hashToken(credential.token);
    const row = run
      ? (await run<SessionRow>(statement.one, [tokenHash, ...params]))[0]
      : params.length === 0
        ? await this.batchOf(statement).load(tokenHash)
        : (await directQuery<SessionRow>(this.dataSource, statement.one, [tokenHash, ...params]))[0];
    // A cookie's token works only as a cookie; a personal or OAuth access token only as a bearer token.
    if (!row || (row.kind === 'cookie') !== (credential.kind === 'cookie')) return null;
    rememberScopes(req, row.scopes, row.oauth_client_id);
    (req as RequestWithViewer).lookedUp = { statement, row };
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      // last_seen_at is a token's "last used"; only a cookie session's expiry slides. On the pool, so not awaited
      // when `run` holds a connection of it (a transaction waiting for a second connection could wait forever on
      // an exhausted pool); a touch that fails is made by the session's next request.
      const touched = this.dataSource.query(
        `UPDATE session SET last_seen_at = now(), expires_at = CASE WHEN kind = 'cookie' THEN now() + interval '${SESSION_DAYS} days' ELSE expires_at END WHERE token_hash = $1`,
        [tokenHash],
      );
      if (run) touched.catch(() => undefined);
      else await touched;
    }
    const viewer = signedInAccountOf(row);
    viewer.roleOnHold = roleAwaitsSecondFactor(viewer, this.config.secondFactorRequiredFor);
    return { viewer, row };
  }

  private batchOf(statement: SessionLookup): DataLoader<string, SessionRow | null> {
    let batch = this.batches.get(statement);
    if (!batch) {
      batch = new DataLoader<string, SessionRow | null>(
        async (hashes) => {
          const rows: SessionRow[] =
            hashes.length === 1
              ? await directQuery<SessionRow>(this.dataSource, statement.one, [hashes[0]])
              : await directQuery<SessionRow>(this.dataSource, statement.batch, [hashes]);
          const byHash = new Map(rows.map((row) => [row.token_hash, row]));
          return hashes.map((hash) => byHash.get(hash) ?? null);
        },
        // No cache: a lookup is never answered from an earlier one. setImmediate: after every I/O callback of
        // this turn (the requests that arrived together), not only the current one's promise jobs.
        { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 100 },
      );
      this.batches.set(statement, batch);
    }
    return batch;
  }

  /** A bearer token when the request has `Authorization` (its cookies are then ignored), else the session cookie. */
  private credentialOf(req: Request): Credential {
    const bearer = bearerCredential(req);
    if (bearer) return bearer;
    const token = this.tokenOf(req);
    return token ? { kind: 'cookie', token } : null;
  }

  /** The stored key of this browser's session cookie (present or not in the table), else null. */
  tokenHashOf(req: Request): string | null {
    const token = this.tokenOf(req);
    return token ? hashToken(token) : null;
  }

  private tokenOf(req: Request): string | undefined {
    const value = cookieOf(req, this.config.authTokenName);
    return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : undefined;
  }
}

declareRequestSlots('viewerPromise', 'lookedUp');
type RequestWithViewer = Request & { viewerPromise?: Promise<Account | null>; lookedUp?: { statement: SessionLookup; row: Record<string, unknown> } };


/**
 * What a caller reads in the same statement as the session lookup, given the viewer's id as an SQL expression:
 * `columns` for the SELECT list (aliased so as not to clash with the account's), `joins` (LEFT JOINs: a signed-in
 * viewer must still get its row). Each piece comes from the module that owns its table (modules/ledger
 * `walletIdSql`, modules/profiles `mainProfileJoinSql`, modules/accounts `accountPartySql`); the caller's
 * parameters are `$2`….
 */
export type ViewerLookupExtra = (viewerId: string) => { columns?: string; joins?: string };

/**
 * The session lookup, with what `extra` adds. Both forms are marked prepared (shared/database/prepared.ts): call it
 * once, at module level. Why two forms (one token, a batch of them), and why the account is a LATERAL subquery:
 * docs/decisions.md#session-lookup-plans.
 */
export function sessionLookupWith(extra?: ViewerLookupExtra): SessionLookup {
  const { columns = '', joins = '' } = extra?.('a.id') ?? {};
  const lookup = (match: string) =>
    prepared(
      `SELECT s.token_hash, s.last_seen_at, s.kind, s.scopes, s.oauth_client_id, a.*${columns ? `,\n          ${columns}` : ''}
   FROM session s
   CROSS JOIN LATERAL (
     ${signedInAccountSql('s.account_id')}) a${joins ? `\n   ${joins}` : ''}
   WHERE ${match} AND s.expires_at > now()`,
    );
  return { one: lookup('s.token_hash = $1'), batch: lookup('s.token_hash = ANY($1::text[])') };
}

// Every signed-in request runs this: a named prepared statement (planned once per connection), columns listed.
const SESSION_LOOKUP = sessionLookupWith();

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

declare module '../../kernel/context.js' {
  interface AppServices {
    /** The accounts' sessions and their revocation (this file). */
    sessions: Sessions;
  }
}
