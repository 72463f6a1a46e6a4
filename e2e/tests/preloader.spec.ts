import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { waitForShell } from '../support/journeys.js';
import { pausePageClock } from '../support/time.js';

const BOOTSTRAP = /\/trpc\/[^?]*bootstrap\.get/;

function preloader(page: Page) {
  return page.getByRole('progressbar', { name: 'Loading' });
}

/**
 * With the page clock paused, moves it on a millisecond at a time until bootstrap.get has been
 * asked (the tRPC link sends on a zero-delay timer); returns the page time that took.
 */
async function untilBootstrapAsked(page: Page, asked: Promise<unknown>): Promise<number> {
  let sent = false;
  void asked.then(() => {
    sent = true;
  });
  const start = await page.evaluate(() => Date.now());
  await expect
    .poll(async () => {
      if (!sent) await page.clock.runFor(1);
      return sent;
    })
    .toBe(true);
  return (await page.evaluate(() => Date.now())) - start;
}

/** Holds every bootstrap.get answer until `release` is called. */
async function holdBootstrap(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(BOOTSTRAP, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/**
 * Serves the page as the BFF does when the first screen's data cannot be had in time: without its
 * JSON elements (docs/decisions/028), so that the SPA asks for bootstrap.get itself.
 */
async function withoutFirstScreen(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="first-screen-[a-z]+">.*?<\/script>/gs,
        '',
      );
      const headers = { ...response.headers() };
      // The body is sent decoded, as a whole.
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

test.describe('preloader', () => {
  test('covers the first load at most 2 s, even while bootstrap is still on its way', async ({
    page,
  }) => {
    await pausePageClock(page);
    await withoutFirstScreen(page, '/faq');
    const bootstrap = await holdBootstrap(page);
    const asked = page.waitForRequest(BOOTSTRAP);

    await page.goto('/faq');
    const elapsed = await untilBootstrapAsked(page, asked);
    expect(elapsed).toBeLessThan(100);
    await expect(preloader(page)).toBeVisible();
    // The 2 s count from the navigation, the origin of the page's performance.now(). Under the
    // paused clock that origin lies before the page started by however long the machine took
    // between installing the clock and pausing it, so the journey reads where the page is.
    const pageLife = await page.evaluate(() => performance.now());
    expect(pageLife).toBeLessThan(1_900);
    // Just under 2 s of the page's life: bootstrap still waiting, the page still covered.
    await page.clock.runFor(1_900 - pageLife);
    await expect(preloader(page)).toBeVisible();
    // Past 2 s it goes, although bootstrap has still not answered.
    await page.clock.runFor(200);
    await expect(preloader(page)).toHaveCount(0);

    await page.clock.resume();
    bootstrap.release();
    await waitForShell(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questions and answers' }),
    ).toBeVisible();
  });

  test('goes as soon as bootstrap answers, and never comes back on navigation', async ({
    page,
  }) => {
    await pausePageClock(page);
    await withoutFirstScreen(page, '/faq');
    const bootstrap = await holdBootstrap(page);
    const asked = page.waitForRequest(BOOTSTRAP);
    await page.goto('/faq');
    const elapsed = await untilBootstrapAsked(page, asked);
    expect(elapsed).toBeLessThan(100);
    await expect(preloader(page)).toBeVisible();

    // Well before 2 s of page time, the answer alone lets the ready page through.
    const answered = page.waitForResponse(BOOTSTRAP);
    bootstrap.release();
    await answered;
    await page.clock.runFor(100);
    await expect(preloader(page)).toHaveCount(0);
    await page.clock.resume();
    await waitForShell(page);

    // From now on, watch for the preloader ever being put back into the page.
    await page.evaluate(() => {
      const seen = { preloader: false };
      (window as { preloaderSeen?: typeof seen }).preloaderSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Loading"]') !== null) {
          seen.preloader = true;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('region', { name: 'Cookies' })
      .getByRole('button', { name: 'Okay' })
      .click();
    await page.getByRole('link', { name: 'Main page' }).first().click();
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Questions and answers' }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as { preloaderSeen?: { preloader: boolean } }).preloaderSeen?.preloader,
      ),
    ).toBe(false);
  });
});
