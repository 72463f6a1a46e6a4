// Several instances on one Redis behind a load balancer (docs/OPERATIONS.md, "Running several
// instances"): two BFFs share a Redis (a key prefix of their own) and one mock world, behind a
// round-robin TCP proxy as a load balancer would be. A player signs in through the proxy and
// holds one socket on each instance; an event for them reaches both sockets, whichever instance
// polls the feed, and a guest's socket on either instance gets none.
import { once } from 'node:events';
import {
  createConnection,
  createServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { redisKeyPrefix } from '../../src/plugins/app/redis.js';
import { REALTIME_KEYS } from '../../src/realtime/channels.js';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff, type TestBff } from '../support/bff.js';
import { DEMO, TEST_RATE_LIMITS, signIn } from '../support/players.js';
import { openSocket, type TestSocket } from '../support/realtime.js';
import { until } from '../support/redis-server.js';

const prefix = testKeyPrefix();

interface RoundRobinProxy {
  url: string;
  /** The instance (index in the targets) each connection went to, in order. */
  chosen: number[];
  close: () => Promise<void>;
}

/** Hands each new connection to the next target in turn, bytes passed as they come. */
async function startRoundRobinProxy(targets: readonly number[]): Promise<RoundRobinProxy> {
  const chosen: number[] = [];
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const index = chosen.length % targets.length;
    chosen.push(index);
    const upstream = createConnection({ host: '127.0.0.1', port: targets[index] ?? 0 });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    chosen,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let mock: MockUpstreams;
let a: TestBff;
let b: TestBff;
let proxy: RoundRobinProxy;
const running: RunningServer[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  mock = await startMockUpstreams({ port: 0 });
  const env = {
    ...TEST_RATE_LIMITS,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    MOCK_UPSTREAMS_URL: mock.url,
    REALTIME_EVENTS_POLL_MS: '200',
    TRUST_PROXY: '1',
  };
  [a, b] = await Promise.all([startTestBff(running, env), startTestBff(running, env)]);
  const portOf = (bff: TestBff) => Number(new URL(bff.url).port);
  proxy = await startRoundRobinProxy([portOf(a), portOf(b)]);
}, 30_000);

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await proxy.close();
  await Promise.all(running.splice(0).map((server) => server.close()));
  await mock.close();
  await deleteKeysUnder(prefix);
});

async function socketVia(cookie: string | null): Promise<{ socket: TestSocket; on: number }> {
  const before = proxy.chosen.length;
  const socket = await openSocket(proxy.url, { cookie });
  sockets.push(socket);
  // As the SPA does: nothing to catch up on, so events come at once.
  if (cookie !== null) socket.send({ type: 'RESUME', lastEventId: null });
  return { socket, on: proxy.chosen[before] ?? -1 };
}

describe('two instances on one Redis behind a load balancer', () => {
  it("delivers a player's event to their socket on either instance", async () => {
    const { browser } = await signIn(proxy.url, 'plain');
    const cookie = browser.cookie;
    if (cookie === null) throw new Error('no session cookie');
    // Connections alternate between the instances: the next two sockets land one on each.
    const first = await socketVia(cookie);
    const second = await socketVia(cookie);
    const guest = await socketVia(null);
    expect(new Set([first.on, second.on])).toEqual(new Set([0, 1]));

    // Whichever instance leads follows the events feed once a signed-in socket wants it.
    const redis = rawRedis();
    try {
      await until(
        async () =>
          (await redis.get(redisKeyPrefix(prefix, mock) + REALTIME_KEYS.eventsCursor)) !== null,
        10_000,
      );
    } finally {
      redis.disconnect();
    }
    await qa(proxy.url, 'POST', `/players/${DEMO.plain.email}/events`, {
      type: 'USER_MESSAGE',
      data: { messageType: 'other', text: 'wherever you are' },
    });
    for (const { socket } of [first, second]) {
      await socket.until((s) => s.ofType('USER_MESSAGE').length > 0, 5_000, 'the event');
      expect(socket.ofType('USER_MESSAGE').map((frame) => frame.data.text)).toEqual([
        'wherever you are',
      ]);
    }
    expect(guest.socket.ofType('USER_MESSAGE')).toEqual([]);
    // The player's session, made through one instance, is known to the other.
    for (const bff of [a, b]) {
      const me = await browser.client(bff.url).auth.me.query();
      expect(me.player.id).toBe(DEMO.plain.id);
    }
  });
});
