import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '../../shared/api/api-error';

export type CallState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: ApiError };

/**
 * Runs `call` once when the page mounts, for calls that must not repeat: a single-use email token, Google's
 * one-time code and state cookie. React's StrictMode mounts, unmounts and mounts effects again in development;
 * the started promise lives in a ref that survives that, and each effect run only listens to it. `null` means
 * there is nothing to call (the link lacks its token). `retry` starts one new call.
 */
export function useSingleCall<T>(call: (() => Promise<T>) | null): { state: CallState<T>; retry: () => void } {
  const callRef = useRef(call);
  const started = useRef<Promise<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CallState<T>>(call ? { status: 'pending' } : { status: 'idle' });

  useEffect(() => {
    callRef.current = call;
  });

  useEffect(() => {
    const run = callRef.current;
    if (!run) return;
    started.current ??= run();
    let listening = true;
    started.current.then(
      (value) => {
        if (listening) setState({ status: 'done', value });
      },
      (error: unknown) => {
        if (listening) setState({ status: 'failed', error: toApiError(error) });
      },
    );
    return () => {
      listening = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    started.current = null;
    setState({ status: 'pending' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
