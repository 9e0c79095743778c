import type { Request, Response } from 'express';
import type { AppContainer } from '../../app/container.js';

/**
 * One per GraphQL request. Loaders are created per request (DataLoader caches must not outlive it);
 * modules add theirs in `createLoaders`.
 */
export interface GraphQLContext {
  req: Request;
  res: Response;
  container: AppContainer;
  loaders: Loaders;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

export function createLoaders(_container: AppContainer): Loaders {
  return {};
}
