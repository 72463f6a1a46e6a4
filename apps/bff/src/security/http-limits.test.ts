import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '@casino/mock-world';
import { testConfig } from '../../test/support/config.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function mockApp(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ ...env }));
  apps.push(app);
  await app.ready();
  return app;
}

describe('request timeouts', () => {
  it('give the socket REQUEST_TIMEOUT_MS to send a request, and a little longer idle', async () => {
    const app = await mockApp({ REQUEST_TIMEOUT_MS: '20000' });
    expect(app.server.requestTimeout).toBe(20_000);
    expect(app.server.timeout).toBe(25_000);
  });

  it('answer 503 when a handler takes longer than REQUEST_TIMEOUT_MS', async () => {
    const app = await mockApp({ REQUEST_TIMEOUT_MS: '1000', CASINO_TIMEOUT_MS: '10000' });
    await app.inject({ method: 'PUT', url: '/qa/upstreams/casino', payload: { latencyMs: 3000 } });
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'plain@demo.lumo.test', password: DEMO_PASSWORD }),
    });
    expect(answer.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(2_900);
  });
});
