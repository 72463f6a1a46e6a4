import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { type BffServer, startBff } from '../support/bff-server.js';
import { BFF_ENV, expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { expectNoHorizontalOverflow, keepScreenshot } from '../support/screens.js';
import { DEFAULT_STORAGE, QA_CONTROL_HIDDEN_KEY } from '../support/storage.js';

// The QA panel (issue 33): mock mode's floating control opens every /qa control beside the page,
// and each control's effect shows at once; in live mode neither the panel nor /qa exists.

/** The journeys' storage without the flag that hides the floating control elsewhere. */
const sessionFlags = Object.fromEntries(
  Object.entries(DEFAULT_STORAGE.session ?? {}).filter(([key]) => key !== QA_CONTROL_HIDDEN_KEY),
);

/** Opens the floating control's panel (it comes after the first screen) and answers it. */
async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open the QA panel' }).click();
  const panel = page.getByRole('complementary', { name: 'QA panel' });
  await expect(panel.getByRole('heading', { level: 2, name: 'QA panel' })).toBeFocused();
  return panel;
}

test.describe('mock mode', () => {
  test.use({ storage: { ...DEFAULT_STORAGE, session: sessionFlags } });

  test('at 375 px the panel switches the signed-in player to unverified, and the verification page shows it', async ({
    page,
    player,
    signIn,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(player);
    await page.goto('/account/profile/verification');
    await waitForShell(page);
    await acceptCookies(page);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    const panel = await openPanel(page);
    await expect(panel.getByText(`Signed in as ${player.email}`)).toBeVisible();
    const kyc = panel.getByRole('combobox', { name: 'KYC status' });
    await expect(kyc).toHaveValue('verified');
    await kyc.selectOption('not_verified');
    await panel.getByRole('button', { name: 'Save the player state' }).click();
    await expect(panel.getByText('Done: player state saved (KYC status)')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'qa-panel-375');

    // Escape closes it and gives the focus back to its button; the page under it has followed.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open the QA panel' })).toBeFocused();
    await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  });

  test('its page fires a USER_MESSAGE failure that shows as an error toast', async ({
    page,
    player,
    signIn,
    realtime,
  }, testInfo) => {
    await signIn(player);
    await page.goto('/qa-panel');
    await waitForShell(page);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'QA panel' })).toBeVisible();
    // Its own page has no floating control.
    await expect(page.getByRole('button', { name: 'Open the QA panel' })).toHaveCount(0);
    await realtime.playerReady();

    const events = page.getByRole('region', { name: 'Realtime events' });
    await events.getByRole('combobox', { name: 'Message type' }).selectOption('failure');
    await events.getByRole('textbox', { name: 'Message text' }).fill('Card payment declined');
    await events.getByRole('button', { name: 'Send USER_MESSAGE' }).click();
    await expect(events.getByText(/^Done: USER_MESSAGE sent \(event \d+\)$/)).toBeVisible();

    const toast = page.getByRole('status').getByRole('listitem').filter({
      hasText: 'Card payment declined',
    });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('img', { name: 'Error', exact: true })).toBeVisible();

    // A refused call says why: /qa's own answer, not a silent nothing.
    const upstreams = page.getByRole('region', { name: 'Upstreams' });
    await upstreams.getByRole('textbox', { name: 'casino error rate (0-1)' }).fill('2');
    await upstreams.getByRole('button', { name: 'Apply to casino' }).click();
    await expect(upstreams.getByRole('alert')).toContainText('QA refused it:');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'qa-panel-page-1440', { fullPage: true });
  });

  test('it moves the clock to 2025-09-20 and Oktoberfest joins the casino group without a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await waitForShell(page);
    await acceptCookies(page);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('button', { name: /Casino\s*8000\+/ }).click();
    await expect(sidebar.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Oktoberfest' })).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const panel = await openPanel(page);
    const clock = panel.getByRole('region', { name: 'Product clock' });
    await clock.getByLabel('Date (local noon)').fill('2025-09-20');
    await clock.getByRole('button', { name: 'Move the clock' }).click();
    await expect(clock.getByText(/^Done: clock moved to /)).toBeVisible();

    await expect(sidebar.getByRole('link', { name: 'Oktoberfest' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await keepScreenshot(page, testInfo, 'qa-panel-1440');

    await clock.getByRole('button', { name: 'Back to now' }).click();
    await expect(clock.getByText('Done: clock back to real time')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Oktoberfest' })).toHaveCount(0);
  });
});

test.describe('live mode', () => {
  let world: MockUpstreams;
  let live: BffServer;
  test.beforeAll(async () => {
    // Live upstreams are the mock world's HTTP API here: the BFF runs as in production.
    world = await startMockUpstreams();
    live = await startBff({
      env: {
        ...BFF_ENV,
        UPSTREAM_MODE: 'live',
        CASINO_API_URL: world.urls.casino,
        SPORT_API_URL: world.urls.sport,
        CMS_API_URL: world.urls.cms,
        JACKPOT_API_URL: world.urls.jackpot,
        SESSION_SECRET: 'a live-mode session secret of the QA panel journey',
      },
    });
  });
  test.afterAll(async () => {
    await live.stop();
    await world.close();
  });

  test('has no QA panel, no floating control and no /qa', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: live.baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitForShell(page);
      // The footer's sections (which bring the control in mock mode) have come.
      await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open the QA panel' })).toHaveCount(0);

      await page.goto('/qa-panel');
      await expect(page).toHaveURL('/404');
      expect((await context.request.get('/qa/clock')).status()).toBe(404);
      expect((await context.request.post('/qa/reset')).status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
