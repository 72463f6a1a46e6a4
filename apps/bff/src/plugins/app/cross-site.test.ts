import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { isTrustedOrigin } from '../../security/origins.js';
import { crossSiteVerdict, mediaTypeOf } from './cross-site.js';
import { testConfig } from '../../../test/support/config.js';

const HOST = 'casino.example';
const FOREIGN = 'https://evil.example';
const TRUSTED = 'https://www.lumo.example';
const LOGIN = { email: 'plain@demo.lumo.test', password: DEMO_PASSWORD };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function mockApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(
    testConfig({
      TRUSTED_ORIGINS: TRUSTED,
      ...env,
    }),
  );
  apps.push(app);
  await app.ready();
  const reset = await app.inject({ method: 'POST', url: '/qa/reset' });
  expect(reset.statusCode).toBeLessThan(300);
  return app;
}

const countersSchema = z.object({ total: z.number() });

/** The upstream calls the mock world has seen since the last reset. */
async function upstreamCalls(app: FastifyInstance): Promise<number> {
  const answer = await app.inject({ method: 'GET', url: '/qa/counters' });
  return countersSchema.parse(answer.json()).total;
}

const errorSchema = z.object({
  error: z.object({ data: z.object({ code: z.string(), path: z.string().nullable() }) }),
});

function post(app: FastifyInstance, headers: Record<string, string>, payload: string) {
  return app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { host: HOST, ...headers },
    payload,
  });
}

describe('crossSiteVerdict', () => {
  const config = testConfig({ TRUSTED_ORIGINS: TRUSTED });
  const verdict = (headers: Record<string, string>) =>
    crossSiteVerdict(
      { headers: { 'content-type': 'application/json', ...headers }, host: HOST },
      config,
    );

  it.each([
    ['the BFF’s own origin', { origin: `https://${HOST}` }],
    ['its own origin over http (no TLS configured)', { origin: `http://${HOST}` }],
    ['a trusted origin', { origin: TRUSTED }],
    ['same-origin fetch metadata without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a navigation the user started', { 'sec-fetch-site': 'none' }],
    ['neither header (curl, a server)', {}],
  ])('allows %s', (_name, headers) => {
    expect(verdict(headers)).toEqual({ allowed: true });
  });

  it.each([
    ['a foreign origin', { origin: FOREIGN }],
    ['its own host on another port', { origin: `https://${HOST}:8443` }],
    ['an opaque origin', { origin: 'null' }],
    ['an origin with a path', { origin: `https://${HOST}/x` }],
    [
      'a foreign origin claiming same-origin fetch metadata',
      { origin: FOREIGN, 'sec-fetch-site': 'same-origin' },
    ],
    ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }],
    ['same-site fetch metadata (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', (_name, headers) => {
    expect(verdict(headers)).toEqual({ allowed: false, reason: 'untrusted_origin' });
  });

  it('takes only JSON, whatever its parameters', () => {
    expect(verdict({ 'content-type': 'Application/JSON; charset=utf-8' })).toEqual({
      allowed: true,
    });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(verdict({ 'content-type': contentType })).toEqual({
        allowed: false,
        reason: 'not_json',
      });
    }
    const headers = { origin: `https://${HOST}` };
    expect(crossSiteVerdict({ headers, host: HOST }, config)).toEqual({
      allowed: false,
      reason: 'not_json',
    });
  });

  it('wants https for the own origin behind TLS', () => {
    const secure = testConfig({ COOKIE_SECURE: 'true' });
    expect(isTrustedOrigin(`https://${HOST}`, HOST, secure)).toBe(true);
    expect(isTrustedOrigin(`http://${HOST}`, HOST, secure)).toBe(false);
    expect(isTrustedOrigin(`https://${HOST}`, undefined, secure)).toBe(false);
  });

  it('reads a media type without its parameters', () => {
    expect(mediaTypeOf(' Text/Plain ;charset=utf-8')).toBe('text/plain');
    expect(mediaTypeOf(undefined)).toBeUndefined();
  });
});

describe('cross-site defence on /trpc', () => {
  it.each([
    ['text/plain', 'text/plain', JSON.stringify(LOGIN)],
    ['a form', 'application/x-www-form-urlencoded', `email=${LOGIN.email}&password=x`],
    [
      'a multipart form',
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${LOGIN.email}\r\n--b--\r\n`,
    ],
  ])(
    'refuses %s posted from another site, with no upstream call',
    async (_name, contentType, payload) => {
      const app = await mockApp();
      const answer = await post(app, { origin: FOREIGN, 'content-type': contentType }, payload);
      expect(answer.statusCode).toBe(403);
      expect(errorSchema.parse(answer.json()).error.data).toEqual(
        expect.objectContaining({ code: 'FORBIDDEN', path: 'auth.login' }),
      );
      expect(await upstreamCalls(app)).toBe(0);
    },
  );

  it('refuses a JSON post from another site, with no upstream call', async () => {
    const app = await mockApp();
    const answer = await post(
      app,
      { origin: FOREIGN, 'content-type': 'application/json' },
      JSON.stringify(LOGIN),
    );
    expect(answer.statusCode).toBe(403);
    expect(await upstreamCalls(app)).toBe(0);
  });

  it('refuses a text/plain post from the same origin with 415, with no upstream call', async () => {
    const app = await mockApp();
    const answer = await post(
      app,
      { origin: `http://${HOST}`, 'content-type': 'text/plain' },
      JSON.stringify(LOGIN),
    );
    expect(answer.statusCode).toBe(415);
    expect(errorSchema.parse(answer.json()).error.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await upstreamCalls(app)).toBe(0);
  });

  it('answers a refused batch with one tRPC error per call', async () => {
    const app = await mockApp();
    const answer = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login,auth.logout?batch=1',
      headers: { host: HOST, origin: FOREIGN, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: LOGIN }),
    });
    expect(answer.statusCode).toBe(403);
    const paths = z
      .array(errorSchema)
      .parse(answer.json())
      .map((item) => item.error.data.path);
    expect(paths).toEqual(['auth.login', 'auth.logout']);
  });

  it('lets a JSON post from a trusted origin through to the upstream', async () => {
    const app = await mockApp();
    const answer = await post(
      app,
      { origin: TRUSTED, 'content-type': 'application/json' },
      JSON.stringify(LOGIN),
    );
    expect(answer.statusCode).toBe(200);
    expect(await upstreamCalls(app)).toBeGreaterThan(0);
  });

  it('lets a JSON post from its own origin through', async () => {
    const app = await mockApp();
    const answer = await post(
      app,
      {
        origin: `http://${HOST}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      JSON.stringify(LOGIN),
    );
    expect(answer.statusCode).toBe(200);
  });

  it('leaves queries (GET) alone', async () => {
    const app = await mockApp();
    const answer = await app.inject({
      method: 'GET',
      url: '/trpc/system.status',
      headers: { host: HOST, origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413, with no upstream call', async () => {
    const app = await mockApp({ BODY_LIMIT_BYTES: '2048' });
    const payload = JSON.stringify({ ...LOGIN, padding: 'x'.repeat(4096) });
    const answer = await post(
      app,
      { origin: TRUSTED, 'content-type': 'application/json' },
      payload,
    );
    expect(answer.statusCode).toBe(413);
    expect(await upstreamCalls(app)).toBe(0);
  });
});
