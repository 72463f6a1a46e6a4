import { randomUUID } from 'node:crypto';
import { REALTIME_MAX_FRAME_BYTES, REALTIME_PATH } from '@casino/shared';
import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { createMemoryBus, createRedisBus, type Bus } from '../../realtime/bus.js';
import {
  REALTIME_KEYS,
  SESSIONS_CHANNEL,
  sessionsBusMessageSchema,
  type SessionsBusMessage,
} from '../../realtime/channels.js';
import { createClusterPoller, type ClusterPoller } from '../../realtime/cluster-poller.js';
import { createMemoryClusterState, createRedisClusterState } from '../../realtime/cluster-state.js';
import {
  createEventFeedPosition,
  type EventFeedPosition,
} from '../../realtime/event-feed-position.js';
import { createMemoryEventLog, createRedisEventLog } from '../../realtime/event-log.js';
import { createRealtimeHub, type RealtimeHub, type SocketOwner } from '../../realtime/hub.js';
import { createRedisLeaderLock, SOLE_LEADER } from '../../realtime/leader-lock.js';
import { isTrustedOrigin } from '../../security/origins.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket fan-out: this instance's sockets and the cluster's poller. */
    realtime: {
      hub: RealtimeHub;
      poller: ClusterPoller;
      bus: Bus;
      /** Where the players' event feed stands (the bootstrap hands it to the page). */
      eventFeed: EventFeedPosition;
    };
  }
  interface FastifyRequest {
    /** The upgrade's player, resolved before the upgrade (null for a guest). */
    realtimeOwner?: SocketOwner | null;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The websocket endpoint (/ws) on the BFF's own port, and the fan-out behind it: per-player
 * events on the bus (Redis pub/sub, or memory without REDIS_URL), the shared feeds polled once
 * per cluster by the leader. See docs/decisions/008-realtime.md.
 */
export const realtimePlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const nodeId = randomUUID();
    const redis = fastify.redis;
    const log = fastify.log.child({ component: 'realtime' });

    const bus =
      redis === null
        ? createMemoryBus(log, fastify.metrics.realtime.bus)
        : createRedisBus({
            publisher: redis.client,
            subscriber: redis.duplicate(),
            prefix: redis.keyPrefix,
            nodeId,
            log,
            metrics: fastify.metrics.realtime.bus,
          });
    const events = redis === null ? createMemoryEventLog() : createRedisEventLog(redis.client);
    const state =
      redis === null ? createMemoryClusterState() : createRedisClusterState(redis.client);
    const lock =
      redis === null
        ? SOLE_LEADER
        : createRedisLeaderLock(
            redis.client,
            REALTIME_KEYS.leader,
            nodeId,
            config.realtime.leaderLockMs,
          );

    const hub = createRealtimeHub({
      bus,
      events,
      state,
      // Sessions that lapse (idle, absolute limit) lose their sockets within a PING interval.
      sessions: fastify.sessions,
      limits: {
        pingIntervalMs: config.realtime.pingIntervalMs,
        // A wish outlives a few polls, so that one missed renewal does not stop the values.
        demandMs: Math.max(config.realtime.jackpotsPollMs * 3, 3_000),
      },
      metrics: fastify.metrics.websockets,
      log,
    });
    const poller = createClusterPoller({
      lock,
      clients: fastify.clients,
      bus,
      events,
      state,
      timings: {
        leaderLockMs: config.realtime.leaderLockMs,
        eventsPollMs: config.realtime.eventsPollMs,
        jackpotsPollMs: config.realtime.jackpotsPollMs,
        winnersPollMs: config.realtime.winnersPollMs,
      },
      log,
      onLeadership: (leading) => {
        fastify.metrics.realtime.leading(leading);
      },
    });

    // A logout here closes that session's sockets wherever they are connected.
    fastify.sessions.onEnd((ended) => {
      hub.endSession(ended).catch((error: unknown) => {
        log.warn({ err: String(error) }, 'realtime: a logout was not published');
      });
    });

    // A player's sessions all ended (a time-out or self-exclusion): every instance forgets them
    // and closes the player's sockets, this one included (the bus delivers here at once).
    const stopListening = bus.subscribe(SESSIONS_CHANNEL, (body) => {
      const parsed = sessionsBusMessageSchema.safeParse(body);
      if (!parsed.success) {
        log.warn({}, 'realtime: a malformed sessions message was dropped');
        return;
      }
      fastify.sessions.forgetPlayer(parsed.data.playerId);
      hub.closePlayer(parsed.data.playerId);
    });
    fastify.sessions.onPlayerEnd((playerId) => {
      const message: SessionsBusMessage = { kind: 'player-ended', playerId };
      bus.publish(SESSIONS_CHANNEL, message).catch((error: unknown) => {
        log.warn(
          { err: String(error) },
          'realtime: the end of a player’s sessions was not published',
        );
      });
    });

    await fastify.register(fastifyWebsocket, {
      // Larger frames close the socket with 1009; no client frame comes near it.
      // No client set either: the hub tracks its sockets, and shutdown goes through it.
      options: {
        maxPayload: REALTIME_MAX_FRAME_BYTES,
        perMessageDeflate: false,
        clientTracking: false,
      },
      // Shutdown: clients hear RECONNECT and go to another instance (the hub closes them).
      preClose: async () => {
        await poller.stop();
        await hub.close();
      },
    });

    fastify.decorateRequest('realtimeOwner', undefined);
    fastify.get(
      REALTIME_PATH,
      {
        websocket: true,
        // The upgrade answers 101 with none of the page headers, and the reply object lives as
        // long as the socket: headers computed for it (a CSP string, say) would stay per socket.
        helmet: false,
        // Before the upgrade: a foreign page must not open a socket with the player's cookie.
        preValidation: async (request, reply) => {
          const origin = headerValue(request.headers.origin);
          if (origin !== undefined && !isTrustedOrigin(origin, request.host, config)) {
            request.log.info({ origin }, 'realtime: upgrade from an untrusted origin refused');
            return reply.code(403).send({ message: 'Forbidden' });
          }
          const player = await fastify.sessions.resolve(request);
          request.realtimeOwner =
            player === null ? null : { playerId: player.id, sessionId: player.sessionId };
        },
      },
      (socket, request) => {
        hub.accept(socket, request.realtimeOwner ?? null);
      },
    );

    const eventFeed = createEventFeedPosition({ state, clients: fastify.clients, log });
    fastify.decorate('realtime', { hub, poller, bus, eventFeed });
    fastify.addHook('onReady', () => {
      poller.start();
    });
    fastify.addHook('onClose', async () => {
      stopListening();
      await poller.stop();
      await bus.close();
    });
  },
  {
    name: 'realtime',
    dependencies: ['config', 'metrics', 'redis', 'upstreams', 'sessions'],
  },
);
