import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EventsFeed, ServiceEventsFeed } from '@casino/upstream-contract';
import type { MockContext } from '../../context.js';
import { requirePlayer } from '../../http/auth.js';
import { parseRequest } from '../../http/parse.js';
import type { StoredEvent } from '../../state/player-store.js';

const feedQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

function wire(event: StoredEvent) {
  return {
    id: event.id,
    createdAt: new Date(event.createdAtMs).toISOString(),
    message: event.message,
  };
}

export function registerEventRoutes(app: FastifyInstance, context: MockContext): void {
  const { store } = context;

  app.get('/events', (request): EventsFeed => {
    const account = requirePlayer(request, store);
    const { after, limit } = parseRequest(feedQuerySchema, request.query, 'query');
    return {
      items: account.events
        .filter((event) => event.id > after)
        .slice(0, limit)
        .map(wire),
      lastId: store.lastEventId,
    };
  });

  // One feed of every player's events, so a cluster can poll once instead of once per player.
  app.get('/events/all', (request): ServiceEventsFeed => {
    const { after, limit } = parseRequest(feedQuerySchema, request.query, 'query');
    return {
      items: store
        .allEventsAfter(after, limit)
        .map((event) => ({ ...wire(event), userId: event.userId })),
      lastId: store.lastEventId,
    };
  });
}
