import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { pausePageClockNow, runPageClockUntil } from '../support/time.js';

// The error fallback, made to show the honest way: the page's lazily loaded chunk fails to
// arrive, as it does after a deploy or on a broken network; the page first reloads once by itself. Nothing in the product crashes on
// purpose for these journeys.

/** The chunk of the FAQ page, the page these journeys open. */
const PAGE_CHUNK = '**/assets/faq-page-*.js';

/** Lets the page chunk fail while `failing.on` holds;  */
async function failPageChunk(page: Page): Promise<{ on: boolean }> {
  const failing = { on: true };
  await page.route(PAGE_CHUNK, async (route) => {
    if (failing.on) await route.abort('failed');
    else await route.continue();
  });
  return failing;
}

/** How long a page must stay up to count as a healthy load (apps/web/src/lib/healthy-load.ts). */
const HEALTHY_AFTER_MS = 10_000;

function faq(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Questions and answers' });
}

function reloadCount(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('reload_count'));
}

async function expectFallback(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
}

test.describe('error fallback', () => {
  test('Retry reloads up to 3 times, then renders again; a healthy page clears the count', async ({
    page,
  }) => {
    await page.clock.install();
    const failing = await failPageChunk(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto('/faq');
    await expectFallback(page);
    // The failed chunk reloaded the page once by itself, counted, before the fallback showed.
    expect(await reloadCount(page)).toBe('1');
    expect(loads).toBe(2);

    for (let reload = 2; reload <= 3; reload += 1) {
      const loaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Retry' }).click();
      await loaded;
      await expectFallback(page);
      expect(await reloadCount(page)).toBe(String(reload));
    }
    expect(loads).toBe(4);

    // Time spent reading the fallback is no healthy load: the count holds at the limit.
    await page.clock.runFor(15_000);
    expect(await reloadCount(page)).toBe('3');

    // Past the limit Retry renders the app again in place, without a reload; the count stays.
    // (A chunk that failed to load stays failed in this page, so the fallback shows again.)
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectFallback(page);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(loads).toBe(4);
    expect(await reloadCount(page)).toBe('3');

    // The visitor's own reload finds the chunk again. The count clears only once that page has
    // stayed up 10 s, so a later failure gets its reloads again. The clock stands still from
    // here: only the journey moves it, so a slow machine's load time is no healthy time.
    failing.on = false;
    await pausePageClockNow(page);
    await page.reload();
    const loading = await runPageClockUntil(page, () => faq(page).isVisible());
    expect(await reloadCount(page)).toBe('3');
    // The page has been up at most `loading` of page time.
    await page.clock.runFor(HEALTHY_AFTER_MS - loading - 1);
    expect(await reloadCount(page)).toBe('3');
    await page.clock.runFor(loading + 1);
    await expect.poll(() => reloadCount(page)).toBeNull();
  });

  test('a good load after a reload clears the count once the page has stayed up', async ({
    page,
  }) => {
    await page.clock.install();
    const failing = await failPageChunk(page);
    await page.goto('/faq');
    await expectFallback(page);

    // The reload that Retry starts finds the chunk again (the first was the chunk's own).
    failing.on = false;
    await pausePageClockNow(page);
    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await loaded;
    const loading = await runPageClockUntil(page, () => faq(page).isVisible());
    expect(await reloadCount(page)).toBe('2');
    await page.clock.runFor(HEALTHY_AFTER_MS - loading - 1);
    expect(await reloadCount(page)).toBe('2');
    await page.clock.runFor(loading + 1);
    await expect.poll(() => reloadCount(page)).toBeNull();
  });

  test('a lazy chunk answered with 404, as after a deploy, reloads once and then shows the error screen', async ({
    page,
  }) => {
    await page.route(PAGE_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/faq');
    await expectFallback(page);
    expect(loads).toBe(2);
    expect(await reloadCount(page)).toBe('1');
  });

  test('when the shell itself cannot start (its strings missing), the page reloads once and then shows the error screen', async ({
    page,
  }) => {
    await page.route('**/assets/strings-en-*.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/');
    await expectFallback(page);
    expect(loads).toBe(2);
    expect(await reloadCount(page)).toBe('1');
    // No layout: the failure is above it.
    await expect(page.getByRole('banner')).toHaveCount(0);

    // Once the strings can be had again, Retry (a counted reload) brings the app back.
    await page.unroute('**/assets/strings-en-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await reloadCount(page)).toBe('2');
  });

  test('offline, Retry goes to the origin instead of reloading', async ({ page, context }) => {
    await failPageChunk(page);
    await page.goto('/faq');
    await expectFallback(page);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const navigation = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole('button', { name: 'Retry' }).click();
    const request = await navigation;
    expect(new URL(request.url()).pathname).toBe('/');
    await context.setOffline(false);
  });
});
