// Promise 4: a failing upstream. The jackpot service answers every other call 503 for a while
// (QA's deterministic error rate), under a steady stream of reads of it and of the casino, through
// the upstream clients the BFF builds, with the product's breaker settings: the jackpot breaker
// opens (half of a full window failed, though never five in a row), lets exactly one trial through
// per half-open window, and closes on the first success once the service is well; the casino's
// calls all succeed meanwhile.
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import {
  createUpstreamHttpClient,
  type BreakerState,
  type UpstreamHttpClient,
} from '../../src/upstreams/http-client.js';
import { UpstreamError } from '../../src/upstreams/upstream-error.js';
import { figure, scale, timeLimit } from './support/index.js';
import { testConfig } from '../support/config.js';

const FAILING_MS = scale(4_000, 20_000);
const WELL_MS = scale(1_500, 5_000);
const HALF_OPEN_MS = scale(500, 2_000);
const EVERY_MS = 20;
let world: MockUpstreams;
const clients: UpstreamHttpClient[] = [];

beforeAll(async () => {
  world = await startMockUpstreams();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await world.close();
});

interface Attempt {
  /** When it started and ended, in ms since the test began. */
  at: number;
  end: number;
  upstream: string;
  status: number | null;
}

describe('a failing upstream', () => {
  it(
    'opens its breaker, lets one trial through per half-open window, closes on success',
    async () => {
      const policy = testConfig({
        UPSTREAM_BREAKER_HALF_OPEN_MS: String(HALF_OPEN_MS),
      }).upstreamPolicy;
      const start = performance.now();
      const attempts: Attempt[] = [];
      const states: { at: number; state: BreakerState }[] = [];
      const hooks = {
        onRequestDone: (event: { upstream: string; status: number | null; durationMs: number }) => {
          const end = performance.now() - start;
          attempts.push({
            at: end - event.durationMs,
            end,
            upstream: event.upstream,
            status: event.status,
          });
        },
        onBreakerStateChange: ({ upstream, state }: { upstream: string; state: BreakerState }) => {
          if (upstream === 'jackpot') states.push({ at: performance.now() - start, state });
        },
      };
      const client = (name: 'jackpot' | 'casino') => {
        const made = createUpstreamHttpClient({
          name,
          baseUrl: world.urls[name],
          timeoutMs: 2_000,
          policy,
          hooks,
        });
        clients.push(made);
        return made;
      };
      const jackpot = client('jackpot');
      const casino = client('casino');

      world.qa.setUpstream('jackpot', { errorRate: 0.5 });
      const jackpotOutcomes: string[] = [];
      const casinoStatuses: (number | string)[] = [];
      const calls: Promise<void>[] = [];
      let wellAt = Number.POSITIVE_INFINITY;
      // One read of each every EVERY_MS, not awaited: the load does not slow down with failures.
      for (let tick = 0; tick * EVERY_MS < FAILING_MS + WELL_MS; tick += 1) {
        if (tick * EVERY_MS >= FAILING_MS && wellAt === Number.POSITIVE_INFINITY) {
          world.qa.setUpstream('jackpot', { errorRate: 0 });
          wellAt = performance.now() - start;
        }
        calls.push(
          jackpot.getStatus('/jackpots', { query: { currency: 'EUR' } }).then(
            () => {
              jackpotOutcomes.push('ok');
            },
            (error: unknown) => {
              jackpotOutcomes.push(error instanceof UpstreamError ? error.kind : 'other');
            },
          ),
          casino.getStatus('/loyalty/levels').then(
            (status) => {
              casinoStatuses.push(status);
            },
            (error: unknown) => {
              casinoStatuses.push(error instanceof UpstreamError ? error.kind : 'other');
            },
          ),
        );
        await delay(EVERY_MS);
      }
      await Promise.all(calls);

      // While open, no jackpot attempt starts (but the trial, at the very moment the window
      // half-opens); in each half-open window exactly one attempt ends: the trial that decides.
      const jackpotAttempts = attempts.filter((a) => a.upstream === 'jackpot');
      const periods = states.map((state, index) => ({
        state: state.state,
        from: state.at,
        to: states[index + 1]?.at ?? Number.POSITIVE_INFINITY,
      }));
      const ended = periods.filter((p) => p.to !== Number.POSITIVE_INFINITY);
      const opened = states.filter((s) => s.state === 'open');
      const whileOpen = ended
        .filter((p) => p.state === 'open')
        .map((p) => jackpotAttempts.filter((a) => a.at > p.from && a.at < p.to - 2).length);
      const halfOpen = ended
        .filter((p) => p.state === 'half_open')
        .map((p, index) => ({
          trials: jackpotAttempts.filter((a) => a.end > p.from && a.end <= p.to),
          then: periods[periods.indexOf(p) + 1]?.state ?? `none ${String(index)}`,
        }));
      const trialsPerWindow = halfOpen.map((window) => window.trials.length);
      // A trial that succeeds closes the breaker; one that fails opens it again.
      const decided = halfOpen.map(({ trials, then }) => `${String(trials[0]?.status)} ${then}`);
      // Closed for good: at its last closing, which may come before the service is well (a
      // trial that happened to succeed), never long after.
      const lastClosed = states.findLast((s) => s.state === 'closed');
      const refused = jackpotOutcomes.filter((kind) => kind === 'circuit_open').length;
      const casinoFailed = casinoStatuses.filter((status) => status !== 200);

      figure('failing-upstream.breaker-opened', opened.length, 'times', '>= 1');
      figure(
        'failing-upstream.max-trials-per-window',
        Math.max(0, ...trialsPerWindow),
        'attempts',
        '1',
      );
      figure('failing-upstream.attempts-while-open', Math.max(0, ...whileOpen), 'attempts', '0');
      figure('failing-upstream.refused-fast', refused, 'jackpot calls', '> 0');
      figure(
        'failing-upstream.closed-after-well',
        Math.max(0, (lastClosed?.at ?? Number.POSITIVE_INFINITY) - wellAt),
        'ms after the service was well',
        `<= ${String(HALF_OPEN_MS)} + 500`,
      );
      figure('failing-upstream.casino-failed', casinoFailed.length, 'calls', '0');

      expect(opened.length).toBeGreaterThanOrEqual(1);
      expect(trialsPerWindow.length).toBeGreaterThanOrEqual(1);
      // Nothing reaches the service while open; exactly one trial per half-open window.
      expect(whileOpen.every((started) => started === 0)).toBe(true);
      for (const trials of trialsPerWindow) expect(trials).toBe(1);
      expect(refused).toBeGreaterThan(0);
      for (const outcome of decided) expect(['200 closed', '503 open']).toContain(outcome);
      expect((lastClosed?.at ?? Number.POSITIVE_INFINITY) - wellAt).toBeLessThan(
        HALF_OPEN_MS + 500,
      );
      expect(jackpot.breakerState()).toBe('closed');
      expect(casinoFailed).toEqual([]);
      expect(casino.breakerState()).toBe('closed');
    },
    timeLimit(FAILING_MS + WELL_MS),
  );
});
