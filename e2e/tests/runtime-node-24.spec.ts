import { DEMO_PASSWORD } from '@casino/mock-world';
import { type BffServer, startBff } from '../support/bff-server.js';
import { BFF_ENV, expect, test } from '../support/fixtures.js';
import { NODE_24_VERSION, nodeBinary } from '../support/node-runtime.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';

// Production runs Node 24 LTS (the Dockerfile), these machines Node 20: the built BFF is started
// on Node 24 too and must serve as it does here. No browser: its answers are read directly.

test.describe('the built BFF on Node 24', () => {
  // The first run fetches the runtime (about 30 MB, kept by npm's cache afterwards).
  test.describe.configure({ timeout: 180_000 });

  let bff: BffServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const node = await nodeBinary();
    bff = await startBff({ env: { ...BFF_ENV }, nodePath: node });
  });
  test.afterAll(async () => {
    await bff.stop();
  });

  test('answers readiness, the shared reads, a login and a drawn first screen', async ({
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: bff.baseURL });
    try {
      const ready = await api.get('/readyz');
      expect(ready.status()).toBe(200);
      const health = await api.get('/healthz');
      expect(await health.json()).toMatchObject({ status: 'ok' });

      const input = encodeURIComponent(JSON.stringify({ category: 'slots' }));
      const slots = await api.get(`/trpc/games.byCategory?input=${input}`);
      expect(slots.ok()).toBe(true);
      const { items } = ((await slots.json()) as { result: { data: { items: unknown[] } } }).result
        .data;
      expect(items.length).toBeGreaterThan(0);

      const login = await api.post('/trpc/auth.login', {
        headers: { origin: bff.baseURL },
        data: { email: DEMO_PLAYERS.plain, password: DEMO_PASSWORD },
      });
      expect(login.ok(), await login.text()).toBe(true);
      const wallet = await api.get('/trpc/wallet.short');
      expect(wallet.ok()).toBe(true);
      expect((await wallet.json()) as unknown).toMatchObject({
        result: { data: { balanceMain: expect.any(Number) as unknown } },
      });

      // The server build of the SPA renders on this runtime as well.
      const guest = await playwright.request.newContext({ baseURL: bff.baseURL });
      try {
        const page = await guest.get('/', { headers: { accept: 'text/html' } });
        expect(await page.text()).toContain('<div id="root" data-first-screen="desktop">');
      } finally {
        await guest.dispose();
      }
      expect(bff.output()).not.toMatch(/"level":(50|60)/);
      expect(bff.exited()).toBeNull();
      // The version it ran on is the one production pins.
      expect(NODE_24_VERSION).toMatch(/^24\./);
    } finally {
      await api.dispose();
    }
  });
});
