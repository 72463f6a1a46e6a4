import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp, type AppDeps } from '../../app.js';
import type { CacheOutcome } from '../../cache/cache.js';
import { cacheKey } from '../../cache/keys.js';
import { CACHE_POLICIES } from '../../cache/policies.js';
import { TEST_REDIS_URL, deleteKeysUnder, rawRedis, testKeyPrefix } from '../../cache/testing.js';
import type { Config } from '../../config.js';
import { createUpstreamRegistry } from '../../upstreams/registry.js';
import { testConfig } from '../../../test/support/config.js';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app with upstream clients that are never called, so no mock world starts. */
async function app(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const unused = 'http://127.0.0.1:9';
  const upstreams = createUpstreamRegistry(config, {
    casino: unused,
    sport: unused,
    cms: unused,
    jackpot: unused,
  });
  cleanups.push(() => Promise.all(Object.values(upstreams).map((client) => client.close())));
  const built = await buildApp(config, { upstreams, ...deps });
  cleanups.push(() => built.close());
  await built.ready();
  return built;
}

const countriesLookup = (load: () => Promise<string[]>) => ({
  kind: 'countries' as const,
  key: cacheKey('countries', { lang: 'en' }),
  schema: z.array(z.string()),
  load,
});

describe('cache plugin', () => {
  it('caches in memory without REDIS_URL, on the given clock, reporting to the hooks', async () => {
    let clock = 1_000_000;
    const outcomes: CacheOutcome[] = [];
    const built = await app(testConfig(), {
      cacheNow: () => clock,
      cacheHooks: { onLookup: ({ outcome }) => outcomes.push(outcome) },
    });
    const load = vi.fn(() => Promise.resolve(['DE', 'AT']));
    await built.cache.get(countriesLookup(load));
    clock += CACHE_POLICIES.countries.ttlMs;
    await built.cache.get(countriesLookup(load));
    expect(outcomes).toEqual(['miss', 'revalidating']);
    expect(built.cache.backend()).toBe('memory');
  });

  it('caches on Redis under the configured prefix when REDIS_URL is set', async () => {
    const prefix = testKeyPrefix();
    cleanups.push(() => deleteKeysUnder(prefix));
    const built = await app(
      testConfig({
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
      }),
    );
    const lookup = countriesLookup(() => Promise.resolve(['DE']));
    expect((await built.cache.get(lookup)).value).toEqual(['DE']);
    expect(built.cache.backend()).toBe('redis');
    const raw = rawRedis();
    cleanups.push(() => {
      raw.disconnect();
      return Promise.resolve();
    });
    expect(await raw.exists(`${prefix}${lookup.key}`)).toBe(1);
  });
});
