import { useEffect, useState } from 'react';

/**
 * Runs `run` once the main thread is idle, at the latest after `timeoutMs` (a timer where the
 * browser has no idle callbacks); returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(run, 0);
  return () => {
    window.clearTimeout(timer);
  };
}

/**
 * False until `ready` has been true and the main thread has then been idle (or `timeoutMs` has
 * passed); true from then on. For work below the fold that can wait for the page's first screen.
 */
export function useIdleAfter(ready: boolean, timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => {
      setIdle(true);
    }, timeoutMs);
  }, [ready, idle, timeoutMs]);
  return idle;
}
