import type { Request, Response } from 'express';
import type { EntityManager } from 'typeorm';
import { isBearerRequest, tokenClientOf } from '../modules/auth/scopes.js';
import type { AppContainer, RequestContext, SessionLookup, Viewer } from '../kernel/context.js';
import type { RunStatement } from '../shared/database/direct-query.js';

/** The context of an HTTP request (GraphQL, REST, the WebSocket's per-operation context). */
export function createContext(container: AppContainer, req: Request, res: Response): RequestContext {
  return new HttpRequestContext(container, req, res);
}

class HttpRequestContext implements RequestContext {
  constructor(
    readonly container: AppContainer,
    readonly req: Request,
    readonly res: Response,
  ) {}

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

  viewer(): Promise<Viewer | null> {
    return this.container.sessions.resolve(this.req);
  }

  viewerWith<Row extends Record<string, unknown>>(
    statement: SessionLookup,
    params: unknown[],
    run?: RunStatement,
  ): Promise<{ viewer: Viewer; row: Row | null } | null> {
    return this.container.sessions.resolveWith<Row>(this.req, statement, params, run);
  }
}
