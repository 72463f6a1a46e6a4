import { REALTIME_CLOSE_CODES } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteKeysUnder,
  rawRedis,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../src/cache/testing.js';
import { redisKeyPrefix } from '../../src/plugins/app/redis.js';
import { REALTIME_KEYS } from '../../src/realtime/channels.js';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { startBffProcess, type BffProcess } from '../support/bff-process.js';
import { qa } from '../support/bff.js';
import { until } from '../support/redis-server.js';
import { openSocket, signIn, type TestSocket } from '../support/realtime.js';

// Two BFF processes on one real Redis (a key prefix of their own) and one mock world they share:
// the realtime fan-out as a cluster (docs/decisions/008-realtime.md).

const prefix = testKeyPrefix();
const LEADER_LOCK_MS = 3_000;
const JACKPOTS_POLL_MS = 1_000;
const PLAYER = 'plain@demo.lumo.test';
const OTHER = 'vip@demo.lumo.test';
const LEADS = 'this instance polls the shared feeds';
const JACKPOTS_ROUTE = 'GET /jackpot/jackpots';

let mock: MockUpstreams;
let a: BffProcess;
let b: BffProcess;
const sockets: TestSocket[] = [];

async function open(url: string, cookie?: string | null) {
  const socket = await openSocket(url, { cookie });
  sockets.push(socket);
  return socket;
}

function fire(via: BffProcess, player: string, text: string) {
  return qa(via.url, 'POST', `/players/${player}/events`, {
    type: 'USER_MESSAGE',
    data: { messageType: 'other', text },
  });
}

const leads = (bff: BffProcess) => bff.stdout().split(LEADS).length - 1;

beforeAll(async () => {
  mock = await startMockUpstreams({ port: 0 });
  const env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    MOCK_UPSTREAMS_URL: mock.url,
    REALTIME_EVENTS_POLL_MS: '200',
    REALTIME_JACKPOTS_POLL_MS: String(JACKPOTS_POLL_MS),
    REALTIME_LEADER_LOCK_MS: String(LEADER_LOCK_MS),
    RATE_LIMITS: 'login.ip=1000/60',
  };
  [a, b] = await Promise.all([startBffProcess(env), startBffProcess(env)]);
  // One of them leads.
  await until(() => Promise.resolve(leads(a) + leads(b) === 1), 10_000);
}, 60_000);

/**
 * Resolves once the leader follows the events feed: it starts when a signed-in socket exists,
 * at the feed's end (what came before had no listener).
 */
async function eventsFollowed(): Promise<void> {
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
}

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await Promise.all([a.kill(), b.kill()]);
  await mock.close();
  await deleteKeysUnder(prefix);
});

