// Promise 3: a slow upstream. The CMS answers in 5 s (its whole timeout) while players and guests
// load the lobby, whose CMS parts (the SEO block, the CMS carousels) are past their revalidation
// window: the lobby's p99 stays under 800 ms, the CMS parts are served stale, and nothing is 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff, type TestBff } from '../support/bff.js';
import { TEST_RATE_LIMITS, signIn } from '../support/players.js';
import {
  figure,
  quantile,
  runLoad,
  scale,
  timeLimit,
  trpcGet,
  type Shot,
} from './support/index.js';

const RATE = scale(40, 150);
const DURATION_MS = scale(5_000, 30_000);
const HOURS = 60 * 60_000;
const LANGS = ['en', 'de', 'ro', 'pt', 'gb'] as const;
const running: RunningServer[] = [];
/** The cache's clock runs this far ahead of the wall clock. */
let cacheOffsetMs = 0;
let bff: TestBff;
let cookie: string;

beforeAll(async () => {
  bff = await startTestBff(running, TEST_RATE_LIMITS, {
    cacheNow: () => Date.now() + cacheOffsetMs,
  });
  const { browser } = await signIn(bff.url, 'plain');
  cookie = browser.cookie ?? '';
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

describe('a slow upstream', () => {
  it(
    'keeps the lobby under 800 ms at p99, its CMS parts stale, with no 5xx',
    async () => {
      // Every language's lobby is cached, then ages past its revalidation window (an hour).
      for (const lang of LANGS) await bff.client.lobby.main.query({ lang });
      cacheOffsetMs = 2 * HOURS;
      await qa(bff.url, 'PUT', '/upstreams/cms', { latencyMs: 5_000 });

      // Half the calls are a player's (never shared between requests), half a guest's.
      const shot = (index: number): Shot => {
        const lang = LANGS[Math.floor(index / 2) % LANGS.length] ?? 'en';
        return {
          name: index % 2 === 0 ? 'lobby.main player' : 'lobby.main guest',
          path: trpcGet('lobby.main', { lang }),
          cookie: index % 2 === 0 ? cookie : undefined,
        };
      };
      const outcomes = await runLoad({
        baseUrl: bff.url,
        ratePerSecond: RATE,
        durationMs: DURATION_MS,
        shot,
        keepBodyChars: 0,
      });
      const lobby = await bff.client.lobby.main.query({ lang: 'de' });

      const latencies = outcomes.map((o) => o.ms);
      const errors = outcomes.filter((o) => o.status >= 500 || o.status === 0);
      figure('slow-upstream.requests', outcomes.length, 'lobby requests', `${String(RATE)}/s`);
      figure('slow-upstream.p50', quantile(latencies, 0.5), 'ms', '');
      figure('slow-upstream.p99', quantile(latencies, 0.99), 'ms', '< 800');
      figure('slow-upstream.5xx', errors.length, 'requests', '0');
      figure('slow-upstream.stale-parts', lobby.stale.length, 'parts served stale', '> 0');

      expect(errors).toHaveLength(0);
      expect(outcomes.filter((o) => o.status !== 200)).toHaveLength(0);
      expect(quantile(latencies, 0.99)).toBeLessThan(800);
      expect(lobby.missing).toEqual([]);
      expect(lobby.stale).toContain('seo');
      expect(lobby.stale.some((part) => part.startsWith('carousel:'))).toBe(true);
      expect(lobby.carousels).toHaveLength(5);
    },
    timeLimit(DURATION_MS),
  );
});
