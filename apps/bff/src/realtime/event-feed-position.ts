import type { UpstreamCallContext } from '../upstreams/call-context.js';
import type { UpstreamClients } from '../upstreams/clients.js';
import type { ClusterState } from './cluster-state.js';

// Where the players' event feed stands now, for a page that loads before its socket opens: the
// socket resumes from this position and so receives what came after it, as a reconnect does
// (docs/decisions/008-realtime.md). Every event above the poller's cursor is yet to be read and
// will be kept in its player's stream; every one at or below it is from before the page.

export interface EventFeedPosition {
  /** The feed's position; null when it cannot be read now (the socket then starts live). */
  current: (call: UpstreamCallContext) => Promise<number | null>;
}

export interface EventFeedPositionOptions {
  state: Pick<ClusterState, 'eventsCursor' | 'setEventsCursor'>;
  clients: Pick<UpstreamClients, 'casino'>;
  log: { warn: (details: object, message: string) => void };
}

export function createEventFeedPosition({
  state,
  clients,
  log,
}: EventFeedPositionOptions): EventFeedPosition {
  return {
    current: async (call) => {
      try {
        const cursor = await state.eventsCursor();
        if (cursor !== null) return cursor;
        // No poll yet in this cluster: its first would start at the feed's end and skip what
        // came before. Starting it here instead keeps the events after this page for its socket.
        const feed = await clients.casino.allEvents({ after: 0, limit: 1 }, call);
        const started = await state.eventsCursor();
        if (started !== null) return started;
        await state.setEventsCursor(feed.lastId);
        return feed.lastId;
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'realtime: the event feed position is unavailable',
        );
        return null;
      }
    },
  };
}
