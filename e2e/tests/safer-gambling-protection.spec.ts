import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { launchableSlot } from '../support/games.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import {
  SCREENSHOTS_WANTED,
  expectNoHorizontalOverflow,
  keepScreenshot,
} from '../support/screens.js';

// Safer gambling, part two (docs/decisions/040-safer-gambling-protection.md): a reality check
// over a running game after its interval, surviving a reload; the session's time and net position
// beside a game after a spin; a time-out logs the player out at once and login then says until
// when. A fresh player each, signed in through the API; the world is reset afterwards (QA's clock
// moves time). The rules' edges (lengths, cooling-off, the UK cap) are unit and BFF tests.

/** With E2E_SCREENSHOTS=1: what is on screen at 375 and 1440 px. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!SCREENSHOTS_WANTED) return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoHorizontalOverflow(page);
    await keepScreenshot(page, testInfo, `${name}-${String(width)}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const UTC_INSTANT = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} UTC/;

test('a time-out logs the player out at once, and login then says until when', async ({
  page,
  player,
  signIn,
}, testInfo) => {
  await signIn(player);
  await page.goto('/safer-gambling');
  await waitForShell(page);
  await acceptCookies(page);
  await page
    .getByRole('region', { name: 'Time-out' })
    .getByRole('link', { name: 'Take a break' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Take a break' })).toBeVisible();
  await shoot(page, testInfo, 'take-a-break');

  // 24 hours is the first choice; 1 week is picked here.
  const timeOut = page.getByRole('region', { name: 'Time-out' });
  await expect(timeOut.getByRole('radio', { name: '24 hours' })).toBeChecked();
  await timeOut.getByText('1 week', { exact: true }).click();
  await timeOut.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a break?' });
  await expect(confirm.getByText('Your account closes for 1 week, starting now.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'take-a-break-confirm');
  await confirm.getByRole('button', { name: 'Yes, start my break' }).click();

  // Logged out at once: the page says until when (in the player's time), the header a guest's.
  const notice = page.getByRole('status').filter({ hasText: 'You are logged out' });
  await expect(notice).toContainText(/Your break lasts until .+\. You can log in again then\./);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('balance-chip')).toHaveCount(0);
  // The logout's toast came while the dialog was closing, so React Aria announced it through its
  // live announcer (labelled by the toast); the announcement clears itself after a few seconds.
  await expect(page.locator('[role="img"][aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'take-a-break-started');

  // A login is refused, naming the end of the break.
  await banner.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in to your account' });
  await login.getByLabel('Email').fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(
    login.getByText(
      new RegExp(
        `^You are taking a break until ${UTC_INSTANT.source}\\. You can log in again then\\.$`,
      ),
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'login-refused-time-out');
});

test('a reality check appears over a running game after its interval and survives a reload', async ({
  page,
  context,
  player,
  signIn,
  qa,
  bff,
}, testInfo) => {
  await qa.setPlayerState(player, { language: 'en', balances: { main: 50, bonusCasino: 0 } });
  await signIn(player);
  // The player picks the interval in the limits tab.
  await page.goto('/account/limits');
  await waitForShell(page);
  await acceptCookies(page);
  const card = page.getByTestId('reality-check');
  await card.getByText('Every 15 min', { exact: true }).click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Saved for this session.')).toBeVisible();
  await shoot(page, testInfo, 'limits-reality-check');
  const game = await launchableSlot(context.request, bff.baseURL);
  await page.goto(`/game/${String(game.id)}`);
  await waitForShell(page);
  await expect(page.frameLocator('iframe').getByText('REAL MONEY')).toBeVisible();
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toHaveCount(0);

  // Fifteen minutes on (QA's clock), the check comes over the game: read when it falls due.
  await qa.setClock({ offsetMs: 15 * 60_000 });
  await page.reload();
  await waitForShell(page);
  await expect(check).toBeVisible();
  await expect(
    check.getByText('You asked for a reminder every 15 minutes.', { exact: false }),
  ).toBeVisible();
  await expect(check.getByText(/^0:1[5-9]:\d{2}$/)).toBeVisible();
  await expect(check.getByText('0,00 €')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'reality-check');

  // Unanswered, it is there again after a reload; answered, it goes and the game is back.
  await page.reload();
  await waitForShell(page);
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
  await page.reload();
  await waitForShell(page);
  await expect(page.frameLocator('iframe').getByText('REAL MONEY')).toBeVisible();
  await expect(check).toHaveCount(0);
});

test('the session time and net position beside a game change after a spin', async ({
  page,
  context,
  player,
  signIn,
  qa,
  bff,
}, testInfo) => {
  await qa.setPlayerState(player, {
    language: 'en',
    balances: { main: 50, bonusCasino: 0 },
    wageringGames: null,
  });
  await signIn(player);
  const game = await launchableSlot(context.request, bff.baseURL);
  await page.goto(`/game/${String(game.id)}`);
  await waitForShell(page);
  await acceptCookies(page);
  const slot = page.frameLocator('iframe');
  await expect(slot.getByText('REAL MONEY')).toBeVisible();
  const session = page.getByTestId('game-session');
  await expect(session).toContainText('0,00 €');
  const clock = session.getByText(/^\d+:\d{2}:\d{2}$/);
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before ?? '');

  // A losing spin of 1 €: the net position reads -1,00 € within seconds.
  await qa.setNextSpins(player, { outcomes: [{ win: 0 }] });
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.locator('#balance')).toHaveText('49,00 EUR');
  await expect(session).toContainText('-1,00 €');
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'game-session');

  // The balance page shows net deposits over three spans; the profile the marketing choices.
  await page.goto('/account/balance');
  await waitForShell(page);
  const net = page.getByRole('region', { name: 'Net deposits' });
  for (const span of ['Last 30 days', 'Last 3 months', 'All time']) {
    await expect(net.getByText(span)).toBeVisible();
  }
  await expect(net.getByText(/€$/).first()).toBeVisible();
  await shoot(page, testInfo, 'balance-net-deposits');
  if (SCREENSHOTS_WANTED) {
    await page.goto('/account/profile');
    await waitForShell(page);
    await expect(page.getByRole('region', { name: 'Offers and news' })).toBeVisible();
    await shoot(page, testInfo, 'profile-marketing');
  }
});

test('marketing choices at sign-up start unticked, one per product and channel', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await waitForShell(page);
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  const marketing = signUp.getByRole('group', { name: 'Offers and news (optional)' });
  const boxes = marketing.getByRole('checkbox');
  await expect(boxes).toHaveCount(6);
  for (const product of ['Casino', 'Sport']) {
    for (const channel of ['e-mail', 'SMS', 'phone']) {
      await expect(
        marketing.getByRole('checkbox', { name: `${product} offers by ${channel}` }),
      ).not.toBeChecked();
    }
  }
  // Ticking one ticks that one only.
  await marketing.getByText('Sport offers by SMS').click();
  await expect(marketing.getByRole('checkbox', { name: 'Sport offers by SMS' })).toBeChecked();
  await expect(marketing.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, 'sign-up-marketing');
});
