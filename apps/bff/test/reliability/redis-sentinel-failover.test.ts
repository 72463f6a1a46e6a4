// Promise 16: a Redis Sentinel failover under load. The BFF finds its master through a sentinel
// of the test's own (REDIS_SENTINELS); players and guests keep reading while the master is
// killed and the sentinel promotes the replica: no signed-in player is ever told 401, no request
// fails outside the failover window (from the kill until the BFF writes to the new master),
// which the test measures, and the players' sessions are on the new master afterwards.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { sessionKey } from '../../src/sessions/session-store.js';
import { keyPrefixOf, startTestBff, type TestBff } from '../support/bff.js';
import { TEST_RATE_LIMITS, signIn, type DemoName } from '../support/players.js';
import { stop, until } from '../support/redis-server.js';
import { startSentinelSet, type SentinelSet } from '../support/redis-topology.js';
import {
  figure,
  playersReadMix,
  runLoad,
  scale,
  sessionIdOfCookie,
  timeLimit,
} from './support/index.js';

const PREFIX = 'rel-sentinel:';
const RATE = scale(100, 300);
const DURATION_MS = scale(6_000, 30_000);
const KILL_AT_MS = DURATION_MS / 4;
/** How long the sentinel waits for the master before it declares it down. */
const DOWN_AFTER_MS = 400;
const PLAYERS: DemoName[] = ['plain', 'bonus', 'vip', 'uk'];

let set: SentinelSet;
let bff: TestBff;
const running: RunningServer[] = [];
const cookies = new Map<DemoName, string>();

beforeAll(async () => {
  set = await startSentinelSet(DOWN_AFTER_MS);
  bff = await startTestBff(running, {
    ...TEST_RATE_LIMITS,
    REDIS_SENTINELS: `127.0.0.1:${String(set.sentinel.port)}`,
    REDIS_SENTINEL_NAME: set.name,
    REDIS_KEY_PREFIX: PREFIX,
    REDIS_COMMAND_TIMEOUT_MS: '200',
  });
  for (const name of PLAYERS) {
    const { browser } = await signIn(bff.url, name);
    if (browser.cookie === null) throw new Error('no session cookie');
    cookies.set(name, browser.cookie);
  }
}, 30_000);

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await set.close();
});

function sessionIdOf(name: DemoName): string {
  return sessionIdOfCookie(cookies.get(name));
}

const shotFor = playersReadMix(PLAYERS, cookies);

describe('Redis Sentinel failover under load', () => {
  it(
    'logs no player out and fails no request outside the failover window',
    async () => {
      const redis = bff.server.app.redis;
      if (redis === null) throw new Error('no Redis connection');
      let killedAt = Number.POSITIVE_INFINITY;
      let failedOverAt = Number.POSITIVE_INFINITY;
      const watching: Promise<void>[] = [];
      const started = performance.now();
      // The window ends when the sentinel names the replica and the BFF's own connection
      // writes to it.
      const watchFailover = async () => {
        await until(async () => {
          if ((await set.masterPort()) !== set.replica.port || !redis.isReady()) return false;
          await redis.client.set('failover-probe', '1', 'PX', 1_000);
          return true;
        }, 15_000);
        failedOverAt = performance.now() - started;
      };
      const outcomes = await runLoad({
        baseUrl: bff.url,
        ratePerSecond: RATE,
        durationMs: DURATION_MS,
        shot: shotFor,
        onTick: (elapsed) => {
          if (elapsed >= KILL_AT_MS && watching.length === 0) {
            killedAt = performance.now() - started;
            watching.push(stop(set.master.child).then(watchFailover));
          }
        },
      });
      await Promise.all(watching);

      const windowMs = failedOverAt - killedAt;
      const failed = outcomes.filter((outcome) => outcome.status !== 200);
      const unauthorized = outcomes.filter((outcome) => outcome.status === 401);
      // Outcomes are timed from the load's own start, a moment after `started`.
      const outside = failed.filter((o) => o.at + o.ms < killedAt || o.at > failedOverAt);
      const during = outcomes.filter((o) => o.at >= killedAt && o.at < failedOverAt);

      const checker = new Redis({ port: set.replica.port, host: '127.0.0.1' });
      const prefix = keyPrefixOf(bff.server);
      const sessionKeys = PLAYERS.map((name) => `${prefix}${sessionKey(sessionIdOf(name))}`);
      const role = ((await checker.role()) as [string])[0];
      // Replicated before the kill, or written back by the instance that remembers them.
      let sessionsOnNewMaster = 0;
      await until(async () => {
        sessionsOnNewMaster = await checker.exists(...sessionKeys);
        return sessionsOnNewMaster === PLAYERS.length;
      }, 5_000).catch(() => undefined);
      checker.disconnect();

      figure(
        'sentinel-failover.requests',
        outcomes.length,
        'requests',
        `${String(RATE)}/s for ${String(DURATION_MS / 1000)} s`,
      );
      figure(
        'sentinel-failover.window',
        windowMs,
        'ms from the kill to writes on the new master',
        '< 10000',
      );
      figure('sentinel-failover.requests-in-window', during.length, 'requests', '> 0');
      figure('sentinel-failover.failed', failed.length, 'requests', 'none outside the window');
      figure('sentinel-failover.failed-outside-window', outside.length, 'requests', '0');
      figure('sentinel-failover.player-401', unauthorized.length, 'requests', '0');
      figure('sentinel-failover.sessions-on-new-master', sessionsOnNewMaster, 'sessions', '4 of 4');

      expect(role).toBe('master');
      expect(windowMs).toBeLessThan(10_000);
      expect(during.length).toBeGreaterThan(0);
      expect(
        outside
          .map(
            (o) =>
              `${o.name} ${String(o.status)} at ${String(Math.round(o.at))}+${String(Math.round(o.ms))} (window ${String(Math.round(killedAt))}..${String(Math.round(failedOverAt))}) ${o.error ?? o.body}`,
          )
          .slice(0, 5),
      ).toEqual([]);
      expect(unauthorized).toHaveLength(0);
      expect(sessionsOnNewMaster).toBe(PLAYERS.length);
    },
    timeLimit(DURATION_MS),
  );
});
