import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { clientIpOf, emailAccountOf, UNKNOWN_CLIENT_IP } from './rate-limit.js';
import { testConfig } from '../../test/support/config.js';

const PLAYER = 'plain@demo.lumo.test';
const WRONG = 'Wrong#Pass1';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function mockApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ ...env }));
  apps.push(app);
  await app.ready();
  return app;
}

const errorSchema = z.object({
  error: z.object({
    data: z.object({
      code: z.string(),
      messageKey: z.string(),
      values: z.record(z.string(), z.unknown()),
      domainCode: z.string().nullable(),
    }),
  }),
});

async function call(
  app: FastifyInstance,
  procedure: string,
  input: unknown,
  remoteAddress = '203.0.113.7',
) {
  const answer = await app.inject({
    method: 'POST',
    url: `/trpc/${procedure}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input),
    remoteAddress,
  });
  return {
    status: answer.statusCode,
    retryAfter: answer.headers['retry-after'],
    error: answer.statusCode === 200 ? null : errorSchema.parse(answer.json()).error.data,
  };
}

const login = (app: FastifyInstance, email: string, password: string, ip?: string) =>
  call(app, 'auth.login', { email, password }, ip);

async function upstreamCalls(app: FastifyInstance): Promise<number> {
  const answer = await app.inject({ method: 'GET', url: '/qa/counters' });
  return z.object({ total: z.number() }).parse(answer.json()).total;
}

describe('rateLimit on auth.login', () => {
  it('refuses the 6th wrong password for one account within a minute: 429, Retry-After', async () => {
    const app = await mockApp();
    await app.inject({ method: 'POST', url: '/qa/reset' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(app, PLAYER, WRONG)).status).toBe(401);
    }
    const refused = await login(app, PLAYER, WRONG);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'errors.tooManyAttempts',
      values: { seconds: Number(refused.retryAfter) },
      domainCode: 'rate_limited',
    });
    // The refused call never reached the casino upstream.
    expect(await upstreamCalls(app)).toBe(5);
    // While the account is locked, even its right password waits.
    expect((await login(app, PLAYER, DEMO_PASSWORD)).status).toBe(429);
  });

  it('counts the same account however its email is written', async () => {
    const app = await mockApp();
    const spellings = [PLAYER, PLAYER.toUpperCase(), ` ${PLAYER} `, 'Plain@Demo.Lumo.Test', PLAYER];
    for (const email of spellings) await login(app, email, WRONG);
    expect((await login(app, PLAYER, WRONG)).status).toBe(429);
  });

  it('keeps other accounts open, and a success clears the account’s failures', async () => {
    const app = await mockApp();
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(app, PLAYER, WRONG);
    expect((await login(app, PLAYER, DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(app, PLAYER, WRONG)).status).toBe(401);
    }
    expect((await login(app, 'vip@demo.lumo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('does not count failures that are not the player’s (an upstream outage)', async () => {
    // A breaker that stays closed, so that the casino answers again as soon as QA allows.
    const app = await mockApp({ UPSTREAM_BREAKER_THRESHOLD: '1000' });
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(app, PLAYER, WRONG);
    await app.inject({ method: 'PUT', url: '/qa/upstreams/casino', payload: { errorRate: 1 } });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(app, PLAYER, WRONG)).status).toBe(503);
    }
    await app.inject({ method: 'PUT', url: '/qa/upstreams/casino', payload: { errorRate: 0 } });
    expect((await login(app, PLAYER, WRONG)).status).toBe(401);
    expect((await login(app, PLAYER, WRONG)).status).toBe(429);
  });

  it('limits attempts from one IP across accounts, 20 a minute', async () => {
    const app = await mockApp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(app, `nobody${String(attempt)}@lumo.test`, WRONG)).status).toBe(401);
    }
    const refused = await login(app, 'someone-else@lumo.test', WRONG);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeDefined();
    expect((await login(app, 'someone-else@lumo.test', WRONG, '198.51.100.1')).status).toBe(401);
  });

  it('counts each call of a batch', async () => {
    const app = await mockApp();
    const input = { email: PLAYER, password: WRONG };
    const batch = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [index, input]));
    const answer = await app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: 6 }, () => 'auth.login').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(batch),
    });
    const codes = z
      .array(errorSchema)
      .parse(answer.json())
      .map((item) => item.error.data.code);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(1);
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(answer.headers['retry-after']).toBeDefined();
  });

  it('takes RATE_LIMITS overrides', async () => {
    const app = await mockApp({ RATE_LIMITS: 'login.account=2/60' });
    await login(app, PLAYER, WRONG);
    await login(app, PLAYER, WRONG);
    expect((await login(app, PLAYER, WRONG)).status).toBe(429);
  });
});

describe('rateLimit on auth.signUp', () => {
  it('refuses the 6th sign-up from one IP within ten minutes, whatever the input', async () => {
    const app = await mockApp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await call(app, 'auth.signUp', { email: 'not an email' })).status).toBe(400);
    }
    const refused = await call(app, 'auth.signUp', { email: 'not an email' });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
  });
});

describe('clientIpOf', () => {
  const request = (ip: string | undefined, remoteAddress: string | undefined) =>
    ({ ip, socket: { remoteAddress } }) as unknown as FastifyRequest;

  it('takes the request’s IP, else the socket’s, else one shared unknown address', () => {
    expect(clientIpOf(request('10.0.0.1', '10.0.0.2'))).toBe('10.0.0.1');
    expect(clientIpOf(request(undefined, '10.0.0.2'))).toBe('10.0.0.2');
    expect(clientIpOf(request(undefined, undefined))).toBe(UNKNOWN_CLIENT_IP);
  });
});

describe('emailAccountOf', () => {
  it('reads a trimmed, lower-cased email field, or none', () => {
    expect(emailAccountOf({ email: ' Plain@Demo.Lumo.TEST ', password: 'x' })).toBe(PLAYER);
    expect(emailAccountOf({ email: '' })).toBeNull();
    expect(emailAccountOf({ email: 42 })).toBeNull();
    expect(emailAccountOf(undefined)).toBeNull();
    expect(emailAccountOf('plain@demo.lumo.test')).toBeNull();
  });
});
