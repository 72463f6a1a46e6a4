import { get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { testConfig } from '../../../test/support/config.js';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(config: Config = testConfig()) {
  const built = await buildApp(config);
  cleanups.push(() => built.close());
  return built;
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A GET on a connection of its own, closed after the answer; resolves with the status. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve(response.statusCode ?? 0);
      });
    }).on('error', reject);
  });
}

async function readiness(built: FastifyInstance) {
  const response = await built.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json<unknown>(), response };
}

describe('/healthz', () => {
  it('answers while the process serves requests', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('/readyz', () => {
  it('answers 200 once ready, with the state of Redis and of every breaker', async () => {
    const { status, body, response } = await readiness(await app());
    expect(status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      status: 'ready',
      degraded: false,
      checks: {
        redis: { state: 'disabled' },
        upstreams: {
          casino: { breaker: 'closed' },
          sport: { breaker: 'closed' },
          cms: { breaker: 'closed' },
          jackpot: { breaker: 'closed' },
        },
      },
    });
  });

  it('is starting until the app is ready', async () => {
    const built = await app();
    expect(built.readiness.phase()).toBe('starting');
    await built.ready();
    expect(built.readiness.phase()).toBe('ready');
  });

  it('answers 503 once draining, so that load balancers stop sending requests', async () => {
    const built = await app();
    await built.ready();
    built.readiness.startDraining();
    const { status, body } = await readiness(built);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'draining' });
  });

  it('still serves while draining, each answer closing its connection', async () => {
    const built = await app();
    await built.ready();
    const before = await built.inject({ method: 'GET', url: '/healthz' });
    expect(before.headers.connection).not.toBe('close');
    built.readiness.startDraining();
    const during = await built.inject({ method: 'GET', url: '/healthz' });
    expect(during.statusCode).toBe(200);
    expect(during.headers.connection).toBe('close');
  });

  it('drains from the start of a graceful close, while requests still finish', async () => {
    const built = await app();
    const release = gate();
    const arrived = gate();
    built.get('/slow', async () => {
      arrived.open();
      await release.opened;
      return { finished: true };
    });
    const url = await built.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = statusOnNewConnection(`${url}/slow`);
    await arrived.opened;
    const closed = built.close();
    await expect.poll(() => built.readiness.phase()).toBe('draining');
    release.open();
    expect(await inFlight).toBe(200);
    await closed;
  });

  it('stays ready with an upstream’s breaker open, and says it is degraded', async () => {
    const unreachable = 'http://127.0.0.1:9';
    const built = await app(
      testConfig({
        UPSTREAM_MODE: 'live',
        CASINO_API_URL: unreachable,
        SPORT_API_URL: unreachable,
        CMS_API_URL: unreachable,
        JACKPOT_API_URL: unreachable,
        SESSION_SECRET: 's'.repeat(32),
        UPSTREAM_BREAKER_THRESHOLD: '1',
        UPSTREAM_RETRIES: '0',
      }),
    );
    await expect(built.upstreams.cms.get('/pages', z.unknown())).rejects.toThrow();
    const { status, body } = await readiness(built);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      degraded: true,
      checks: { upstreams: { cms: { breaker: 'open' }, casino: { breaker: 'closed' } } },
    });
  });
});
