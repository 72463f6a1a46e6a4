import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { startMockUpstreams } from '@casino/mock-world';
import { createUpstreamRegistry, type UpstreamRegistry } from '../../upstreams/registry.js';
import { standaloneWorldId } from './upstreams.js';
import { testConfig } from '../../../test/support/config.js';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('upstreams plugin', () => {
  it('builds live clients from the configured URLs, with their timeouts', async () => {
    const upstream = Fastify();
    upstream.get('/api/jackpots', () => ({ total: 5 }));
    const url = await upstream.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => upstream.close());
    const config = testConfig({
      UPSTREAM_MODE: 'live',
      CASINO_API_URL: 'http://127.0.0.1:9/casino',
      SPORT_API_URL: 'http://127.0.0.1:9/sport',
      CMS_API_URL: 'http://127.0.0.1:9/cms',
      JACKPOT_API_URL: `${url}/api`,
      SESSION_SECRET: 's'.repeat(32),
    });
    const app = await buildApp(config);
    cleanups.push(() => app.close());
    await app.ready();
    const registry = app.upstreams;
    expect(Object.keys(registry)).toEqual(['casino', 'sport', 'cms', 'jackpot']);
    await expect(
      registry.jackpot.get('/jackpots', z.object({ total: z.number() })),
    ).resolves.toEqual({
      total: 5,
    });
  });

  it('starts a mock world in-process in mock mode, talks to it over HTTP and closes it', async () => {
    const app = await buildApp(testConfig());
    await app.ready();
    const world = app.mockWorld;
    if (world === null) throw new Error('no mock world');
    expect(world.inProcess).toBe(true);
    expect(world.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(`${world.url}/qa/world`);
    expect(await answer.json()).toMatchObject({ id: world.id });
    const countries = await app.upstreams.casino.get('/countries', z.array(z.unknown()));
    expect(countries.length).toBeGreaterThan(50);
    await app.close();
    await expect(fetch(`${world.url}/healthz`)).rejects.toThrow();
  });

  it('joins a standalone mock world at MOCK_UPSTREAMS_URL and leaves it running', async () => {
    const standalone = await startMockUpstreams();
    cleanups.push(() => standalone.close());
    const app = await buildApp(
      testConfig({
        MOCK_UPSTREAMS_URL: `${standalone.url}/`,
      }),
    );
    await app.ready();
    expect(app.mockWorld).toEqual({ url: standalone.url, id: standalone.id, inProcess: false });
    await app.upstreams.casino.get('/countries', z.array(z.unknown()));
    expect(standalone.qa.counters().byUpstream).toEqual({ casino: 1 });
    await app.close();
    expect((await fetch(`${standalone.url}/healthz`)).status).toBe(200);
  });

  it('waits for a standalone world that is not answering yet, and gives up after a while', async () => {
    // Answers 503 twice, as a world that is still starting behind a proxy would.
    const world = Fastify();
    let asked = 0;
    world.get('/qa/world', async (_request, reply) => {
      asked += 1;
      return asked <= 2 ? reply.code(503).send({}) : { id: 'a1b2c3d4', seed: 1 };
    });
    const url = await world.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => world.close());
    const log = { warn: vi.fn() };
    expect(await standaloneWorldId(url, log as unknown as FastifyBaseLogger)).toBe('a1b2c3d4');
    expect(asked).toBe(3);
    expect(log.warn).toHaveBeenCalledOnce();

    await world.close();
    await expect(standaloneWorldId(url, log as unknown as FastifyBaseLogger, 0)).rejects.toThrow(
      'the mock world at MOCK_UPSTREAMS_URL did not say which it is',
    );
  });

  it('uses handed-in clients and leaves closing them to their owner', async () => {
    const config = testConfig();
    const registry: UpstreamRegistry = createUpstreamRegistry(config, {
      casino: 'http://127.0.0.1:9',
      sport: 'http://127.0.0.1:9',
      cms: 'http://127.0.0.1:9',
      jackpot: 'http://127.0.0.1:9',
    });
    const close = vi.spyOn(registry.casino, 'close');
    const app = await buildApp(config, { upstreams: registry });
    await app.ready();
    expect(app.upstreams).toBe(registry);
    await app.close();
    expect(close).not.toHaveBeenCalled();
    await Promise.all(Object.values(registry).map((client) => client.close()));
  });
});
