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
