import type { Router } from 'express';
import { declarationOfHandler } from '../modules/auth/access.js';
import type { AccessDeclaration } from '../modules/auth/index.js';

export interface MountedRoute {
  method: string;
  /** As Express spells it (`/profile/:type/:id`). */
  path: string;
  /** The route's first handler's declaration (modules/auth/access.ts `routeAccess`); undefined: none (fails closed). */
  access: AccessDeclaration | undefined;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  handle: { stack?: Layer[] };
}

/** Every route mounted on `router` and the routers it uses, with its access declaration (OpenAPI, the coverage test). */
export function mountedRoutes(router: Router): MountedRoute[] {
  const walk = (stack: Layer[]): MountedRoute[] =>
    stack.flatMap((layer) => {
      if (!layer.route) return layer.handle.stack ? walk(layer.handle.stack) : [];
      const route = layer.route;
      return Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path: route.path, access: declarationOfHandler(route.stack[0]?.handle) }));
    });
  return walk((router as unknown as { stack: Layer[] }).stack);
}
