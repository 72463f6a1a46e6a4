import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type AppDeps } from '../../app.js';
import { DEV_OPS_TOKEN, type Config } from '../../config.js';
import { sampleValue } from '../../ops/testing.js';
import { testConfig } from '../../../test/support/config.js';

const OPS_TOKEN = 'ops-token-0123456789';

/** Upstreams at a port nothing listens on; one failure opens a breaker, nothing is retried. */
const UNREACHABLE_LIVE_ENV = {
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

async function app(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const built = await buildApp(config, deps);
  cleanups.push(() => built.close());
  await built.ready();
  return built;
}

async function scrape(built: FastifyInstance, token = DEV_OPS_TOKEN): Promise<string> {
  const response = await built.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('/metrics', () => {
  it('serves the Prometheus text format, process metrics included', async () => {
    const built = await app(testConfig());
    const response = await built.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${DEV_OPS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('times requests by route pattern, never by raw URL', async () => {
    const built = await app(testConfig());
    const labels = { method: 'GET', route: '/trpc/:path', status_class: '2xx' };
    const before = sampleValue(await scrape(built), 'http_request_duration_seconds_count', labels);
    await built.inject({ method: 'GET', url: '/trpc/system.status' });
    await built.inject({ method: 'GET', url: '/no/such/page/12345' });
    const after = await scrape(built);
    expect(sampleValue(after, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(
      sampleValue(after, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(after).not.toContain('12345');
  });

  it('counts each procedure of a tRPC batch, and made-up names as unknown', async () => {
    const built = await app(testConfig());
    const count = (text: string, procedure: string, outcome: string) =>
      sampleValue(text, 'trpc_procedure_duration_seconds_count', { procedure, outcome });
    const before = await scrape(built);
    const batch = await built.inject({
      method: 'GET',
      url: `/trpc/system.status,system.config,system.status?batch=1&input=${encodeURIComponent('{}')}`,
    });
    expect(batch.statusCode).toBe(200);
    await built.inject({ method: 'GET', url: '/trpc/secret.made-up-name' });
    const after = await scrape(built);
    expect(count(after, 'system.status', 'ok')).toBe(count(before, 'system.status', 'ok') + 2);
    expect(count(after, 'system.config', 'ok')).toBe(count(before, 'system.config', 'ok') + 1);
    expect(count(after, 'unknown', 'client_error')).toBe(1);
    expect(after).not.toContain('made-up-name');
  });

  it('times the upstream calls and counts the cache lookups behind a procedure', async () => {
    const built = await app(testConfig());
    const upstream = { upstream: 'casino', method: 'GET', route: '/countries' };
    const before = await scrape(built);
    await built.inject({ method: 'GET', url: '/trpc/reference.countries' });
    // Another host's guests have answers of their own (the CSP names the host): no shared answer.
    await built.inject({
      method: 'GET',
      url: '/trpc/reference.countries',
      headers: { host: 'other.example' },
    });
    const after = await scrape(built);
    expect(sampleValue(after, 'upstream_request_duration_seconds_count', upstream)).toBe(
      sampleValue(before, 'upstream_request_duration_seconds_count', upstream) + 1,
    );
    const lookups = (text: string, outcome: string) =>
      sampleValue(text, 'cache_lookups_total', { kind: 'countries', outcome });
    expect(lookups(after, 'miss')).toBe(lookups(before, 'miss') + 1);
    expect(lookups(after, 'hit')).toBe(lookups(before, 'hit') + 1);
  });

  it('shows a breaker opening, and the failed attempt that opened it', async () => {
    const built = await app(
      testConfig({
        ...UNREACHABLE_LIVE_ENV,
        OPS_TOKEN,
      }),
    );
    const before = await scrape(built, OPS_TOKEN);
    expect(sampleValue(before, 'upstream_breaker_state', { upstream: 'jackpot' })).toBe(0);
    await expect(built.upstreams.jackpot.get('/jackpots', z.unknown())).rejects.toMatchObject({
      kind: 'unavailable',
    });
    const after = await scrape(built, OPS_TOKEN);
    expect(sampleValue(after, 'upstream_breaker_state', { upstream: 'jackpot' })).toBe(2);
    expect(sampleValue(after, 'upstream_breaker_state', { upstream: 'casino' })).toBe(0);
    expect(
      sampleValue(after, 'upstream_breaker_transitions_total', {
        upstream: 'jackpot',
        state: 'open',
      }),
    ).toBe(1);
    expect(
      sampleValue(after, 'upstream_errors_total', { upstream: 'jackpot', kind: 'unavailable' }),
    ).toBe(1);
  });

  it('uses the caller’s upstream hooks when given', async () => {
    const routes: string[] = [];
    const built = await app(testConfig(), {
      upstreamHooks: { onRequestDone: ({ route }) => routes.push(route) },
    });
    await built.inject({ method: 'GET', url: '/trpc/reference.countries' });
    expect(routes).toEqual(['/countries']);
    const text = await scrape(built);
    expect(
      sampleValue(text, 'upstream_request_duration_seconds_count', { upstream: 'casino' }),
    ).toBe(0);
  });

  it('asks mock mode for its documented default token when OPS_TOKEN is unset', async () => {
    const built = await app(testConfig());
    const refused = await built.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(await scrape(built, DEV_OPS_TOKEN)).toContain('http_request_duration_seconds');
  });

  it('stays shut in live mode without OPS_TOKEN, whatever is sent', async () => {
    const built = await app(
      testConfig({
        ...UNREACHABLE_LIVE_ENV,
        LOG_LEVEL: 'silent',
      }),
    );
    for (const authorization of [undefined, `Bearer ${DEV_OPS_TOKEN}`, 'Bearer ']) {
      const refused = await built.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.body).not.toContain('http_request_duration_seconds');
      expect(z.object({ message: z.string() }).parse(refused.json()).message).toContain(
        'OPS_TOKEN',
      );
    }
  });

  it('asks for OPS_TOKEN as a bearer token when it is set', async () => {
    const built = await app(testConfig({ OPS_TOKEN }));
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      OPS_TOKEN,
      `Bearer ${DEV_OPS_TOKEN}`,
    ]) {
      const refused = await built.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('http_request_duration_seconds');
      expect(refused.body).not.toContain(OPS_TOKEN);
    }
    expect(await scrape(built, OPS_TOKEN)).toContain('http_request_duration_seconds');
  });

  it('leaves the probes open when OPS_TOKEN is set', async () => {
    const built = await app(testConfig({ OPS_TOKEN }));
    expect((await built.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await built.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
