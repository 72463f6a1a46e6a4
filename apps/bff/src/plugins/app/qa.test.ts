import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { testConfig } from '../../../test/support/config.js';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mockModeApp() {
  const app = await buildApp(testConfig());
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

  it('makes a fresh player who signs in to the BFF, and moves jackpots and sport tokens', async () => {
    const app = await mockModeApp();
    const created = await app.inject({
      method: 'POST',
      url: '/qa/players',
      payload: { template: 'uk@demo.lumo.test' },
    });
    expect(created.statusCode).toBe(201);
    const player = z
      .object({ id: z.number(), email: z.string(), password: z.string() })
      .parse(created.json());
    expect(player.email).toBe(`qa-${String(player.id)}-uk@qa.lumo.test`);

    const login = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((entry) => entry.name === 'lumo_sid');
    expect(cookie?.httpOnly).toBe(true);
    const cookies = { lumo_sid: cookie?.value ?? '' };
    const me = await app.inject({ method: 'GET', url: '/trpc/auth.me', cookies });
    expect(me.json()).toMatchObject({
      result: { data: { player: { id: player.id, email: player.email, currency: 'GBP' } } },
    });

    const before = await app.clients.jackpot.jackpots('EUR');
    const bumped = await app.inject({
      method: 'POST',
      url: '/qa/jackpots/bump',
      payload: { tier: 'gold', amount: 5_000 },
    });
    expect(bumped.statusCode).toBe(200);
    const after = await app.clients.jackpot.jackpots('EUR');
    const gold = (list: typeof before) => list.find((jackpot) => jackpot.tier === 'gold')?.amount;
    // In cents: two amounts of a few hundred thousand differ by 5,000 only to within a float's
    // rounding (4999.99999999997).
    const raisedCents = Math.round(((gold(after) ?? 0) - (gold(before) ?? 0)) * 100);
    expect(raisedCents).toBeGreaterThanOrEqual(500_000);

    expect(
      (await app.inject({ method: 'PUT', url: '/qa/sport', payload: { tokenLifetimeMs: 31_000 } }))
        .statusCode,
    ).toBe(200);
    const token = await app.inject({
      method: 'GET',
      url: `/trpc/sport.token?input=${encodeURIComponent(JSON.stringify({ sportId: 1 }))}`,
      cookies,
    });
    const view = z
      .object({
        result: z.object({
          data: z.object({
            token: z.string().min(1),
            expiresAt: z.string(),
            refreshAt: z.string(),
          }),
        }),
      })
      .parse(token.json()).result.data;
    expect(Date.parse(view.expiresAt) - Date.parse(view.refreshAt)).toBe(30_000);
    const lifetime = Date.parse(view.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(25_000);
    expect(lifetime).toBeLessThanOrEqual(31_000);

    expect(
      (await app.inject({ method: 'POST', url: '/qa/players', payload: { template: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/qa/jackpots/bump', payload: { amount: -1 } }))
        .statusCode,
    ).toBe(400);
  });

  it('does not exist in live mode', async () => {
    const app = await buildApp(
      testConfig({
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
