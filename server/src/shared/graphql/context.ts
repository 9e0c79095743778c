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
  let loaders: Loaders | undefined;
  return {
    req,
    res,
    container,
    // Made on first use: most requests (`me`, a transfer) never load profile children.
    get loaders() {
      return (loaders ??= createLoaders(container));
    },
    viewer: () => container.sessions.resolve(req),
  };
}
