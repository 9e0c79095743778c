import type { Request, Response } from 'express';
import type { AppContainer } from '../../app/container.js';
import type { Account } from '../../modules/accounts/account.entity.js';
import { createProfileLoaders, type ProfileLoaders } from '../../modules/profiles/profile.loaders.js';

/**
 * One per GraphQL request. Loaders are created per request, on first use (DataLoader caches must not outlive it);
 * modules add theirs in `createLoaders`.
 */
export interface GraphQLContext {
  req: Request;
  res: Response;
  container: AppContainer;
  loaders: Loaders;
  /** The signed-in account, looked up once per request. */
  viewer(): Promise<Account | null>;
}

export type Loaders = ProfileLoaders;

export function createLoaders(container: AppContainer): Loaders {
  return { ...createProfileLoaders(container) };
}

export function createContext(container: AppContainer, req: Request, res: Response): GraphQLContext {
  return new RequestContext(container, req, res);
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

  viewer(): Promise<Account | null> {
    return this.container.sessions.resolve(this.req);
  }
}