describe('the realtime fan-out across two BFF processes', () => {
  it('delivers an event fired through B’s QA to the player on A, and to nobody else', async () => {
    const player = await signIn(a.url, PLAYER);
    const other = await signIn(a.url, OTHER);
    const onA = await open(a.url, player.cookie);
    const otherOnA = await open(a.url, other.cookie);
    const otherOnB = await open(b.url, other.cookie);
    const guestOnA = await open(a.url);
    for (const socket of [onA, otherOnA, otherOnB])
      socket.send({ type: 'RESUME', lastEventId: null });
    await eventsFollowed();

    await fire(b, PLAYER, 'for you');
    await onA.until((s) => s.ofType('USER_MESSAGE').length > 0, 5_000, 'the event');
    await fire(b, OTHER, 'for the other');
    await otherOnA.until((s) => s.ofType('USER_MESSAGE').length > 0, 5_000, 'the other’s event');
    await otherOnB.until((s) => s.ofType('USER_MESSAGE').length > 0, 5_000, 'the other’s event');

    expect(onA.ofType('USER_MESSAGE').map((frame) => frame.data.text)).toEqual(['for you']);
    expect(otherOnA.ofType('USER_MESSAGE').map((frame) => frame.data.text)).toEqual([
      'for the other',
    ]);
    expect(otherOnB.ofType('USER_MESSAGE').map((frame) => frame.data.text)).toEqual([
      'for the other',
    ]);
    expect(guestOnA.ofType('USER_MESSAGE')).toEqual([]);
  }, 30_000);

  it('resumes on B with exactly the 3 events missed after leaving A, in order', async () => {
    const player = await signIn(b.url, PLAYER);
    const first = await open(a.url, player.cookie);
    // Stays connected throughout: when it has the 3 events, they are in the player's stream.
    const watcher = await open(b.url, player.cookie);
    first.send({ type: 'RESUME', lastEventId: null });
    watcher.send({ type: 'RESUME', lastEventId: null });
    await fire(b, PLAYER, 'before');
    await first.until((s) => s.ofType('USER_MESSAGE').length === 1, 5_000, 'the first event');
    const lastId = first.ofType('USER_MESSAGE')[0]?.id ?? 0;
    first.close();

    await fire(a, PLAYER, 'one');
    await fire(b, PLAYER, 'two');
    await fire(a, PLAYER, 'three');
    await watcher.until((s) => s.ofType('USER_MESSAGE').length === 4, 5_000, 'four events');

    const back = await open(b.url, player.cookie);
    back.send({ type: 'RESUME', lastEventId: lastId });
    await back.until((s) => s.ofType('USER_MESSAGE').length === 3, 5_000, 'the missed events');
    // Then live again, with nothing repeated in between.
    await fire(a, PLAYER, 'after');
    await back.until((s) => s.ofType('USER_MESSAGE').length === 4, 5_000, 'the live event');
    expect(back.ofType('USER_MESSAGE').map((frame) => frame.data.text)).toEqual([
      'one',
      'two',
      'three',
      'after',
    ]);
    expect(back.ofType('RESYNC')).toEqual([]);
  }, 30_000);

  it('closes the player’s sockets on every instance when they log out on one', async () => {
    const browser = await signIn(a.url, PLAYER);
    const onA = await open(a.url, browser.cookie);
    const onB = await open(b.url, browser.cookie);
    await browser.client(b.url).auth.logout.mutate();
    expect(await onA.closed()).toBe(REALTIME_CLOSE_CODES.loggedOut);
    expect(await onB.closed()).toBe(REALTIME_CLOSE_CODES.loggedOut);
  }, 30_000);

  it('polls the jackpots once per interval for 100 sockets on 2 instances; a killed leader is replaced within its lock expiry', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 100 }, (_, index) => open(index % 2 === 0 ? a.url : b.url)),
    );
    for (const socket of crowd)
      socket.send({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'EUR' });
    await Promise.all(
      crowd.map((socket) =>
        socket.until((s) => s.ofType('JACKPOTS').length > 0, 10_000, 'JACKPOTS'),
      ),
    );

    const before = mock.qa.counters().byRoute[JACKPOTS_ROUTE] ?? 0;
    const started = performance.now();
    const watched = crowd[1];
    if (watched === undefined) throw new Error('no socket');
    const seen = watched.ofType('JACKPOTS').length;
    await watched.until((s) => s.ofType('JACKPOTS').length >= seen + 5, 15_000, 'five updates');
    const calls = (mock.qa.counters().byRoute[JACKPOTS_ROUTE] ?? 0) - before;
    const intervals = (performance.now() - started) / JACKPOTS_POLL_MS;
    // Once per interval (the values grow, so each poll is an update); two pollers would double it.
    expect(calls).toBeGreaterThanOrEqual(5);
    expect(calls).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
    for (const socket of crowd) {
      const frames = socket.ofType('JACKPOTS');
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.at(-1)?.data.currency).toBe('EUR');
    }

    const [leader, follower] = leads(a) === 1 ? [a, b] : [b, a];
    const followers = crowd.filter((_, index) => (index % 2 === 0 ? a : b) === follower);
    await leader.kill();
    const killedAt = performance.now();
    await until(() => Promise.resolve(leads(follower) === 1), LEADER_LOCK_MS * 2);
    const tookOverMs = performance.now() - killedAt;
    // The lock lapses LEADER_LOCK_MS after its last renewal (at most a third of it before the
    // kill) and the follower tries every third of it.
    expect(tookOverMs).toBeLessThanOrEqual(LEADER_LOCK_MS + LEADER_LOCK_MS / 3 + 500);
    const counts = followers.map((socket) => socket.ofType('JACKPOTS').length);
    await Promise.all(
      followers.map((socket, index) =>
        socket.until((s) => s.ofType('JACKPOTS').length > (counts[index] ?? 0), 5_000, 'JACKPOTS'),
      ),
    );
  }, 60_000);
});
