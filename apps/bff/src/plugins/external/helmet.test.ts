import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { contentSecurityDirectives } from './helmet.js';
import { testConfig } from '../../../test/support/config.js';

const LIVE_ENV = {
  LOG_LEVEL: 'silent',
  UPSTREAM_MODE: 'live',
  CASINO_API_URL: 'http://127.0.0.1:9/casino',
  SPORT_API_URL: 'http://127.0.0.1:9/sport',
  CMS_API_URL: 'http://127.0.0.1:9/cms',
  JACKPOT_API_URL: 'http://127.0.0.1:9/jackpot',
  SESSION_SECRET: 's'.repeat(32),
};

const PRODUCT_ENV = {
  GAME_FRAME_ORIGINS: 'https://games.provider.example,https://live.provider.example',
  SPORT_FRAME_URL: 'https://sportsbook.example/frame/index.html',
  SUPPORT_CHAT_URL: 'https://chat.example/widget?brand=lumo',
  THIRD_PARTY_SCRIPTS: 'https://cdn.consent.example/loader.js,https://tags.example/t.js',
  PAYMENT_ORIGINS: 'https://pay.example',
  FRAME_ANCESTORS: "'self',https://partner.example",
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function started(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig(env));
  apps.push(app);
  await app.ready();
  return app;
}

/** The CSP header as directive name → its sources. */
function cspOf(header: unknown): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error('no Content-Security-Policy header');
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

async function headersOf(app: FastifyInstance, host = 'casino.example') {
  const answer = await app.inject({ method: 'GET', url: '/healthz', headers: { host } });
  expect(answer.statusCode).toBe(200);
  return answer.headers;
}

describe('contentSecurityDirectives', () => {
  it('allows the configured game, sportsbook, chat, script and payment origins', () => {
    const directives = contentSecurityDirectives(testConfig({ ...LIVE_ENV, ...PRODUCT_ENV }), null);
    expect(directives['frame-src']).toEqual([
      "'self'",
      'https://games.provider.example',
      'https://live.provider.example',
      'https://sportsbook.example',
      'https://chat.example',
    ]);
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://cdn.consent.example',
      'https://tags.example',
    ]);
    expect(directives['form-action']).toEqual(["'self'", 'https://pay.example']);
    expect(directives['frame-ancestors']).toEqual(["'self'", 'https://partner.example']);
  });

  it("adds the mock world's origin for its pages and art in mock mode", () => {
    const mock = 'http://127.0.0.1:4010';
    const directives = contentSecurityDirectives(testConfig(), mock);
    expect(directives['frame-src']).toEqual(["'self'", mock]);
    expect(directives['img-src']).toContain(mock);
    expect(directives['form-action']).toEqual(["'self'", mock]);
  });
});

describe('security headers', () => {
  it('send a CSP fit for the SPA, nosniff and a strict referrer policy, in mock mode', async () => {
    const app = await started({ LOG_LEVEL: 'silent' });
    const mock = app.mockWorld?.url;
    if (mock === undefined) throw new Error('no mock world');
    const headers = await headersOf(app, 'casino.example:3000');
    const csp = cspOf(headers['content-security-policy']);

    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", mock]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', mock]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://casino.example:3000']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'", mock]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leave HSTS and upgrade-insecure-requests out over plain HTTP', async () => {
    const headers = await headersOf(await started({ LOG_LEVEL: 'silent' }));
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  it('add HSTS, upgrade-insecure-requests and a wss realtime origin behind TLS', async () => {
    const app = await started({ ...LIVE_ENV, COOKIE_SECURE: 'true' });
    const headers = await headersOf(app);
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = cspOf(headers['content-security-policy']);
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://casino.example']);
  });

  it('name no mock origin in live mode, only the configured ones', async () => {
    const app = await started({ ...LIVE_ENV, ...PRODUCT_ENV });
    const csp = cspOf((await headersOf(app))['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('frame-src')).toContain('https://sportsbook.example');
    expect(csp.get('script-src')).toContain('https://tags.example');
  });

  it('leave framing to frame-ancestors when partners may frame the SPA, DENY for none', async () => {
    const partners = await started({ ...LIVE_ENV, ...PRODUCT_ENV });
    expect((await headersOf(partners))['x-frame-options']).toBeUndefined();
    const nobody = await started({ ...LIVE_ENV, FRAME_ANCESTORS: 'none' });
    const headers = await headersOf(nobody);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(cspOf(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('keep a forged Host header out of the policy', async () => {
    const app = await started(LIVE_ENV);
    const headers = await headersOf(app, "evil.example;script-src 'unsafe-inline'");
    const csp = cspOf(headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", "'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('come with refusals too', async () => {
    const app = await started(LIVE_ENV);
    const refused = await app.inject({ method: 'POST', url: '/trpc/auth.login', payload: 'x' });
    expect(refused.statusCode).toBe(415);
    expect(refused.headers['content-security-policy']).toContain("object-src 'none'");
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});
