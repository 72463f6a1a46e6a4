// The BFF on a Redis Cluster of the test's own (three masters on loopback): players' sessions are
// spread over the nodes and read back, the session store's batch read (which a single MGET across
// slots would refuse with CROSSSLOT) answers for sessions on every node, and the cache, the
// leader lock and pub/sub work there too (docs/decisions/042-traces-and-redis-ha.md).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, createRedisClient } from '../../src/plugins/app/redis.js';
import { isCluster, type RedisClient } from '../../src/redis-client.js';
import { createRedisSessionStore } from '../../src/sessions/redis-session-store.js';
import { sessionHandle } from '../../src/sessions/session-store.js';
import { testSessionRecord } from '../../src/sessions/testing.js';
import type { RunningServer } from '../../src/server.js';
import { keyPrefixOf, qa, startTestBff, type TestBff } from '../support/bff.js';
import {
  DEMO,
  TEST_RATE_LIMITS,
  signIn,
  type DemoName,
  type SignedIn,
} from '../support/players.js';
import { openSocket, type TestSocket } from '../support/realtime.js';
import { startLocalCluster, type LocalCluster } from '../support/redis-topology.js';
import { until } from '../support/redis-server.js';

const PREFIX = 'cluster-test:';
const PLAYERS: DemoName[] = ['plain', 'bonus', 'vip', 'uk', 'noBirthday', 'unverified'];
const MINUTE = 60_000;
const lifetimes = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 12 * 60 * MINUTE };

let cluster: LocalCluster;
let nodesVariable: string;
let bff: TestBff;
const running: RunningServer[] = [];
const clients: RedisClient[] = [];
const sockets: TestSocket[] = [];
const signedIn = new Map<DemoName, SignedIn>();

beforeAll(async () => {
  cluster = await startLocalCluster();
  // One node is enough to find the others.
  nodesVariable = `127.0.0.1:${String(cluster.nodes[0]?.port ?? 0)}`;
  bff = await startTestBff(running, {
    ...TEST_RATE_LIMITS,
    REDIS_CLUSTER_NODES: nodesVariable,
    REDIS_KEY_PREFIX: PREFIX,
    REALTIME_EVENTS_POLL_MS: '200',
  });
  for (const name of PLAYERS) signedIn.set(name, await signIn(bff.url, name));
}, 30_000);

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await Promise.all(running.splice(0).map((server) => server.close()));
  await Promise.all(clients.splice(0).map((client) => closeRedis(client)));
  await cluster.close();
});

/** The keys each node holds under the prefix, by the node's port. */
async function keysByNode(pattern: string): Promise<Map<number, string[]>> {
  const byNode = new Map<number, string[]>();
  for (const { port } of cluster.nodes) {
    const node = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 0 });
    try {
      byNode.set(port, await node.keys(pattern));
    } finally {
      node.disconnect();
    }
  }
  return byNode;
}

describe('the BFF on a Redis Cluster', () => {
  it('connects to the cluster from one node and reports Redis up', async () => {
    expect(bff.server.app.redis?.client).toSatisfy((client: RedisClient) => isCluster(client));
    const answer = await fetch(`${bff.url}/readyz`);
    const body = (await answer.json()) as { checks: { redis: { state: string } } };
    expect(body.checks.redis.state).toBe('up');
  });

  it("keeps players' sessions on several nodes and reads each back as its player", async () => {
    const byNode = await keysByNode(`${keyPrefixOf(bff.server)}session:*`);
    const counts = [...byNode.values()].map((keys) => keys.length);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(PLAYERS.length);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1);
    for (const name of PLAYERS) {
      const me = await signedIn.get(name)?.client.auth.me.query();
      expect(me?.player.id).toBe(DEMO[name].id);
    }
  });

  it('serves the cached lobby from the cluster', async () => {
    const lobby = await bff.client.lobby.main.query({ lang: 'en' });
    expect(lobby.missing).toEqual([]);
    const byNode = await keysByNode(`${keyPrefixOf(bff.server)}cache:*`);
    expect([...byNode.values()].flat().length).toBeGreaterThan(0);
  });

  it("delivers a player's event to their socket through the cluster's pub/sub", async () => {
    const cookie = signedIn.get('plain')?.browser.cookie ?? null;
    const socket = await openSocket(bff.url, { cookie });
    sockets.push(socket);
    // As the SPA does: nothing to catch up on, so events come at once.
    socket.send({ type: 'RESUME', lastEventId: null });
    // The leader follows the events feed once a signed-in socket wants it.
    const cursor = `${keyPrefixOf(bff.server)}rt:events-cursor`;
    await until(async () => [...(await keysByNode(cursor)).values()].flat().length > 0, 10_000);
    await qa(bff.url, 'POST', `/players/${DEMO.plain.email}/events`, {
      type: 'USER_MESSAGE',
      data: { messageType: 'other', text: 'through the cluster' },
    });
    await socket.until((s) => s.ofType('USER_MESSAGE').length > 0, 10_000, 'the event');
    expect(socket.ofType('USER_MESSAGE').map((frame) => frame.data.text)).toEqual([
      'through the cluster',
    ]);
  });
});

describe('the session store on a Redis Cluster', () => {
  it('tells the ended sessions among many, spread over every node, in one batch', async () => {
    const client = createRedisClient({
      url: {
        kind: 'cluster',
        nodes: [{ host: '127.0.0.1', port: cluster.nodes[1]?.port ?? 0 }],
        password: null,
        tls: false,
      },
      keyPrefix: `${PREFIX}store:`,
      commandTimeoutMs: 1_000,
    });
    clients.push(client);
    await connectRedis(client, 5_000);
    expect(client.status).toBe('ready');
    const now = Date.now();
    const store = createRedisSessionStore({ client, lifetimes, now: () => now });
    const ids = await Promise.all(
      Array.from({ length: 60 }, () => store.create(testSessionRecord(now))),
    );
    const loggedOut = ids.filter((_, index) => index % 3 === 0);
    await Promise.all(loggedOut.map((id) => store.destroy(id)));
    // A fresh instance (no memory of these sessions) must learn it from the cluster.
    const other = createRedisSessionStore({ client, lifetimes, now: () => now });
    const ended = await other.findEnded(ids.map(sessionHandle));
    expect(ended.sort()).toEqual(loggedOut.map(sessionHandle).sort());
    const stored = await keysByNode(`${PREFIX}store:session:*`);
    expect([...stored.values()].filter((keys) => keys.length > 0).length).toBe(3);
  });
});
