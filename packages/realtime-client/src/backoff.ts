// Reconnection delays: exponential, capped, with full jitter, so that the clients of an instance
// that went away come back spread over the window instead of all at once.

export interface BackoffSettings {
  /** The window of the first retry. */
  initialMs: number;
  /** The largest window. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { initialMs: 500, maxMs: 30_000 };

/**
 * The wait before retry number `attempt` (0 for the first): a random point in a window that
 * doubles with each attempt up to `maxMs` ("full jitter"). `random` is in [0, 1).
 */
export function backoffDelay(
  attempt: number,
  { initialMs, maxMs }: BackoffSettings,
  random: () => number,
): number {
  const window = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * window);
}
