import { sportTokenRefreshDelay } from '@casino/shared';

// The sportsbook token's life on the app's side: fetched when the frame opens and whenever the
// player or the language changes, and again at its refreshAt (30 s before it lapses). At most one
// request is in flight: a renewal asked for meanwhile waits for it, drops its answer (it was for
// the identity or language before) and asks once more. The delay is the BFF's count, not a
// difference of clocks: a browser clock set wrong must not let the token lapse.

/** The BFF's sport.token answer. */
export interface SportTokenAnswer {
  token: string;
  expiresAt: string | null;
  refreshAt: string | null;
  /** How long until the refresh, on the server's clock (the browser's may be set wrong). */
  refreshInMs: number | null;
}

/** The timer functions the refresher uses (the window's, or a test's fake ones). */
export interface RefreshTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SportTokenRefresherOptions {
  fetchToken: () => Promise<SportTokenAnswer>;
  /** A new token, for the frame. */
  onToken: (answer: SportTokenAnswer) => void;
  timers: RefreshTimers;
}

/** After a failed request (the BFF unreachable): when to try again. */
export const SPORT_TOKEN_RETRY_MS = 15_000;

export interface SportTokenRefresher {
  /** Fetches a token now (or once the one in flight is answered). */
  renew: () => void;
  /** Stops: no timer left, no answer handed on. */
  dispose: () => void;
}

export function createSportTokenRefresher({
  fetchToken,
  onToken,
  timers,
}: SportTokenRefresherOptions): SportTokenRefresher {
  let timer: unknown = null;
  let inFlight = false;
  let askedAgain = false;
  let disposed = false;

  const schedule = (delayMs: number | null) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = delayMs === null ? null : timers.setTimeout(fire, delayMs);
  };

  function fire() {
    timer = null;
    renew();
  }

  function settle(answer: SportTokenAnswer | null) {
    inFlight = false;
    if (disposed) return;
    if (askedAgain) {
      askedAgain = false;
      renew();
      return;
    }
    if (answer === null) {
      schedule(SPORT_TOKEN_RETRY_MS);
      return;
    }
    onToken(answer);
    schedule(sportTokenRefreshDelay(answer));
  }

  function renew() {
    if (disposed) return;
    if (inFlight) {
      askedAgain = true;
      return;
    }
    schedule(null);
    inFlight = true;
    fetchToken().then(settle, () => {
      settle(null);
    });
  }

  return {
    renew,
    dispose: () => {
      disposed = true;
      schedule(null);
    },
  };
}
