import type { Request, Response } from 'express';
import { handle } from '../shared/http/async-handler.js';
import type { AppContainer, RequestContext } from './context.js';

/**
 * REST's `handle` (shared/http/async-handler.ts) with the request's command context first, so a handler only
 * translates: `command((ctx, req) => createProfile(ctx, { type: req.params.type, profile: req.body }), 201)`.
 */
export function restHandler(container: AppContainer) {
  return <T>(fn: (ctx: RequestContext, req: Request, res: Response) => Promise<T>, status = 200) =>
    handle((req, res) => fn(container.contextOf(req, res), req, res), status);
}
