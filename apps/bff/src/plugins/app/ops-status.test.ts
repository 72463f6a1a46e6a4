import { OPS_STATUS_PATH, opsStatusSchema } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { DEV_OPS_TOKEN, type Config } from '../../config.js';
import { testConfig } from '../../../test/support/config.js';

const OPS_TOKEN = 'ops-token-0123456789';
const LIVE_ENV = {
  UPSTREAM_MODE: 'live',
  CASINO_API_URL: 'http://127.0.0.1:9/casino',
  SPORT_API_URL: 'http://127.0.0.1:9/sport',
  CMS_API_URL: 'http://127.0.0.1:9/cms',
  JACKPOT_API_URL: 'http://127.0.0.1:9/jackpot',
  SESSION_SECRET: 's'.repeat(32),
  UPSTREAM_BREAKER_THRESHOLD: '1',
  UPSTREAM_RETRIES: '0',
};

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(config: Config): Promise<FastifyInstance> {
  const built = await buildApp(config);
  cleanups.push(() => built.close());
  await built.ready();
  return built;
}

function status(built: FastifyInstance, authorization?: string) {
  return built.inject({
    method: 'GET',
    url: OPS_STATUS_PATH,
    headers: authorization === undefined ? {} : { authorization },
  });
}

const refusal = z.object({ statusCode: z.number(), message: z.string(), requestId: z.string() });

describe('the ops status', () => {
  it('shows the one instance without Redis, under mock mode’s default token', async () => {
    const built = await app(testConfig());
    const response = await status(built, `Bearer ${DEV_OPS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = opsStatusSchema.parse(response.json());
    expect(answer).toMatchObject({
      source: 'self',
      redis: 'disabled',
      servedBy: built.opsInstanceId,
      publishIntervalMs: 5_000,
    });
    expect(answer.instances.map((instance) => instance.id)).toEqual([built.opsInstanceId]);
    const [self] = answer.instances;
    expect(self?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(self?.memory.rssBytes).toBeGreaterThan(0);
    expect(self?.upstreams.map((upstream) => upstream.name)).toEqual([
      'casino',
      'sport',
      'cms',
      'jackpot',
    ]);
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer wrong-token-0123456789'],
    ['the token without its scheme', DEV_OPS_TOKEN],
    ['another scheme', `Basic ${DEV_OPS_TOKEN}`],
  ])('refuses %s with 401 and no figure', async (_case, authorization) => {
    const built = await app(testConfig());
    const response = await status(built, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="ops"');
    expect(refusal.parse(response.json()).statusCode).toBe(401);
    expect(response.body).not.toContain('instances');
    expect(response.body).not.toContain(DEV_OPS_TOKEN);
  });

  it('refuses mock mode’s default once OPS_TOKEN is set, and takes OPS_TOKEN', async () => {
    const built = await app(testConfig({ OPS_TOKEN }));
    expect((await status(built, `Bearer ${DEV_OPS_TOKEN}`)).statusCode).toBe(401);
    expect((await status(built, `Bearer ${OPS_TOKEN}`)).statusCode).toBe(200);
  });

  it('stays shut in live mode without OPS_TOKEN, even to the mock default', async () => {
    const built = await app(testConfig({ ...LIVE_ENV, LOG_LEVEL: 'silent' }));
    for (const authorization of [undefined, `Bearer ${DEV_OPS_TOKEN}`]) {
      const response = await status(built, authorization);
      expect(response.statusCode).toBe(503);
      expect(refusal.parse(response.json()).message).toContain('OPS_TOKEN');
      expect(response.body).not.toContain('instances');
    }
  });

  it('shows an upstream failing and its breaker open, in live mode with OPS_TOKEN', async () => {
    const built = await app(
      testConfig({
        ...LIVE_ENV,
        LOG_LEVEL: 'silent',
        OPS_TOKEN,
        OPS_PUBLISH_INTERVAL_MS: '100',
      }),
    );
    await expect(built.upstreams.jackpot.get('/jackpots', z.unknown())).rejects.toMatchObject({
      kind: 'unavailable',
    });
    // The next publication carries the failure.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const answer = opsStatusSchema.parse((await status(built, `Bearer ${OPS_TOKEN}`)).json());
    const jackpot = answer.instances[0]?.upstreams.find((upstream) => upstream.name === 'jackpot');
    expect(jackpot).toMatchObject({ breaker: 'open', errorRatio: 1 });
    expect(jackpot?.errorsPerSecond).toBeGreaterThan(0);
    expect(answer.instances[0]?.history.length).toBeGreaterThan(0);
  });
});
