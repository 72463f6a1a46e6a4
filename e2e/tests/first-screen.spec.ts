import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';

// The first screen from the first response (docs/decisions/028): the BFF writes the bootstrap
// answer and the page's first rows into index.html, and the SPA starts from them, asking neither
// again. Every request the page makes is watched from before it loads.

/** The queries whose answers the page carries: none of them may go out on a first load. */
const CARRIED = ['bootstrap.get', 'lobby.main', 'games.byCategory'];

/**
 * The tRPC procedures the page asks for, in order, each call of a batch on its own; a call for a
 * next page (with a cursor) is named so: the grid pages on as it fills the screen.
 */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    const paths = url.pathname.slice('/trpc/'.length).split(',');
    const input = JSON.parse(url.searchParams.get('input') ?? 'null') as unknown;
    const inputs = (url.searchParams.get('batch') === '1' ? input : { 0: input }) as Record<
      string,
      { cursor?: unknown } | null
    > | null;
    paths.forEach((path, index) => {
      const paged = inputs?.[String(index)]?.cursor != null;
      calls.push(paged ? `${path} (next page)` : path);
    });
  });
  return calls;
}

/** The page's answer to a navigation, as a browser would get it, made once before the journey. */
async function warm(page: Page, path: string): Promise<void> {
  // The BFF's caches fill on a first read; a journey on a shared machine should not wait on them.
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
}

const PAGES = [
  { name: 'the main page', path: '/', firstRow: 'Top games' },
  { name: 'a category page', path: '/games/live', firstRow: null },
] as const;

test.describe('a first load', () => {
  for (const { name, path, firstRow } of PAGES) {
    test(`of ${name} asks for no bootstrap and no lobby, and its tiles show`, async ({ page }) => {
      await warm(page, path);
      const calls = watchCalls(page);
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('id="first-screen-bootstrap"');
      expect(html).toContain('id="first-screen-rows"');
      expect(html).toContain('rel="preload" as="image"');

      await waitForShell(page);
      const main = page.getByRole('main');
      const tiles =
        firstRow === null
          ? main.getByRole('article')
          : main.getByRole('region', { name: firstRow, exact: true }).getByRole('article');
      await expect(tiles.first()).toBeVisible();
      expect(await tiles.count()).toBeGreaterThanOrEqual(2);
      // The elements are gone once read: the page holds no copy of the answers.
      await expect(page.locator('#first-screen-bootstrap, #first-screen-rows')).toHaveCount(0);
      expect(calls.filter((call) => CARRIED.includes(call))).toEqual([]);
    });
  }

  test("of a signed-in player's main page carries their bootstrap and asks for neither", async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    const calls = watchCalls(page);
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    const html = (await response?.text()) ?? '';
    const element =
      /<script type="application\/json" id="first-screen-bootstrap">(.*?)<\/script>/.exec(html);
    const carried = JSON.parse(element?.[1] ?? 'null') as { data: { player: { id: number } } };
    expect(carried.data.player.id).toBe(player.id);

    await waitForShell(page);
    // Signed in from the first render: no Log in in the header.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    const firstRow = page.getByRole('main').getByRole('region', { name: 'Top games', exact: true });
    await expect(firstRow.getByRole('article').first()).toBeVisible();
    expect(calls.filter((call) => CARRIED.includes(call))).toEqual([]);
  });
});

// A guest's page drawn by the BFF (docs/decisions/031): the page arrives with its markup, paints
// before the scripts come, and the app takes it over (hydrates) without drawing it again.

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/125.0.0.0 Mobile Safari/537.36';

/** What the browser says of a page drawn again or a failed hydration: nothing, in a journey. */
function watchHydration(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/drawn again|[Hh]ydrat|Minified React error|Content Security Policy/.test(text)) {
      complaints.push(`${message.type()}: ${text.slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  return complaints;
}

test.describe('a drawn first screen on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  });

  test('shows the first tiles from the HTML, is taken over as it is, and answers a tap', async ({
    page,
  }) => {
    await warm(page, '/');
    const complaints = watchHydration(page);
    const calls = watchCalls(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // The markup is the page: the first row's tiles and their art, before any script has run.
    expect(html).toContain('<div id="root" data-first-screen="phone">');
    expect(html).toMatch(
      /<section[^>]*aria-labelledby[^>]*>.*Top games.*<img[^>]*src="\/media\/art\/games\//s,
    );
    expect(html).toContain('src="/after-first-paint.js"');

    // The fixture waited for the take-over: the same tiles, interactive.
    const firstRow = page.getByRole('main').getByRole('region', { name: 'Top games', exact: true });
    await expect(firstRow.getByRole('article').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).tap();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(complaints).toEqual([]);
    expect(calls.filter((call) => CARRIED.includes(call))).toEqual([]);
  });
});

test.describe('a drawn first screen on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('of a category page is taken over as it is, its grid paging on as the player scrolls', async ({
    page,
  }) => {
    await warm(page, '/games/slots');
    const complaints = watchHydration(page);
    const response = await page.goto('/games/slots');
    expect((await response?.text()) ?? '').toContain('<div id="root" data-first-screen="desktop">');
    await waitForShell(page);
    const list = page.getByRole('list', { name: 'Slots' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const shown = page.getByRole('status').filter({ hasText: / of [\d.]+ shown$/ });
    await expect(shown).toHaveText(/^\d+ of/);
    const before = Number((await shown.textContent())?.split(' ')[0]);
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Number((await shown.textContent())?.split(' ')[0]))
      .toBeGreaterThan(before);
    expect(complaints).toEqual([]);
  });
});
