import type { ServerResponse } from 'node:http';
import { declareResponseSlots } from './http-server.js';

const HOOKS = Symbol('responseCloseHooks');
declareResponseSlots(HOOKS);
type HookedResponse = ServerResponse & { [HOOKS]?: Array<() => void> };

/**
 * Runs `hook` when the response closes (after `finish` when it was sent whole, alone when the client went away;
 * `res.writableFinished` tells which), in the order hooks were added. Every request's bookkeeping (shutdown's
 * requests in flight, metrics, the log line) shares ONE `close` listener: each `once` listener costs a wrapper
 * closure and a listener-array change per request (docs/decisions.md#the-http-pipeline).
 */
export function onResponseClose(res: ServerResponse, hook: () => void): void {
  const hooked = res as HookedResponse;
  const hooks = hooked[HOOKS];
  if (hooks) {
    hooks.push(hook);
    return;
  }
  const list = [hook];
  hooked[HOOKS] = list;
  res.once('close', () => {
    for (const run of list) run();
  });
}
