// Promise 1: Redis killed under load. Players and guests keep reading while the test's own Redis
// is killed and then started again, empty: no request fails, no signed-in player is ever told 401,
// the lobby is served from memory while Redis is away, and the cache, the sessions and the pub/sub
// subscriptions are back in Redis within 5 s of its return.
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRedis } from '../../src/cache/testing.js';
import { playerChannel } from '../../src/realtime/channels.js';
import type { RunningServer } from '../../src/server.js';
import { sessionKey } from '../../src/sessions/session-store.js';
import { keyPrefixOf, startTestBff, type TestBff } from '../support/bff.js';
import { DEMO, TEST_RATE_LIMITS, signIn, type DemoName } from '../support/players.js';
import { openSocket, type TestSocket } from '../support/realtime.js';
import { freePort, startRedisServer, stop, until } from '../support/redis-server.js';
import {
  figure,
  playersReadMix,
  runLoad,
  scale,
  sessionIdOfCookie,
  timeLimit,
} from './support/index.js';

const PREFIX = 'rel-killed:';
const RATE = scale(100, 300);
const DURATION_MS = scale(9_000, 30_000);
const DOWN_AT_MS = DURATION_MS / 3;
const BACK_AT_MS = (DURATION_MS * 2) / 3;
const PLAYERS: DemoName[] = ['plain', 'bonus', 'vip', 'uk'];

let redisPort: number;
let redis: ChildProcess;
let checker: Redis;
let bff: TestBff;
const running: RunningServer[] = [];
const sockets: TestSocket[] = [];
const cookies = new Map<DemoName, string>();

beforeAll(async () => {
  redisPort = await freePort();
  redis = startRedisServer(redisPort);
  checker = rawRedis(`redis://127.0.0.1:${String(redisPort)}`);
  await until(async () => {
    await checker.ping();
    return true;
  }, 5_000);
  bff = await startTestBff(running, {
    ...TEST_RATE_LIMITS,
    REDIS_URL: `redis://127.0.0.1:${String(redisPort)}`,
    REDIS_KEY_PREFIX: PREFIX,
    REDIS_COMMAND_TIMEOUT_MS: '200',
  });
  for (const name of PLAYERS) {
    const { browser } = await signIn(bff.url, name);
    if (browser.cookie === null) throw new Error('no session cookie');
    cookies.set(name, browser.cookie);
  }
  // One player's live socket: its channel is subscribed in Redis, and must be again after.
  sockets.push(await openSocket(bff.url, { cookie: cookies.get('plain') ?? null }));
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(running.splice(0).map((server) => server.close()));
  checker.disconnect();
  await stop(redis);
});

function sessionIdOf(name: DemoName): string {
  return sessionIdOfCookie(cookies.get(name));
}

const shotFor = playersReadMix(PLAYERS, cookies);

describe('Redis killed under load', () => {
  it(
    'fails no request, logs no player out, and resumes cache, sessions and pub/sub within 5 s',
    async () => {
      let downAt = Number.POSITIVE_INFINITY;
      let backAt = Number.POSITIVE_INFINITY;
      let lobbyWhileAway: { carousels: number; missing: number } | null = null;
      const actions: Promise<unknown>[] = [];
      // What Redis holds again once it is back, each timed from its return (Infinity: not
      // within 10 s).
      const resumed = async (check: () => Promise<boolean>) => {
        const started = performance.now();
        try {
          await until(check, 10_000);
        } catch {
          return Number.POSITIVE_INFINITY;
        }
        return performance.now() - started;
      };
      const watchers: Promise<number>[] = [];
      const prefix = keyPrefixOf(bff.server);
      const watchResumption = () => {
        watchers.push(
          resumed(async () => (await checker.keys(`${prefix}cache:*`)).length > 0),
          resumed(async () => {
            const keys = PLAYERS.map((name) => `${prefix}${sessionKey(sessionIdOf(name))}`);
            return (await checker.exists(...keys)) === PLAYERS.length;
          }),
          resumed(async () => {
            const channel = `${prefix}${playerChannel(DEMO.plain.id)}`;
            const [, count] = (await checker.pubsub('NUMSUB', channel)) as [string, unknown];
            return Number(count) > 0;
          }),
        );
      };
      const outcomes = await runLoad({
        baseUrl: bff.url,
        ratePerSecond: RATE,
        durationMs: DURATION_MS,
        shot: shotFor,
        onTick: (elapsed) => {
          if (elapsed >= DOWN_AT_MS && downAt === Number.POSITIVE_INFINITY) {
            downAt = elapsed;
            actions.push(stop(redis));
          }
          if (elapsed >= (DOWN_AT_MS + BACK_AT_MS) / 2 && lobbyWhileAway === null) {
            lobbyWhileAway = { carousels: -1, missing: -1 };
            actions.push(
              bff.client.lobby.main.query({ lang: 'de' }).then((lobby) => {
                lobbyWhileAway = {
                  carousels: lobby.carousels.length,
                  missing: lobby.missing.length,
                };
              }),
            );
          }
          if (elapsed >= BACK_AT_MS && backAt === Number.POSITIVE_INFINITY) {
            backAt = elapsed;
            // Back on the same port with nothing in it (no persistence).
            redis = startRedisServer(redisPort);
            watchResumption();
          }
        },
      });
      await Promise.all(actions);

      const [cacheMs = Infinity, sessionsMs = Infinity, pubSubMs = Infinity] =
        await Promise.all(watchers);

      const failed = outcomes.filter((outcome) => outcome.status !== 200);
      const unauthorized = outcomes.filter((outcome) => outcome.status === 401);
      const during = outcomes.filter((o) => o.at >= downAt && o.at < backAt);
      figure(
        'redis-killed.requests',
        outcomes.length,
        'requests',
        `${String(RATE)}/s for ${String(DURATION_MS / 1000)} s`,
      );
      figure('redis-killed.requests-while-away', during.length, 'requests', '> 0');
      figure('redis-killed.failed', failed.length, 'requests', '0');
      figure('redis-killed.player-401', unauthorized.length, 'requests', '0');
      figure('redis-killed.cache-resumed', cacheMs, 'ms after its return', '< 5000');
      figure('redis-killed.sessions-resumed', sessionsMs, 'ms after its return', '< 5000');
      figure('redis-killed.pubsub-resumed', pubSubMs, 'ms after its return', '< 5000');

      expect(
        failed.map((o) => `${o.name} ${String(o.status)} ${o.error ?? o.body}`).slice(0, 5),
      ).toEqual([]);
      expect(unauthorized).toHaveLength(0);
      expect(during.length).toBeGreaterThan(0);
      expect(lobbyWhileAway).toEqual({ carousels: 5, missing: 0 });
      expect(Math.max(cacheMs, sessionsMs, pubSubMs)).toBeLessThan(5_000);
    },
    timeLimit(DURATION_MS),
  );
});
