import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { type BffServer, startBff } from '../support/bff-server.js';
import { expect, test as base } from '../support/fixtures.js';
import { DEFAULT_STORAGE, presetStorage } from '../support/storage.js';

// The installed app's service worker in a real browser (the `pwa` project: service workers
// allowed; docs/decisions/036-pwa.md), in a persistent context: Chromium installs nothing from an
// incognito one, which every other journey's context is. Each journey has a BFF of its own, which
// it may stop, or start again on the same port (the same origin, so the same worker) with another
// environment.

interface PwaFixtures {
  /** This journey's BFF; `restart` puts a new one on the same port. */
  site: { current: BffServer; restart: (env?: Record<string, string>) => Promise<void> };
}

const test = base.extend<PwaFixtures>({
  site: async ({ bffEnv }, use) => {
    const site = {
      current: await startBff({ env: { ...bffEnv } }),
      restart: async (env: Record<string, string> = {}) => {
        const port = Number(new URL(site.current.baseURL).port);
        await site.current.stop();
        site.current = await startBff({ env: { ...bffEnv, ...env }, port });
      },
    };
    try {
      await use(site);
    } finally {
      await site.current.stop();
    }
  },
  baseURL: async ({ site }, use) => {
    await use(site.current.baseURL);
  },
  context: async ({ site }, use, testInfo) => {
    const profile = await mkdtemp(join(tmpdir(), 'lumo-pwa-profile-'));
    const { use: options } = testInfo.project;
    const context = await chromium.launchPersistentContext(profile, {
      ...(options.launchOptions ?? {}),
      viewport: options.viewport ?? null,
      locale: options.locale,
      reducedMotion: options.reducedMotion ?? null,
      serviceWorkers: 'allow',
      baseURL: site.current.baseURL,
    });
    // The once-per-session flags, and the cookie banner answered: nothing over the update prompt.
    await presetStorage(context, site.current.baseURL, {
      ...DEFAULT_STORAGE,
      local: { cookiesAccepted: 'true' },
    });
    try {
      await use(context);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  },
});

/**
 * Resolves once the worker is active and controls the page: the app registers it after the first
 * screen, the first install precaches the app shell (a few seconds here), and it claims the page
 * on activation.
 */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 30_000,
    })
    .toBe('activated');
}

test.describe('the installable app', () => {
  test('Chromium finds the app installable, its worker active, and no API answer in its caches', async ({
    page,
  }) => {
    await page.goto('/');
    await controlledByWorker(page);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Lumo Casino',
      start_url: '/pwa',
      display: 'standalone',
    });

    // Under the worker: the lobby's API calls and a category's art.
    await page.goto('/games/slots');
    await expect(page.locator('main img').first()).toBeVisible();
    const cached = await page.evaluate(async () => {
      const found: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        found[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return found;
    });
    const urls = Object.values(cached).flat();
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /^\/(trpc|qa|api|ws)(\/|$)|^\/media\/pages\//.test(url))).toEqual(
      [],
    );
    // The app shell and the offline page are precached; no page of the BFF's is.
    expect(urls).toContain('/offline.html');
    expect(urls.filter((url) => url === '/' || url.startsWith('/games'))).toEqual([]);
  });

  test('with the BFF stopped, a route never visited shows the offline page in its language', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    await controlledByWorker(page);
    await site.current.stop();

    await page.goto('/de/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
  });

  test('a worker of another revision is offered, and taken with one reload', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    await controlledByWorker(page);
    const before = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL;
    });
    expect(before).toMatch(/\/sw\.js$/);

    // A deploy: the same build, the BFF told to serve a new revision of the worker.
    await site.restart({ SERVICE_WORKER_REVISION: 'journey-2' });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // The app checks when it comes back to the foreground: as a player switching back to it.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const prompt = page.getByRole('region', { name: 'App update' });
    await expect(prompt).toContainText('A new version of the app is ready.', { timeout: 20_000 });
    // Nothing reloads until the player says so.
    expect(loads).toBe(0);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads).toBe(1);
    await controlledByWorker(page);
    const served = await page.evaluate(async () => {
      const response = await fetch('/sw.js', { cache: 'no-store' });
      return response.text();
    });
    expect(served).toContain('// revision: journey-2');
    await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);
    expect(loads).toBe(1);
  });
});
