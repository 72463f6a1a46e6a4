import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { expectNoHorizontalOverflow, keepScreenshot } from '../support/screens.js';
import { waitForShell } from '../support/journeys.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';

// Money in the account: the deposit form through the mock payment provider and back, one deposit
// per attempt however often it is clicked, the provider's outcomes, the balance page and the
// currency change. Each journey has a fresh player; the world is reset afterwards.

/** The number a money string spells in the product's format ("1.234,50 €", "£1.234,50"). */
function moneyValue(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function chipTotal(page: Page): Promise<number> {
  const chip = page.getByTestId('balance-chip');
  await expect(chip.locator('[aria-busy]')).toHaveCount(0);
  return moneyValue((await chip.innerText()).split('\n').pop() ?? '');
}

/** Fills the deposit form on screen (its first method) and leaves for the provider's page. */
async function fillDeposit(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await expect(page.getByText('From 10,00 € to 5.000,00 €')).toBeVisible();
}

function depositCalls(byRoute: Record<string, number>): number {
  return Object.entries(byRoute)
    .filter(([route]) => route.startsWith('POST ') && route.includes('/payments/deposits'))
    .reduce((sum, [, count]) => sum + count, 0);
}

test.describe('deposits', () => {
  test('a valid deposit ends on deposit-success and the chip grows by its amount', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/account/deposit');
    await waitForShell(page);
    const before = await chipTotal(page);
    await fillDeposit(page, '25');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('25,00 €');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
    await page.getByRole('button', { name: 'Success' }).click();
    await expect(page).toHaveURL(/\/deposit-success\?/);
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await expect(page.getByText('Your deposit of 25,00 € is on its way')).toBeVisible();
    await expect.poll(() => chipTotal(page)).toBe(before + 25);
  });

  test('a failed deposit ends on the payment history', async ({ page, player, signIn }) => {
    await signIn(player);
    await page.goto('/account/deposit');
    await waitForShell(page);
    await fillDeposit(page, '30');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Failure' }).click();
    await expect(page).toHaveURL(/\/account\/balance\/payment-history$/);

    // The history filters by status: the failed deposit is there, and only under Failed.
    const table = page.getByRole('table', { name: 'Your deposits and withdrawals' });
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('+30,00 €');
    const statuses = table.locator('td[data-label="Status"]');
    await expect(statuses.first()).toHaveText('Failed');
    for (const status of await statuses.allInnerTexts()) expect(status).toBe('Failed');
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Complete', exact: true }).click();
    await expect(table.or(page.getByText('Transactions not found'))).toBeVisible();
    await expect(page.locator('td[data-label="Status"]', { hasText: 'Failed' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('a double-clicked deposit button starts one deposit', async ({
    page,
    player,
    signIn,
    qa,
  }) => {
    await signIn(player);
    await page.goto('/deposit');
    await waitForShell(page);
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await fillDeposit(page, '40');
    const before = depositCalls((await qa.counters()).byRoute);
    await dialog.getByRole('button', { name: 'Continue to payment' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
    expect(depositCalls((await qa.counters()).byRoute) - before).toBe(1);
  });

  test('deposit-return opens PAYMENT_COMPLETED over the payment history', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/account/deposit');
    await waitForShell(page);
    await fillDeposit(page, '15');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
    const checkout = new URL(page.url());
    const paymentId = checkout.searchParams.get('payment_id');
    expect(paymentId).not.toBeNull();
    await page.getByRole('button', { name: 'Success' }).click();
    await expect(page).toHaveURL(/\/deposit-success\?/);
    await page.goto(`/deposit-return?payment_id=${paymentId ?? ''}`);
    const completed = page.getByRole('dialog', { name: 'Payment completed' });
    await expect(completed).toContainText('Your payment of 15,00 € is completed.');
    await expect(completed).toContainText('Some payment methods take up to 5 banking days.');
    await expect(page).toHaveURL(/\/account\/balance\/payment-history$/);
    await expectNoSeriousViolations(page);
  });

  test.describe('with a method that needs a birthday the player lacks', () => {
    test.use({ playerTemplate: DEMO_PLAYERS.noBirthday });

    test('asks for the missing profile fields first, then deposits', async ({
      page,
      player,
      signIn,
      qa,
    }) => {
      // The demo player reads Romanian; this journey reads English.
      await qa.setPlayerState(player, { language: 'en' });
      await signIn(player);
      await page.goto('/account/deposit');
      await waitForShell(page);
      await page.getByRole('textbox', { name: 'Amount' }).fill('100');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: 'A few details first' })).toBeVisible();
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      for (const [label, option] of [
        ['Day', '12'],
        ['Month', 'April'],
        ['Year', '1990'],
      ] as const) {
        await page.getByRole('button', { name: label }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByRole('heading', { name: 'Mock payment provider' })).toBeVisible();
      await expect(page.getByText('Pay 100 RON')).toBeVisible();
    });
  });

  test('the crypto deposit shows the address, its QR code and the network', async ({
    page,
    player,
    signIn,
  }) => {
    await signIn(player);
    await page.goto('/account/deposit/crypto');
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Deposit with crypto' })).toBeVisible();
    await expect(page.getByTestId('crypto-address')).toHaveText(/^[13][A-Za-z0-9]{33}$/);
    await expect(
      page.getByRole('img', { name: /QR code of your BTC deposit address/ }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('the balance page', () => {
  test.use({ playerTemplate: DEMO_PLAYERS.vip });

  test('a currency change warns, and confirmed zeroes the bonus balance', async ({
    page,
    player,
    signIn,
    qa,
  }) => {
    await qa.setPlayerState(player, { balances: { bonusCasino: 40 } });
    await signIn(player);
    await page.goto('/account/balance');
    await waitForShell(page);
    const main = page.getByRole('region', { name: 'Total balance' });
    await expect(main.getByText('Bonus casino balance').locator('..')).toContainText('40,00 €');
    await expect(page.getByRole('region', { name: 'Free spins' })).toContainText('100');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Make USD my currency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the account currency' });
    await expect(dialog).toContainText('Switch your account from EUR to USD?');
    await expect(dialog).toContainText(
      'Your bonus balance will be set to zero, and your pending bonuses and free spins will be cancelled.',
    );
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Change currency' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your account currency is now USD.')).toBeVisible();
    await expect(main.getByText('Bonus casino balance').locator('..')).toContainText('0,00');
    expect((await qa.playerState(player)).balances.bonusCasino).toBe(0);
  });
});

test.describe('screens', () => {
  for (const width of [375, 1440]) {
    test(`the account pages and the deposit modal at ${String(width)} px`, async ({
      page,
      player,
      signIn,
    }, testInfo) => {
      // Two pages and a modal, each checked for overflow and swept by axe (photographed on request).
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signIn(player);
      for (const route of ['/account/balance', '/account/deposit']) {
        await page.goto(route);
        await waitForShell(page);
        await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // At 1440 px these pages are in the account's sweep (account-profile.spec.ts).
        if (width < 1440) await expectNoSeriousViolations(page);
        await expectNoHorizontalOverflow(page);
        await keepScreenshot(page, testInfo, `${route.replaceAll('/', '_')}-${String(width)}`, {
          fullPage: true,
        });
      }
      await page.goto('/deposit');
      await waitForShell(page);
      const dialog = page.getByRole('dialog', { name: 'Deposit' });
      await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await expectNoHorizontalOverflow(page);
      await keepScreenshot(page, testInfo, `deposit-modal-${String(width)}`);
    });
  }
});
