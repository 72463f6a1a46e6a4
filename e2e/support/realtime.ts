import { expect, type Page } from '@playwright/test';
import { z } from 'zod';
import type { QaClient } from './qa-client.js';

// The page's realtime socket as a journey needs to know it: an event QA fires reaches the page
// only once the socket is the signed-in player's and the BFF's poller reads the world's events
// feed. The first poll of a BFF's life starts at the feed's end (what happened before had no
// listener), so an event fired before it would never arrive.

/** The route the BFF's poller reads every player's events from (docs/UPSTREAMS.md). */
const EVENTS_FEED_ROUTE = 'GET /casino/events/all';

const signedInReadySchema = z.object({
  type: z.literal('READY'),
  data: z.object({ signedIn: z.literal(true) }),
});

function isSignedInReady(payload: string | Buffer): boolean {
  if (typeof payload !== 'string') return false;
  try {
    return signedInReadySchema.safeParse(JSON.parse(payload)).success;
  } catch {
    return false;
  }
}

export interface RealtimeWatch {
  /**
   * Resolves once the page's latest socket is a signed-in player's (its READY frame said so)
   * and the BFF has read the events feed twice since the world's reset, the first read having
   * set where it starts: an event fired after this reaches the page.
   */
  playerReady: () => Promise<void>;
}

/** Watches the page's sockets from now on; start it before the page loads the app. */
export function watchRealtime(page: Page, qa: QaClient): RealtimeWatch {
  let signedIn = false;
  page.on('websocket', (socket) => {
    signedIn = false;
    socket.on('framereceived', ({ payload }) => {
      if (isSignedInReady(payload)) signedIn = true;
    });
    socket.on('close', () => {
      signedIn = false;
    });
  });
  return {
    playerReady: async () => {
      await expect
        .poll(() => signedIn, { message: 'a realtime socket of the signed-in player' })
        .toBe(true);
      await expect
        .poll(async () => (await qa.counters()).byRoute[EVENTS_FEED_ROUTE] ?? 0, {
          message: "the BFF's poller reading the events feed",
        })
        .toBeGreaterThanOrEqual(2);
    },
  };
}
