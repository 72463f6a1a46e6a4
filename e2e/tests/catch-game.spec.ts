import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { acceptCookies, waitForShell } from '../support/journeys.js';
import { keepScreenshot } from '../support/screens.js';

// The catch game on one of its days and the snowflake shop: the server decides each try and
// each purchase; a deposit adds a try, too few snowflakes say so in place.

/** A game day of the default window: the 21st gives 75 %. */
const GAME_DAY_NOON = '2024-12-21T12:00:00.000Z';

// The journeys run with reduced motion elsewhere; the game's round is played here as most see it.
test.use({
  timezoneId: 'Europe/Berlin',
  viewport: { width: 1440, height: 900 },
  reducedMotion: 'no-preference',
});

function tries(page: Page) {
  return page.getByTestId('catch-tries');
}

/** A deposit through the deposit page and the mock provider, back on deposit-success. */
async function deposit(page: Page, amount: string): Promise<void> {
  await page.goto('/account/deposit');
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
}

test('on 2024-12-21 the catch game offers 75 %, a try counts down and a deposit adds one', async ({
  page,
  player,
  signIn,
  qa,
}, testInfo) => {
  await qa.setClock({ now: GAME_DAY_NOON });
  await signIn(player);
  await page.goto('/bonuses/100');
  await waitForShell(page);
  await acceptCookies(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Catch the snowflakes' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Today’s prize: a 75 % deposit bonus' }),
  ).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Game days' });
  await expect(calendar.getByRole('listitem')).toHaveCount(6);
  const today = calendar.locator('[aria-current="date"]');
  await expect(today).toContainText('75 %');
  await expect(today).toContainText('Today');
  await expect(tries(page)).toHaveText('3 of 3 left');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo, 'catch-game-1440-en', { fullPage: true });

  // The round is played by keyboard: Start gives the basket focus, the arrows move it.
  await page.getByRole('button', { name: 'Start' }).click();
  const basket = page.getByRole('slider', { name: 'Basket' });
  await expect(basket).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(basket).toHaveAttribute('aria-valuenow', '42');
  const outcome = page.getByRole('heading', {
    name: /^(You won a 75 % deposit bonus!|No bonus this time\.)$/,
  });
  await expect(outcome).toBeVisible({ timeout: 10_000 });
  await expect(outcome).toBeFocused();
  await expect(tries(page)).toHaveText('2 of 3 left');

  await deposit(page, '25');
  await page.goto('/bonuses/100');
  await waitForShell(page);
  await expect(tries(page)).toHaveText('3 of 4 left');
});

test('the snowflake shop says too few snowflakes in place, then sells once there are enough', async ({
  page,
  player,
  signIn,
  qa,
}, testInfo) => {
  await signIn(player);
  await qa.setCatchGame(player, { snowflakes: 30 });
  await page.goto('/shop');
  await waitForShell(page);
  await acceptCookies(page);
  await expect(page.getByTestId('shop-balance')).toHaveText('30');
  const offers = page.getByRole('region', { name: 'Offers' });
  const offer = (title: string) =>
    offers
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const spins = offer('5 free spins');
  const dear = offer('15 free spins');
  await expect(dear.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await expect(dear.getByText('Not enough snowflakes')).toBeVisible();
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo, 'shop-1440-en', { fullPage: true });

  // Spent elsewhere while the page still showed 30: the server refuses, the dialog says why.
  await spins.getByRole('button', { name: 'Buy' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your purchase' });
  await expect(confirm.getByText('Buy 5 free spins for 25 snowflakes?')).toBeVisible();
  await qa.setCatchGame(player, { snowflakes: 10 });
  await confirm.getByRole('button', { name: 'Buy now' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Not enough snowflakes');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('shop-balance')).toHaveText('10');
  await expect(spins.getByRole('button', { name: 'Buy' })).toBeDisabled();

  await qa.setCatchGame(player, { snowflakes: 30 });
  await page.reload();
  await waitForShell(page);
  await spins.getByRole('button', { name: 'Buy' }).click();
  await confirm.getByRole('button', { name: 'Buy now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You bought 5 free spins.' }),
  ).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('shop-balance')).toHaveText('5');
});
