// Promise 7: graceful shutdown under load. Two BFF processes share a mock world and a Redis
// behind the test's proxy, which plays the load balancer: it sends new connections to the first
// until its readiness fails, then to the second. SIGTERM reaches the first during a run: it drains
// (readiness 503, every answer closing its connection), then closes; no request in flight is lost,
// any request still arriving on its open connections gets 503, none is cut, and its websockets are
// told to reconnect, and do, to the second.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { REALTIME_CLOSE_CODES } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { startBffProcess, type BffProcess } from '../support/bff-process.js';
import { DEMO } from '../support/players.js';
import { openSocket, signIn, type TestSocket } from '../support/realtime.js';
import { freePort, startRedisServer, stop } from '../support/redis-server.js';
import {
  figure,
  runLoad,
  scale,
  startTcpProxy,
  timeLimit,
  trpcGet,
  type Shot,
  type TcpProxy,
} from './support/index.js';

const RATE = scale(60, 300);
const DURATION_MS = scale(5_000, 20_000);
const SIGTERM_AT_MS = scale(1_500, 8_000);
/** Every player call waits this long at the casino, so that calls are in flight at SIGTERM. */
const CASINO_LATENCY_MS = 250;

let redis: ChildProcess;
let world: MockUpstreams | undefined;
let first: BffProcess | undefined;
let second: BffProcess | undefined;
let balancer: TcpProxy | undefined;
const sockets: TestSocket[] = [];

const portOf = (url: string) => Number(new URL(url).port);

beforeAll(async () => {
  const redisPort = await freePort();
  redis = startRedisServer(redisPort);
  world = await startMockUpstreams();
  const env = {
    MOCK_UPSTREAMS_URL: world.url,
    REDIS_URL: `redis://127.0.0.1:${String(redisPort)}`,
    REDIS_KEY_PREFIX: 'rel-shutdown:',
    RATE_LIMITS: 'login.ip=10000/60',
    SHUTDOWN_GRACE_MS: '5000',
    SHUTDOWN_DRAIN_MS: '1000',
  };
  const [a, b] = await Promise.all([startBffProcess(env), startBffProcess(env)]);
  first = a;
  second = b;
  balancer = await startTcpProxy(portOf(a.url));
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await balancer?.close();
  await Promise.all([first?.kill(), second?.kill()]);
  await world?.close();
  await stop(redis);
});

describe('graceful shutdown under load', () => {
  it(
    'loses no request in flight, answers late ones 503, and moves its sockets to another instance',
    async () => {
      if (!first || !second || !balancer || !world) throw new Error('not started');
      const [a, b, lb, mock] = [first, second, balancer, world];
      const url = `http://127.0.0.1:${String(lb.port)}`;
      const player = await signIn(url, DEMO.plain.email);
      const cookie = player.cookie ?? '';
      const socket = await openSocket(url, { cookie });
      sockets.push(socket);
      mock.qa.setUpstream('casino', { latencyMs: CASINO_LATENCY_MS });

      const shot = (index: number): Shot =>
        index % 2 === 0
          ? { name: 'wallet.short', path: trpcGet('wallet.short'), cookie }
          : { name: 'lobby.main', path: trpcGet('lobby.main', { lang: 'en' }) };

      // The balancer's health check: once the first instance is not ready, new connections go
      // to the second.
      const readiness: number[] = [];
      const watch = setInterval(() => {
        fetch(`${a.url}/readyz`)
          .then((answer) => answer.status)
          .catch(() => 0)
          .then((status) => {
            readiness.push(status);
            if (status !== 200) lb.retarget(portOf(b.url));
          })
          .catch(() => undefined);
      }, 50);
      let signalledAt = Number.POSITIVE_INFINITY;
      const exited = once(a.child, 'exit');
      const outcomes = await runLoad({
        baseUrl: url,
        ratePerSecond: RATE,
        durationMs: DURATION_MS,
        shot,
        timeoutMs: 10_000,
        onTick: (elapsed) => {
          if (elapsed >= SIGTERM_AT_MS && signalledAt === Number.POSITIVE_INFINITY) {
            signalledAt = elapsed;
            a.child.kill('SIGTERM');
          }
        },
      });
      clearInterval(watch);
      const [exitCode] = (await exited) as [number | null];

      // The socket heard RECONNECT and was closed as a restart; it connects again, to the second.
      await socket.until((s) => s.ofType('RECONNECT').length > 0, 5_000, 'RECONNECT');
      const closeCode = await socket.closed();
      const again = await openSocket(url, { cookie });
      sockets.push(again);

      const inFlight = outcomes.filter((o) => o.at < signalledAt && o.at + o.ms > signalledAt);
      const before = outcomes.filter((o) => o.at < signalledAt);
      const after = outcomes.filter((o) => o.at >= signalledAt);
      const lost = before.filter((o) => o.status !== 200);
      const refused = after.filter((o) => o.status === 503);
      const otherAfter = after.filter((o) => o.status !== 200 && o.status !== 503);
      figure('shutdown.requests', outcomes.length, 'requests', `${String(RATE)}/s`);
      figure('shutdown.in-flight-at-sigterm', inFlight.length, 'requests', '> 0');
      figure('shutdown.lost', lost.length, 'requests started before SIGTERM', '0');
      figure('shutdown.late-503', refused.length, 'requests', 'any late one on its connections');
      figure(
        'shutdown.late-503-shed',
        refused.filter((o) => o.headers['retry-after'] !== undefined).length,
        'of them shed by load shedding',
        '',
      );
      figure(
        'shutdown.late-503-upstream-busy',
        refused.filter((o) => o.body.includes('errors.upstreamUnavailable')).length,
        'of them the casino bulkhead full on the surviving instance',
        '',
      );
      figure(
        'shutdown.readiness-503',
        readiness.filter((status) => status === 503).length,
        'probes while draining',
        '> 0',
      );
      figure('shutdown.after-other', otherAfter.length, 'requests neither 200 nor 503', '0');
      figure(
        'shutdown.served-after',
        after.filter((o) => o.status === 200).length,
        'requests',
        '> 0',
      );

      expect(exitCode).toBe(0);
      expect(inFlight.length).toBeGreaterThan(0);
      expect(lost.map((o) => `${o.name} ${String(o.status)} ${o.error ?? ''}`)).toEqual([]);
      expect(otherAfter.map((o) => `${o.name} ${String(o.status)} ${o.error ?? ''}`)).toEqual([]);
      // A 503 is the closing instance's (closing the connection behind it), load shedding's (with
      // Retry-After), or, in the full run, the surviving instance's bulkhead refusing casino calls
      // once the mock world, starved of CPU by the load in its process, answers too slowly.
      for (const answer of refused) {
        const closing = answer.headers.connection === 'close';
        const shed = answer.headers['retry-after'] !== undefined;
        const upstreamBusy = answer.body.includes('errors.upstreamUnavailable');
        expect(closing || shed || upstreamBusy, answer.body).toBe(true);
      }
      // Draining was announced: readiness answered 503 before the doors closed.
      expect(readiness).toContain(503);
      expect(after.filter((o) => o.status === 200).length).toBeGreaterThan(0);
      expect(closeCode).toBe(REALTIME_CLOSE_CODES.serviceRestart);
      expect(again.frames.some((frame) => frame.type === 'READY')).toBe(true);
    },
    timeLimit(DURATION_MS, 40_000),
  );
});
