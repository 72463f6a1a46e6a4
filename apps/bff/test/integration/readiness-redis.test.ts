// Readiness and the Redis metric against a real Redis, and against one that does not answer.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { MOCK_OPS_AUTH, sampleValue } from '../../src/ops/testing.js';
import { testConfig } from '../support/config.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Port 1 on loopback: nothing listens there, so every connection is refused at once. */
const ABSENT_REDIS_URL = 'redis://127.0.0.1:1';

const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function app(redisUrl: string): Promise<FastifyInstance> {
  const built = await buildApp(
    testConfig({
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `test:${randomBytes(8).toString('hex')}:`,
    }),
  );
  apps.push(built);
  await built.ready();
  return built;
}

async function probe(built: FastifyInstance) {
  const readiness = await built.inject({ method: 'GET', url: '/readyz' });
  const metrics = await built.inject({ method: 'GET', url: '/metrics', headers: MOCK_OPS_AUTH });
  return { status: readiness.statusCode, body: readiness.json<unknown>(), metrics: metrics.body };
}

describe('readiness with Redis', () => {
  it('reports Redis up while it answers', async () => {
    const { status, body, metrics } = await probe(await app(REDIS_URL));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      degraded: false,
      checks: { redis: { state: 'up' } },
    });
    expect(sampleValue(metrics, 'redis_up')).toBe(1);
  });

  it('stays ready without Redis, reporting it down and the instance degraded', async () => {
    const { status, body, metrics } = await probe(await app(ABSENT_REDIS_URL));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      degraded: true,
      checks: { redis: { state: 'down' } },
    });
    expect(sampleValue(metrics, 'redis_up')).toBe(0);
  });

  it('follows Redis going away and coming back', async () => {
    const built = await app(REDIS_URL);
    const redis = built.redis;
    if (redis === null) throw new Error('no Redis');
    const ended = once(redis.client, 'end');
    redis.client.disconnect();
    await ended;
    expect((await probe(built)).body).toMatchObject({
      degraded: true,
      checks: { redis: { state: 'down' } },
    });
    await redis.client.connect();
    expect((await probe(built)).body).toMatchObject({
      degraded: false,
      checks: { redis: { state: 'up' } },
    });
  });
});
