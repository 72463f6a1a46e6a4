import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { keepScreenshot } from '../support/screens.js';

// The mini-games and the daily bonus in GPT_GAME_MODAL: a player collects the daily bonus and
// sees the time to the next, spins the wheel to its result, a guest pressing the wheel signs up in
// place and lands in the wheel, and a dismissed wheel banner stays away until the local midnight.

// The mini-games are open here (journeys elsewhere close them). Off the main page, which the
// modal opens by itself on once a day.
test.use({ miniGamesOpen: true });

function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

function gamesDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Mini-games' });
}

test('a player collects the daily bonus and sees the countdown to the next', async ({
  page,
  player,
  signIn,
  qa,
}, testInfo) => {
  await qa.setMiniGames(player, { dailyBonus: { currentDay: 3, collectedToday: false } });
  await signIn(player);
  await page.goto('/games/slots');
  await waitForShell(page);
  await acceptCookies(page);

  await sidebar(page).getByRole('button', { name: 'Daily bonus' }).click();
  const dialog = gamesDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Daily bonus', selected: true })).toBeVisible();
  const days = dialog.getByRole('list', { name: 'The days of the week' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.nth(2)).toHaveAttribute('aria-current', 'date');
  await expect(days.nth(0)).toContainText('Collected');
  await expect(dialog.getByText('Today’s bonus is ready')).toBeVisible();

  await dialog.getByRole('button', { name: 'Collect' }).click();

  await expect(dialog.getByText('Today’s bonus is collected')).toBeVisible();
  await expect(days.nth(3)).toHaveAttribute('aria-current', 'date');
  await expect(days.nth(2)).toContainText('Collected');
  await expect(dialog.getByText('Next bonus in')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(dialog.getByRole('button', { name: 'Collect' })).toBeDisabled();
  expect((await qa.miniGames(player)).dailyBonus).toEqual({ currentDay: 4, collectedToday: true });
  await keepScreenshot(page, testInfo, 'daily-bonus-collected');
  await expectNoSeriousViolations(page);
});

test.describe('with the animations on', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a player spins the wheel and sees its result', async ({ page, player, signIn, qa }) => {
    await signIn(player);
    await page.goto('/games/slots');
    await waitForShell(page);
    await acceptCookies(page);

    await sidebar(page).getByRole('button', { name: 'Wheel of fortune' }).first().click();
    const dialog = gamesDialog(page);
    await expect(
      dialog.getByRole('tab', { name: 'Wheel of fortune', selected: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Spin the wheel' }).click();

    // The wheel lands within its few seconds; the result is said, and takes the focus.
    const result = dialog.getByTestId('mini-game-result');
    await expect(result.getByRole('status')).toHaveText(
      /^(You won \d[\d.]*,\d{2}\s(€|RON)!|You won \d+ free spins!|No prize this time\. Better luck tomorrow!)$/,
      { timeout: 8_000 },
    );
    await expect(result).toBeFocused();
    await expect(result).toContainText('Chances left today: 0');
    expect((await qa.miniGames(player)).plays.wheel).toBe(1);
    await expectNoSeriousViolations(page);
  });
});

test('a guest pressing the wheel signs up in place and lands in the wheel', async ({ page }) => {
  await page.goto('/games/slots');
  await waitForShell(page);
  await acceptCookies(page);

  await sidebar(page).getByRole('button', { name: 'Wheel of fortune' }).first().click();

  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp).toBeVisible();
  // In place: the page under it is the one the guest was on.
  expect(new URL(page.url()).pathname).toBe('/games/slots');
  await expectNoSeriousViolations(page);

  await signUp.getByLabel('Email').fill(`wheel-${String(Date.now())}@example.test`);
  await signUp.getByLabel('Password', { exact: true }).fill('Lumo#Start1');
  await signUp.getByRole('combobox', { name: 'Country' }).pressSequentially('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await signUp.getByText('I accept the terms and conditions and the privacy policy').click();
  await signUp.getByText('I agree to the processing of my personal data').click();
  await signUp.getByText('I am over 18 years old').click();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await page
    .getByRole('dialog', { name: 'Thank you for registering!' })
    .getByRole('button', { name: "Let's play" })
    .click();

  // The wish survived the sign-up: the wheel opens for the new player.
  await expect(
    gamesDialog(page).getByRole('tab', { name: 'Wheel of fortune', selected: true }),
  ).toBeVisible();
  await expect(gamesDialog(page).getByRole('button', { name: 'Spin the wheel' })).toBeEnabled();
});

test.describe('the floating banners', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a dismissed wheel banner stays hidden after a reload and shows again after local midnight', async ({
    page,
    player,
    signIn,
    qa,
  }, testInfo) => {
    // 21:30 in Berlin (UTC+1 in March).
    await qa.setClock({ now: '2026-03-10T20:30:00Z' });
    // The lucky card too (it asks for a raised level): its banner shows that the banners are drawn.
    await qa.setPlayerState(player, { userLevel: 'intermediate' });
    await signIn(player);
    await page.goto('/games/slots');
    await waitForShell(page);
    await acceptCookies(page);

    const banners = page.getByRole('complementary', { name: 'Mini-game offers' });
    const wheel = banners.getByTestId('banner-wheel_of_fortune');
    const card = banners.getByTestId('banner-lucky_card');
    await expect(wheel).toBeVisible();
    await expect(card).toBeVisible();
    await keepScreenshot(page, testInfo, 'banners');
    await expectNoSeriousViolations(page);

    await wheel.getByRole('button', { name: 'Hide Wheel of fortune until tomorrow' }).click();
    await expect(wheel).toHaveCount(0);
    await page.reload();
    await waitForShell(page);
    await expect(card).toBeVisible();
    await expect(wheel).toHaveCount(0);

    // 00:10 in Berlin, the next day: the dismissal is over.
    await qa.setClock({ now: '2026-03-10T23:10:00Z' });
    await page.reload();
    await waitForShell(page);
    await expect(wheel).toBeVisible();
  });
});
