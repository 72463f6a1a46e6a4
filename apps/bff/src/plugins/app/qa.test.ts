import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mockModeApp() {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }));
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

describe('/qa', () => {
  it("forwards to the mock world's controls and answers with what they answer", async () => {
    const app = await mockModeApp();
    const moved = await app.inject({
      method: 'PUT',
      url: '/qa/clock',
      payload: { offsetMs: 3_600_000 },
    });
    expect(moved.statusCode).toBe(200);
    const clock = await app.inject({ method: 'GET', url: '/qa/clock' });
    expect(clock.json()).toMatchObject({ offsetMs: 3_600_000 });
  });

  it('shows the upstream calls the BFF made in the call counters', async () => {
    const app = await mockModeApp();
    await app.inject({ method: 'POST', url: '/qa/reset' });
    await app.upstreams.casino.getStatus('/mini-games/wheel/availability');
    const counters = await app.inject({ method: 'GET', url: '/qa/counters' });
    expect(counters.statusCode).toBe(200);
    expect(counters.json()).toMatchObject({ total: 1, byUpstream: { casino: 1 } });
  });

  it('passes the mock world’s refusal of a bad control on, changing nothing', async () => {
    const app = await mockModeApp();
    const refused = await app.inject({
      method: 'PUT',
      url: '/qa/upstreams/casino',
      payload: { errorRate: 7 },
    });
    expect(refused.statusCode).toBe(400);
    const settings = await app.inject({ method: 'GET', url: '/qa/upstreams/casino' });
    expect(settings.json()).toMatchObject({ errorRate: 0 });
  });

  it('does not exist in live mode', async () => {
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        UPSTREAM_MODE: 'live',
        CASINO_API_URL: 'http://127.0.0.1:9/casino',
        SPORT_API_URL: 'http://127.0.0.1:9/sport',
        CMS_API_URL: 'http://127.0.0.1:9/cms',
        JACKPOT_API_URL: 'http://127.0.0.1:9/jackpot',
        SESSION_SECRET: 's'.repeat(32),
      }),
    );
    cleanups.push(() => app.close());
    const answer = await app.inject({ method: 'GET', url: '/qa/counters' });
    expect(answer.statusCode).toBe(404);
  });
});
