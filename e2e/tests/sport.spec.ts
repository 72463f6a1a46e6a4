import type { FrameLocator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { expectNoHorizontalOverflow, keepScreenshot } from '../support/screens.js';
import { DEFAULT_STORAGE } from '../support/storage.js';

// The sportsbook section: its guard, and the mock sportsbook in its frame on the mock world's own
// origin, speaking the frame protocol (docs/decisions/035-sportsbook-frame.md): the token by
// message and refreshed before it lapses, routes both ways, login and a bet above the balance
// asked of the app.

const FRAME = '[data-testid="sport-frame"]';

function sportsbook(page: Page): FrameLocator {
  return page.frameLocator(FRAME);
}

/** The frame's document, for marks that show it was not reloaded. */
function frameOf(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().includes('/pages/sportsbook'));
  if (frame === undefined) throw new Error('no sportsbook frame');
  return frame;
}

/** Marks the frame's document: the mark survives anything but a reload of the frame. */
async function markFrame(page: Page): Promise<void> {
  await frameOf(page).evaluate(() => {
    document.documentElement.dataset.visit = 'kept';
  });
}

async function expectFrameNotReloaded(page: Page): Promise<void> {
  expect(
    await frameOf(page).evaluate(() => document.documentElement.dataset.visit ?? 'reloaded'),
  ).toBe('kept');
  await expect(page.locator(FRAME)).toHaveCount(1);
}

/** The number of session messages (tokens) the frame has been handed. */
async function expectSessions(page: Page, count: number): Promise<void> {
  await expect(sportsbook(page).locator('#sportsbook')).toHaveAttribute(
    'data-sessions',
    String(count),
  );
}

test.describe('the sportsbook guard', () => {
  test('/sport without the flag lands on main; with it a guest gets the frame, also after a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/sport');
    await expect(page).toHaveURL('/');

    await page.goto('/sport?sspermission=enabled');
    await waitForShell(page);
    await acceptCookies(page);
    const frame = sportsbook(page);
    await expect(frame.locator('#status')).toHaveText('Not logged in');
    await expect(frame.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sports' }).getByRole('link')).toHaveCount(
      21,
    );

    await page.goto('/sport');
    await expect(page).toHaveURL('/sport');
    await expect(sportsbook(page).locator('#status')).toHaveText('Not logged in');
    // The frame follows its content: the page scrolls, the frame does not.
    const stage = page.getByTestId('sport-stage');
    await expect.poll(async () => (await stage.boundingBox())?.height ?? 0).toBeGreaterThan(1_000);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'sport-guest-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await keepScreenshot(page, testInfo, 'sport-guest-375');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('the sportsbook frame', () => {
  test.use({ storage: { ...DEFAULT_STORAGE, local: { sspermission: '"enabled"' } } });

  test('a 40 s token is replaced about 10 s later, once, in the same frame', async ({
    page,
    qa,
    player,
    signIn,
  }) => {
    await qa.setSportTokenLifetime(40_000);
    await signIn(player);
    await page.clock.install();
    await page.goto('/sport');
    await waitForShell(page);
    await expect(sportsbook(page).locator('#status')).toHaveAttribute('data-status', 'player');
    await expectSessions(page, 1);
    await markFrame(page);

    await page.clock.fastForward(8_000);
    await expectSessions(page, 1);
    await page.clock.fastForward(3_000);
    await expectSessions(page, 2);
    await expect(sportsbook(page).locator('#status')).toHaveAttribute('data-status', 'player');
    // The new token lives 40 s too: its own refresh is 10 s after it, not before.
    await page.clock.fastForward(5_000);
    await expectSessions(page, 2);
    await expectFrameNotReloaded(page);
  });

  test('routes go both ways: the frame’s into the app’s URL, the app’s and back into the frame', async ({
    page,
  }) => {
    await page.goto('/sport/ice-hockey');
    await waitForShell(page);
    const frame = sportsbook(page);
    await expect(frame.getByRole('heading', { level: 1, name: 'Ice Hockey' })).toBeVisible();
    await markFrame(page);

    await frame.getByRole('link', { name: 'All sports' }).click();
    await expect(page).toHaveURL('/sport');
    await expect(frame.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
    await frame.getByRole('link', { name: 'All Football events' }).click();
    await expect(page).toHaveURL('/sport/football');
    await expect(frame.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Sports' });
    await expect(nav.getByRole('link', { name: 'Football', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Tennis', exact: true }).click();
    await expect(page).toHaveURL('/sport/tennis');
    await expect(frame.getByRole('heading', { level: 1, name: 'Tennis' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/sport/football');
    await expect(frame.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/sport');
    await expect(frame.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
    await expectFrameNotReloaded(page);
  });

  test('a guest’s bet asks the app for a login, and the login hands the same frame a token', async ({
    page,
    player,
  }) => {
    await page.goto('/sport');
    await waitForShell(page);
    await acceptCookies(page);
    const frame = sportsbook(page);
    await expect(frame.locator('#status')).toHaveText('Not logged in');
    await markFrame(page);

    await frame.locator('.odd').first().click();
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.locator('#bet-result')).toHaveText('Log in to place a bet.');
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await dialog.getByLabel('Email').fill(player.email);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();

    await expect(frame.locator('#status')).toHaveAttribute('data-status', 'player');
    await expect(frame.locator('#status')).toContainText('Logged in as');
    await expectSessions(page, 2);
    await expectFrameNotReloaded(page);
  });

  test('a bet above the balance shows ‘Insufficient balance to place a bet’; one within it is paid from the wallet', async ({
    page,
    qa,
    player,
    signIn,
  }, testInfo) => {
    // On a phone: the slip opens under the match picked.
    await page.setViewportSize({ width: 375, height: 812 });
    await qa.setPlayerState(player, { language: 'en', balances: { main: 5, bonusCasino: 0 } });
    await signIn(player);
    await page.goto('/sport');
    await waitForShell(page);
    await acceptCookies(page);
    const frame = sportsbook(page);
    await expect(frame.locator('#status')).toContainText('5.00');

    await frame.locator('.odd').first().click();
    await frame.getByLabel('Stake').fill('50');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient balance to place a bet' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Make a deposit' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'sport-insufficient-375');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    expect((await qa.playerState(player)).balances.main).toBe(5);

    await frame.getByLabel('Stake').fill('2');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    const result = frame.locator('#bet-result');
    await expect(result).toHaveText(/^Bet (won|lost)/);
    const text = (await result.textContent()) ?? '';
    const win = text.startsWith('Bet won') ? Number(/([\d.]+)/.exec(text)?.[1]) : 0;
    await expect
      .poll(async () => (await qa.playerState(player)).balances.main)
      .toBe(Math.round((5 - 2 + win) * 100) / 100);
  });

  test('a language change hands the frame a new token without reloading it', async ({
    page,
    player,
    signIn,
  }, testInfo) => {
    await signIn(player);
    await page.goto('/sport');
    await waitForShell(page);
    await acceptCookies(page);
    const frame = sportsbook(page);
    await expect(frame.locator('#status')).toContainText('Logged in as');
    await expectSessions(page, 1);
    await markFrame(page);
    await keepScreenshot(page, testInfo, 'sport-player-1440');

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/de/sport');
    await expect(frame.locator('#status')).toContainText('Angemeldet als');
    await expect(frame.getByRole('heading', { level: 1, name: 'Top-Ereignisse' })).toBeVisible();
    await expectSessions(page, 2);
    await expectFrameNotReloaded(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await keepScreenshot(page, testInfo, 'sport-player-de-375');
  });
});
