import { requestOptions, type UpstreamCallContext } from '../call-context.js';
import {
  eventsFeedSchema,
  serviceEventsFeedSchema,
  type EventsFeed,
  type ServiceEventsFeed,
} from '@casino/upstream-contract';
import type { CasinoUpstream } from './shared.js';

export interface EventsQuery {
  /** The last event id seen; 0 (the start) unless given. */
  after?: number;
  /** 1 to 100; 50 unless given. */
  limit?: number;
}

/** The realtime events' feeds. */
export function eventsCalls({ http, mapped }: CasinoUpstream) {
  return {
    /** The player's events after the cursor, oldest first. */
    events: (
      token: string,
      query: EventsQuery = {},
      context?: UpstreamCallContext,
    ): Promise<EventsFeed> =>
      mapped(
        http.get(
          '/events',
          eventsFeedSchema,
          requestOptions(context, { token, query: { after: query.after, limit: query.limit } }),
        ),
      ),

    /** Every player's events, for the one poller of a cluster (a service call, no player). */
    allEvents: (
      query: EventsQuery = {},
      context?: UpstreamCallContext,
    ): Promise<ServiceEventsFeed> =>
      mapped(
        http.get(
          '/events/all',
          serviceEventsFeedSchema,
          requestOptions(context, { query: { after: query.after, limit: query.limit } }),
        ),
      ),
  };
}
