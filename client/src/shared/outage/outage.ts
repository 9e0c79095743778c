import { useSyncExternalStore } from 'react';
import { ErrorCode } from '@odance/contract/errors';

/**
 * Whether the server is reachable, as the last API answers said: a 502/503/504 or no answer at all marks an
 * outage, any successful answer ends it. Set by the shared fetch (shared/api/api-fetch.ts), shown by
 * OutageBanner. An outage is never "signed out": the session cookie is still there once the server is back.
 */
let down = false;
const listeners = new Set<() => void>();
const retries = new Set<() => Promise<unknown>>();

function set(value: boolean): void {
  if (down === value) return;
  down = value;
  for (const listener of listeners) listener();
}

export const outage = {
  report: () => set(true),
  clear: () => set(false),
  isDown: () => down,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** What "Try again" asks again: each data source on screen registers itself (Apollo's queries, the session…). */
  onRetry(retry: () => Promise<unknown>): () => void {
    retries.add(retry);
    return () => retries.delete(retry);
  },
  /** Every registered source asks the server again; rejects when one of them still fails. */
  async retryAll(): Promise<void> {
    const results = await Promise.allSettled([...retries].map((retry) => retry()));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw (failed).reason;
  },
};

export function useOutage(): boolean {
  return useSyncExternalStore(outage.subscribe, outage.isDown, outage.isDown);
}

export const OUTAGE_STATUSES = new Set([502, 503, 504]);

/** An error that means "the server or its database is unreachable", not "this request was refused". */
export function isOutageError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'NoResponseError' || error instanceof TypeError) return true;
  const status = (error as { statusCode?: unknown; status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  if (typeof status === 'number' && OUTAGE_STATUSES.has(status)) return true;
  const errors = (error as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((entry) => (entry as { extensions?: { code?: unknown } })?.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)
  );
}
