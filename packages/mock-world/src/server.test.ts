import { gamesPageSchema, sportListSchema } from '@casino/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authResultSchema } from '@casino/upstream-contract';
import { DEMO_PASSWORD } from './data/players.js';
import { type MockUpstreams, startMockUpstreams } from './server.js';

let mock: MockUpstreams | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

describe('startMockUpstreams', () => {
  it('listens on a free loopback port and answers real HTTP calls at each upstream URL', async () => {
    // Start-up speed is measured by bench/mock-world.ts.
    mock = await startMockUpstreams({ seed: 11 });
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mock.urls).toEqual({
      casino: `${mock.url}/casino`,
      sport: `${mock.url}/sport`,
      cms: `${mock.url}/cms`,
      jackpot: `${mock.url}/jackpot`,
    });

    const games = gamesPageSchema.parse(
      await (await fetch(`${mock.urls.casino}/games?category=top`)).json(),
    );
    expect(games.items[0]?.image.startsWith(`${mock.url}/art/games/`)).toBe(true);
    const art = await fetch(games.items[0]?.image ?? '');
    expect(art.headers.get('content-type')).toContain('image/svg+xml');

    const login = await fetch(`${mock.urls.casino}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ email: 'vip@demo.lumo.test', password: DEMO_PASSWORD }),
    });
    expect(login.headers.get('x-request-id')).toBe('req-42');
    const { token } = authResultSchema.parse(await login.json());
    const me = await fetch(`${mock.urls.casino}/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(
      sportListSchema.parse(await (await fetch(`${mock.urls.sport}/sports`)).json()).length,
    ).toBeGreaterThan(0);

    mock.qa.setUpstream('sport', { errorRate: 1 });
    expect((await fetch(`${mock.urls.sport}/sports`)).status).toBe(503);
    expect(mock.qa.counters().byUpstream).toMatchObject({ casino: 3, sport: 2, art: 1 });
  });

  it('lets two servers with the same seed serve the same world', async () => {
    const first = await startMockUpstreams({ seed: 3 });
    const second = await startMockUpstreams({ seed: 3 });
    try {
      const read = async (base: string) => {
        const page = gamesPageSchema.parse(
          await (await fetch(`${base}/games?category=live&per_page=30`)).json(),
        );
        return page.items.map((game) => [game.id, game.name, game.providerName]);
      };
      expect(await read(second.urls.casino)).toEqual(await read(first.urls.casino));
      // The same data, yet two starts: what is kept about one must not be read for the other.
      expect(second.id).not.toBe(first.id);
      const world = async (mockUrl: string): Promise<unknown> =>
        (await fetch(`${mockUrl}/qa/world`)).json();
      expect(await world(first.url)).toEqual({ id: first.id, seed: 3 });
      expect(await world(second.url)).toEqual({ id: second.id, seed: 3 });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
